import { useT } from "~/i18n/i18n-context";
import { LinkButton } from "~/components/ui/button";
import { formatCount, formatTotal } from "~/lib/counts";

/** The address of the page of `path` that starts at `offset` (the first page has none); null for no such page. */
export const offsetHref = (path: string, offset: number | null) =>
  offset === null ? null : offset > 0 ? `${path}?offset=${offset}` : path;

/**
 * Previous / Next links of a list shown a page at a time, and which rows this page shows. Plain
 * links: they work without JavaScript, and a change made on the page reloads exactly the page shown.
 */
export function PageLinks({
  label,
  from,
  shown,
  total,
  totalCapped = false,
  noun,
  previousHref,
  nextHref,
  className = "",
}: {
  label: string;
  from: number;
  shown: number;
  total: number;
  /** The count stopped at `total`: there are more (shown "1,000+"). */
  totalCapped?: boolean;
  noun: string;
  previousHref: string | null;
  nextHref: string | null;
  /** Spacing from what comes before it (nothing is rendered when there is no other page). */
  className?: string;
}) {
  const { t, tag } = useT();
  if (previousHref === null && nextHref === null) return null;
  // A count that stopped short says nothing of the pages past it.
  const ofTotal = totalCapped && from + shown > total ? "" : t("shell.pager.of", { total: formatTotal(total, totalCapped, tag) });
  const range = t("shell.pager.range", { noun, from: formatCount(from + 1, tag), to: formatCount(from + shown, tag) });
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      {previousHref !== null ? (
        <LinkButton to={previousHref} variant="outline" size="sm">
          {t("shell.pager.previous")}
        </LinkButton>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{shown ? range + ofTotal : t("shell.pager.none", { noun: noun.toLowerCase() })}</p>
      {nextHref !== null ? (
        <LinkButton to={nextHref} variant="outline" size="sm">
          {t("shell.pager.next")}
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  );
}
