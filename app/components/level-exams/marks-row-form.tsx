import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { MarksRow } from "~/services/level-exam-marks.server";
import { PassBadge } from "./pass-badge";

// The site's field, 40 px high to fit a row.
const small = `${inputClass} h-10 px-2.5 py-0`;

/** One student's marks, typed by hand and saved on their own; final once published. */
export function MarksRowForm({
  entry,
  action,
  passMark,
  published,
}: {
  entry: MarksRow;
  action: string;
  passMark: number;
  published: boolean;
}) {
  const fetcher = useActionFetcher({ successTitle: "Marks saved", errorTitle: "Could not save the marks" });
  const errors = fetcher.result && !fetcher.result.ok ? fetcher.result.errors : undefined;
  const final = published && entry.marks !== null;
  return (
    <li className="grid gap-3 px-4 py-3 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold text-slate-800">{entry.rollNumber}</span>
          <span className="font-semibold text-slate-900">{entry.studentName}</span>
          {entry.marks !== null ? <PassBadge passed={entry.marks >= passMark} /> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {entry.level} · {entry.centreName}
          {entry.certificateCode ? (
            <>
              {" · "}
              <a href={`/certificates/${entry.id}`} className="font-semibold text-brand-700 hover:underline">
                Certificate<span className="sr-only"> of {entry.studentName}</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
      {final ? (
        <p className="text-sm text-slate-700">
          <span className="font-bold text-slate-900">{entry.marks}</span> / 100 (published)
        </p>
      ) : (
        <fetcher.Form method="post" action={action} className="flex items-end gap-2">
          <input type="hidden" name="intent" value="saveMarks" />
          <input type="hidden" name="rollNumber" value={entry.rollNumber} />
          <label className="text-xs font-semibold text-slate-700">
            Marks
            <input
              name="marks"
              inputMode="decimal"
              required
              defaultValue={entry.marks ?? ""}
              aria-label={`Marks of ${entry.studentName} (roll ${entry.rollNumber}), out of 100`}
              aria-invalid={errors?.marks ? true : undefined}
              aria-describedby={errors?.marks ? `marks-error-${entry.id}` : undefined}
              className={`${small} mt-0.5 w-24`}
            />
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.busy}>
            Save<span className="sr-only"> the marks of {entry.studentName}</span>
          </Button>
          {errors?.marks ? (
            <span id={`marks-error-${entry.id}`} className="text-sm font-medium text-red-700">
              {errors.marks[0]}
            </span>
          ) : null}
        </fetcher.Form>
      )}
    </li>
  );
}
