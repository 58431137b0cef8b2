import type { SocialLinks as Links } from "~/lib/site";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

const NETWORKS = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
] as const;

const TONES = {
  dark: "bg-white/10 text-white hover:bg-sun-400 hover:text-brand-900",
  light: "bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white",
};

/** A link per network the admin saved (Settings); none when no network has one. */
export function SocialLinks({ links, tone = "dark", className = "" }: { links: Links; tone?: keyof typeof TONES; className?: string }) {
  const shown = NETWORKS.filter(({ key }) => links[key]);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex gap-3 ${className}`}>
      {shown.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={`flex size-11 items-center justify-center rounded-full transition ${TONES[tone]}`}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
