import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { formatIndiaDay } from "~/lib/dates";
import { PublishResults } from "./publish-results";

type Props = {
  competition: { id: string; resultsPublishedAt: string | null };
  totals: { entries: number; withResults: number; withoutCode: number };
  /** Where the results page's forms post. */
  action: string;
  /** Why it cannot be published yet (services/results.server.ts notYetHeld), or null. */
  notYetHeld: string | null;
};

/** The results page's head: published or not, how many entries have a result, and the way to publish. */
export function PublishingStatus({ competition, totals, action, notYetHeld }: Props) {
  const { entries, withResults, withoutCode } = totals;
  const published = competition.resultsPublishedAt !== null;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className={`inline-flex items-center gap-2 font-bold ${published ? "text-emerald-800" : "text-amber-800"}`}>
          <Icon name={published ? "circle-check" : "clock"} className="size-5" />
          {published ? `Published ${formatIndiaDay(competition.resultsPublishedAt!)}` : "Not published yet"}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {withResults} of {entries} {entries === 1 ? "entry has" : "entries have"} a result.{" "}
          {published ? (
            <Link
              to={`/competitions/${encodeURIComponent(competition.id)}/results`}
              className="font-semibold text-brand-700 hover:underline"
            >
              Public results page
            </Link>
          ) : (
            "Only administrators see them until you publish."
          )}
        </p>
      </div>
      <PublishResults
        action={action}
        published={published}
        withResults={withResults}
        withoutCode={withoutCode}
        entries={entries}
        notYetHeld={notYetHeld}
      />
    </div>
  );
}
