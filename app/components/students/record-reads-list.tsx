import { formatIndiaDateTime } from "~/lib/dates";
import type { RecordRead } from "~/services/record-reads.server";

/** Admins: who opened the student's record lately (the staff read log), newest first, in India time. */
export function RecordReadsList({ reads }: { reads: RecordRead[] }) {
  return (
    <section aria-labelledby="reads-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="reads-heading" className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5">
        Who opened this record
      </h2>
      {reads.length ? (
        <ol className="divide-y divide-slate-100">
          {reads.map((read, index) => (
            <li key={index} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4 sm:px-5">
              <p className="min-w-0 flex-1">
                <span className="font-semibold text-brand-900">{read.reader}</span>
                {read.role ? <span className="text-slate-700"> ({read.role === "admin" ? "administrator" : "partner"})</span> : null}
                <span className="block text-slate-700">{read.what}</span>
              </p>
              <p className="text-slate-700">
                <time dateTime={read.readAt}>{formatIndiaDateTime(read.readAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-4 py-3 text-sm text-slate-700 sm:px-5">No one has opened it in the last year.</p>
      )}
    </section>
  );
}
