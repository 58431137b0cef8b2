import type { EntryResult, LevelCounts } from "~/services/results.server";
import { byLevel } from "./award-format";
import { ResultRowForm } from "./result-row-form";

/** The entries (a page of them) by level, each with its result form; each level says how many of all its entries (`levels`) have a result. */
export function ResultsSheet({ entries, levels, action }: { entries: EntryResult[]; levels: LevelCounts[]; action: string }) {
  const countsOf = new Map(levels.map((counts) => [counts.level, counts]));
  if (!entries.length) {
    return (
      <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
        No students are entered in this competition yet. Results are entered per entry, once partners have entered their students.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {byLevel(entries).map(({ level, rows }) => {
        const counts = countsOf.get(level);
        const done = counts?.withResults ?? rows.filter((row) => row.award).length;
        const all = counts?.entries ?? rows.length;
        return (
          <section key={level} aria-label={level} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <h2 className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 text-lg font-bold text-slate-900 sm:px-5">
              {level}
              <span className="text-sm font-medium text-slate-600">
                {done} of {all} with a result
              </span>
            </h2>
            <ul className="divide-y divide-slate-100">
              {rows.map((entry) => (
                <ResultRowForm key={entry.id} entry={entry} action={action} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
