import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/indian-phones";
import { PARENTS_DATA_FILE, PARENTS_PAGE } from "~/lib/parent-paths";
import type { ParentExport } from "~/services/parents.server";

// The readable copy of a parent's data: every record as it is stored, field by field, with nothing
// left out (the JSON file holds the same).

type Value = string | number | boolean | null | undefined | Record<string, unknown>;

const shown = (value: Value): string => {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${shown(inner as Value)}`)
      .join(", ");
  return String(value);
};

/** camelCase as words: "dateOfBirth" as "date of birth". */
const words = (key: string) => key.replace(/([A-Z])/g, " $1").toLowerCase();

function Fields({ row }: { row: Record<string, unknown> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {Object.entries(row).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-slate-700 first-letter:uppercase">{words(key)}</dt>
          <dd className="break-words text-slate-900">{shown(value as Value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Rows({ title, rows, total = rows.length }: { title: string; rows: Record<string, unknown>[]; total?: number }) {
  return (
    <section className="space-y-2 border-t border-slate-100 pt-3">
      <h3 className="font-bold text-slate-900">
        {title} ({total})
      </h3>
      {rows.length === 0 ? <p className="text-sm text-slate-600">None.</p> : null}
      {total > rows.length ? <p className="text-sm text-slate-600">The newest {rows.length}; the downloaded file holds the rest.</p> : null}
      {rows.map((row, index) => (
        <div key={index} className="rounded-xl bg-slate-50 p-3">
          <Fields row={row} />
        </div>
      ))}
    </section>
  );
}

export function ParentDataView({ data }: { data: ParentExport }) {
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link to={PARENTS_PAGE} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> Your children
      </Link>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Everything we hold</h1>
        <p className="text-slate-700">
          About the children on record with {formatPhone(data.phone)}, as of {formatIndiaDateTime(data.exportedAt)}, under privacy notice{" "}
          {data.privacyNoticeVersion}.
        </p>
        <a href={PARENTS_DATA_FILE} download className="btn btn-md btn-outline">
          <Icon name="download" className="size-4" /> Download it (JSON)
        </a>
      </div>
      {data.children.map((child) => (
        <article
          key={child.student.id}
          aria-labelledby={`data-${child.student.id}`}
          className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={`data-${child.student.id}`} className="text-xl font-bold text-brand-900">
            {child.student.name}
          </h2>
          <Fields row={{ ...child.student, centre: child.centre }} />
          <Rows title="Consents" rows={child.consents} />
          <p className="text-sm text-slate-700">
            Photos of your signed enrolment form held: {child.signedFormPhotos} (kept privately; only the centre and our head office see
            them).
          </p>
          <Rows title="Levels" rows={child.levels} />
          <Rows title="Competitions and exams" rows={child.entries} />
          <Rows title="Moves between centres" rows={child.transfers} />
          <Rows title="Staff who opened the record" rows={child.staffReads} total={child.staffReadCount} />
        </article>
      ))}
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-brand-900">Your requests</h2>
        <Rows title="Requests" rows={data.requests} total={data.requestCount} />
      </section>
    </div>
  );
}
