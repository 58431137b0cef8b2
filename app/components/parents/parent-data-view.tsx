import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import type { MessageId, Translator } from "~/i18n/translate";
import { formatCount } from "~/lib/counts";
import { formatIndiaDateTimeIn } from "~/lib/dates";
import { formatPhone } from "~/lib/indian-phones";
import { PARENTS_DATA_FILE, PARENTS_PAGE } from "~/lib/parent-paths";
import type { ParentExport } from "~/services/parents.server";

// The readable copy of a parent's data: every record as it is stored, field by field, with nothing
// left out (the JSON file holds the same). The fields' names are in the page's language; the values
// are as stored.

type Value = string | number | boolean | null | undefined | Record<string, unknown>;

/** camelCase as words: "dateOfBirth" as "date of birth". */
const words = (key: string) => key.replace(/([A-Z])/g, " $1").toLowerCase();

/** A field's name in the page's language ("parentsData.field.*"), or its own words when the files have none. */
function fieldName({ t }: Translator, key: string): string {
  const id = `parentsData.field.${key}` as MessageId;
  const name = t(id);
  return name === id ? words(key) : name;
}

function shown(translator: Translator, value: Value): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "boolean") return translator.t(value ? "parentsData.yes" : "parentsData.no");
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, inner]) => `${fieldName(translator, key)}: ${shown(translator, inner as Value)}`)
      .join(", ");
  return String(value);
}

function Fields({ row }: { row: Record<string, unknown> }) {
  const translator = useT();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {Object.entries(row).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-slate-700 first-letter:uppercase">{fieldName(translator, key)}</dt>
          <dd className="break-words text-slate-900">{shown(translator, value as Value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Rows({ title, rows, total = rows.length }: { title: string; rows: Record<string, unknown>[]; total?: number }) {
  const { t, tag } = useT();
  return (
    <section className="space-y-2 border-t border-slate-100 pt-3">
      <h3 className="font-bold text-slate-900">
        {title} ({formatCount(total, tag)})
      </h3>
      {rows.length === 0 ? <p className="text-sm text-slate-600">{t("parentsData.none")}</p> : null}
      {total > rows.length ? (
        <p className="text-sm text-slate-600">{t("parentsData.newest", { count: formatCount(rows.length, tag) })}</p>
      ) : null}
      {rows.map((row, index) => (
        <div key={index} className="rounded-xl bg-slate-50 p-3">
          <Fields row={row} />
        </div>
      ))}
    </section>
  );
}

export function ParentDataView({ data }: { data: ParentExport }) {
  const { t, tag } = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link to={PARENTS_PAGE} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" /> {t("parentsData.back")}
      </Link>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("parentsData.heading")}</h1>
        <p className="text-slate-700">
          {t("parentsData.about", {
            phone: formatPhone(data.phone),
            time: formatIndiaDateTimeIn(data.exportedAt, tag),
            version: data.privacyNoticeVersion,
          })}
        </p>
        <a href={PARENTS_DATA_FILE} download className="btn btn-md btn-outline">
          <Icon name="download" className="size-4" /> {t("parentsData.download")}
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
          <Rows title={t("parentsData.consents")} rows={child.consents} />
          <p className="text-sm text-slate-700">{t("parentsData.photos", { count: formatCount(child.signedFormPhotos, tag) })}</p>
          <Rows title={t("parentsData.levels")} rows={child.levels} />
          <Rows title={t("parentsData.entries")} rows={child.entries} />
          <Rows title={t("parentsData.transfers")} rows={child.transfers} />
          <Rows title={t("parentsData.staffReads")} rows={child.staffReads} total={child.staffReadCount} />
        </article>
      ))}
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-brand-900">{t("parentsData.yourRequests")}</h2>
        <Rows title={t("parentsData.requests")} rows={data.requests} total={data.requestCount} />
      </section>
    </div>
  );
}
