import { useT } from "~/i18n/i18n-context";
import type { PublicLevelCount, PublicResult } from "~/services/certificates.server";
import { AwardBadge } from "./award-badge";
import { byLevel } from "./award-format";
import { slugify } from "~/lib/slug";

const PODIUM: Record<number, string> = {
  1: "bg-amber-400 text-amber-950",
  2: "bg-slate-300 text-slate-900",
  3: "bg-orange-300 text-orange-950",
};

/**
 * A page of the public results: one card per level on it, each child by rank with first name and
 * initial, and the centre. A card's count is the level's in all (`counts`), on this page or not.
 */
export function ResultsByLevel({ results, counts }: { results: PublicResult[]; counts: PublicLevelCount[] }) {
  const levels = byLevel(results);
  const { t } = useT();
  const countOf = (level: string) => counts.find((count) => count.level === level)?.results ?? 0;
  if (!levels.length)
    // Past the last page there is nothing to show here (the page links say so).
    return counts.length ? null : <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t("results.none")}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {levels.map(({ level, rows }) => (
        <section
          key={level}
          aria-labelledby={`level-${slug(level)}`}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div className="flex items-center justify-between gap-3 bg-brand-900 px-4 py-3 text-white sm:px-5">
            <h2 id={`level-${slug(level)}`} className="text-lg font-bold">
              {level}
            </h2>
            <span className="text-sm font-medium text-brand-100">{t("results.count", { count: countOf(level) })}</span>
          </div>
          <ol className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <li key={index} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-extrabold ${row.rank ? (PODIUM[row.rank] ?? "bg-brand-50 text-brand-900") : "bg-slate-100 text-slate-600"}`}
                >
                  {row.rank ? t("shell.ordinal", { rank: row.rank }) : "–"}
                  <span className="sr-only">{t(row.rank ? "results.place" : "results.noRank")}</span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{row.displayName}</span>
                  <span className="block text-sm text-slate-600">{row.centre}</span>
                </span>
                <AwardBadge award={row.award} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

const slug = (level: string) => slugify(level, { fallback: "level" });
