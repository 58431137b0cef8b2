import { courseName } from "~/lib/courses";
import { formatPublishedDate } from "~/lib/dates";
import type { LevelResult } from "~/lib/enums";
import type { LevelHistoryEntry } from "~/services/level-history.server";

/** How each level ended, as a partner reads it. */
const RESULT_TEXT: Record<LevelResult, string> = {
  passed: "Passed the level exam",
  assessed: "Promoted by the centre",
  corrected: "Level corrected",
  transferred: "Moved to another centre",
};

/** The student's levels, oldest first: each with its centre, its dates and how it ended. */
export function LevelHistoryList({ history }: { history: LevelHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="history-heading" className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5">
        Level history
      </h2>
      <ol className="divide-y divide-slate-100">
        {history.map((entry, index) => (
          <li key={index} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
            <p className="min-w-0 flex-1">
              <span className="font-bold text-brand-900">Level {entry.level}</span>
              <span className="text-slate-700">, {courseName(entry.course)}</span>
              <span className="block text-sm text-slate-700">{entry.centreName || "A centre no longer listed"}</span>
            </p>
            <p className="text-sm text-slate-700">
              {formatPublishedDate(entry.startedOn)} to {entry.completedOn ? formatPublishedDate(entry.completedOn) : "now"}
            </p>
            <p
              className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${entry.result ? "bg-slate-100 text-slate-800" : "bg-emerald-100 text-emerald-900"}`}
            >
              {entry.result ? RESULT_TEXT[entry.result] : "Current level"}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
