import type { SocialLinks as Links } from "~/lib/site";
import { useT } from "~/i18n/i18n-context";

// The marks are drawn in /brand-icons.svg (a file the browser caches, not JavaScript).
const NETWORKS = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
] as const;

const TONES = {
  dark: "bg-white/10 text-white hover:bg-sun-400 hover:text-brand-900",
  light: "bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white",
};

/** A link per network the admin saved (Settings); none when no network has one. */
export function SocialLinks({ links, tone = "dark", className = "" }: { links: Links; tone?: keyof typeof TONES; className?: string }) {
  const shown = NETWORKS.filter(({ key }) => links[key]);
  const { t } = useT();
  if (shown.length === 0) return null;
  return (
    <ul className={`flex gap-3 ${className}`}>
      {shown.map(({ key, label }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${t("shell.newTab")}`}
            className={`flex size-11 items-center justify-center rounded-full transition ${TONES[tone]}`}
          >
            <svg aria-hidden="true" className="size-5" viewBox="0 0 24 24">
              <use href={`/brand-icons.svg#${key}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
