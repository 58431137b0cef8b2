import { useId, useState } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { monthRange } from "~/lib/date-ranges";

const GSTR1_PATH = "/admin/exports";
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GSTR-1's files, as the offline tool's CSV templates name the tables (its table number beside each). */
const SECTIONS = [
  { path: "gstr1/b2b.csv", label: "B2B invoices (4A)" },
  { path: "gstr1/b2cl.csv", label: "B2C large (5)" },
  { path: "gstr1/b2cs.csv", label: "B2C others (7)" },
  { path: "gstr1/cdnr.csv", label: "Credit notes, registered (9B)" },
  { path: "gstr1/cdnur.csv", label: "Credit notes, unregistered (9B)" },
  { path: "gstr1/hsn.csv", query: { table: "b2b" }, label: "HSN summary, B2B (12)" },
  { path: "gstr1/hsn.csv", query: { table: "b2c" }, label: "HSN summary, B2C (12)" },
  { path: "gstr1/docs.csv", label: "Documents issued (13)" },
] as const;

const sectionClass =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";

/**
 * GSTR-1 for a month, ready for the offline tool: every section in one ZIP, or one section at a
 * time. The month the return is usually filed for (the last one) is chosen; without JavaScript its links still download.
 */
export function Gstr1Exports({ today }: { today: string }) {
  const [month, setMonth] = useState(() => monthRange(today, 1).from.slice(0, 7));
  const id = useId();
  const range = MONTH.test(month) ? monthRange(`${month}-01`) : null;
  const href = (path: string, query: Record<string, string> = {}) =>
    `${GSTR1_PATH}/${path}?${new URLSearchParams({ ...range!, ...query })}`;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          GSTR-1 for the month
        </h3>
        <p className="text-sm text-slate-600">
          The return&apos;s tables as the GST offline tool imports them: invoices by the month they were issued, credit notes by the month
          they were issued, under the GSTIN saved in Settings.
        </p>
      </div>
      <label className="block max-w-xs text-sm font-semibold text-slate-800">
        Month
        <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} className={`${inputClass} mt-1`} />
      </label>
      {range ? (
        <div className="space-y-3">
          <a
            href={href("gstr1.zip")}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon name="download" className="size-4" />
            All sections (ZIP)
          </a>
          <ul aria-label="GSTR-1 sections" className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.label}>
                <a href={href(section.path, "query" in section ? section.query : {})} download className={sectionClass}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Choose a month.
        </p>
      )}
    </section>
  );
}
