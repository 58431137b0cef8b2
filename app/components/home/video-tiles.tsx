import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import { useState } from "react";
import { SectionHeading } from "./section-heading";

/** Each tile shows our own poster; YouTube's player (and its data) loads only when a visitor clicks. */
type Video = { youtubeId: string; title: string; description?: string };

/** The videos saved in Settings (three, or fewer; none leaves the section out). */
export function VideoTiles({ videos }: { videos: readonly Video[] }) {
  const { t } = useT();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="videos-heading" title={t("home.videos.title")}>
        {t("home.videos.text")}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {videos.map((video, index) => (
          <li key={`${index}-${video.youtubeId}`}>
            <VideoTile {...video} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function VideoTile({ youtubeId, title, description }: Video) {
  const [playing, setPlaying] = useState(false);
  const { t } = useT();
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-gradient-to-br from-brand-800 to-brand-600">
        {playing ? (
          <iframe
            title={title}
            src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex items-center justify-center text-white"
            aria-label={t("home.videos.play", { title })}
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-sun-400 text-brand-900 shadow-lg transition group-hover:scale-110">
              <Icon name="play" className="ml-1 size-7" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-5">
        <p className="font-bold text-slate-900">{title}</p>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </figcaption>
    </figure>
  );
}
