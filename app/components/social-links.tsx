import { DEFAULT_SOCIAL_LINKS } from "~/lib/site";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

const NETWORKS = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
] as const;

export function SocialLinks({ links = DEFAULT_SOCIAL_LINKS, className = "" }: { links?: typeof DEFAULT_SOCIAL_LINKS; className?: string }) {
  return (
    <ul className={`flex gap-3 ${className}`}>
      {NETWORKS.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-sun-400 hover:text-brand-900"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
