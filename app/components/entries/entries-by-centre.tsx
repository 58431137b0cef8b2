import { EntryList } from "./entry-list";
import { type EntryView } from "./types";
import { plural } from "~/lib/counts";

type Props = { entries: EntryView[]; action: string; published: boolean; showPayment: boolean };

/** The admin's view of every entry: a count per level, then one list per centre (the service sorts by centre, level, roll number). */
export function EntriesByCentre({ entries, action, published, showPayment }: Props) {
  const levels = new Map<string, number>();
  const centres = new Map<string, { name: string; entries: EntryView[] }>();
  for (const entry of entries) {
    levels.set(entry.level, (levels.get(entry.level) ?? 0) + 1);
    const centre = centres.get(entry.centreId) ?? { name: entry.centreName, entries: [] };
    centre.entries.push(entry);
    centres.set(entry.centreId, centre);
  }
  if (entries.length === 0) return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">No entries yet.</p>;
  return (
    <div className="space-y-5">
      <ul aria-label="Entries by level" className="flex flex-wrap gap-2">
        {[...levels]
          .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
          .map(([level, count]) => (
            <li key={level} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {level}: {count}
            </li>
          ))}
      </ul>
      {[...centres].map(([id, centre]) => (
        <section key={id} aria-label={centre.name} className="space-y-2">
          <h3 className="flex items-baseline justify-between gap-3 font-bold text-slate-900">
            {centre.name}
            <span className="text-sm font-semibold text-slate-600">{plural(centre.entries.length, "entry", "entries")}</span>
          </h3>
          <EntryList
            entries={centre.entries}
            action={action}
            canWithdraw={!published}
            published={published}
            showPayment={showPayment}
            withdrawAny
          />
        </section>
      ))}
    </div>
  );
}
