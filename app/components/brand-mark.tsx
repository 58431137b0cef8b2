import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { SITE_NAME } from "~/lib/site";

export function BrandMark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const name = tone === "dark" ? "text-brand-900" : "text-white";
  const tagline = tone === "dark" ? "text-slate-600" : "text-brand-100";
  const { t } = useT();
  return (
    // Named by what it shows, name and tagline (WCAG 2.5.3: a voice user says what they see), then where it leads.
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg sm:gap-3">
      <BrandLogo className="size-9 shrink-0 sm:size-10" />
      <span className="flex flex-col leading-tight">
        <span className={`whitespace-nowrap text-[15px] font-extrabold tracking-tight sm:text-lg ${name}`}>{SITE_NAME}</span>{" "}
        <span className={`whitespace-nowrap text-[11px] font-medium sm:text-xs ${tagline}`}>{t("shell.tagline")}</span>
      </span>
      <span className="sr-only">{t("shell.brandHome")}</span>
    </Link>
  );
}

/** The abacus logo alone (the header's mark, certificates). */
export function BrandLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#3730a3" />
      <path d="M8 13h24M8 20h24M8 27h24" stroke="#c7d2fe" strokeWidth="1.5" />
      <circle cx="13" cy="13" r="3" fill="#fbbf24" />
      <circle cx="22" cy="20" r="3" fill="#fbbf24" />
      <circle cx="17" cy="27" r="3" fill="#fbbf24" />
      <circle cx="28" cy="13" r="3" fill="#fff" />
    </svg>
  );
}
