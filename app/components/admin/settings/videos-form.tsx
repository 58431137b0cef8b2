import { TextField } from "~/components/form-fields";
import type { SiteInfo } from "~/lib/site";
import { HOME_VIDEO_COUNT } from "~/validation/site-info";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** The home page's three videos: a YouTube link (or id) and a title each; an empty slot shows no video. */
export function VideosForm({ videos }: { videos: SiteInfo["videos"] }) {
  const slots = Array.from({ length: HOME_VIDEO_COUNT }, (_, index) => {
    const video = videos[index];
    return video ? { url: video.url, title: video.title } : { url: "", title: "" };
  });
  const { fetcher, form, fields } = useSettingsForm("videos", { videos: slots });
  return (
    <SettingsSection
      part="videos"
      title="Home page videos"
      description="Paste a YouTube link (or its 11-character id). Leave both fields of a video empty to show fewer."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Videos"
    >
      <ol className="space-y-4">
        {fields.videos.getFieldList().map((slot, index) => {
          const video = slot.getFieldset();
          return (
            <li key={slot.key} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
              <TextField
                field={video.url}
                label={`Video ${index + 1}: YouTube link`}
                autoComplete="off"
                placeholder="https://youtu.be/..."
              />
              <TextField field={video.title} label={`Video ${index + 1}: title`} autoComplete="off" />
            </li>
          );
        })}
      </ol>
    </SettingsSection>
  );
}
