import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { MarksRow } from "~/services/level-exam-marks.server";
import { PassBadge } from "./pass-badge";
import { EntryRowHeading } from "~/components/results/entry-row-heading";

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
      <EntryRowHeading
        entry={entry}
        badge={entry.marks !== null ? <PassBadge passed={entry.marks >= passMark} /> : null}
        detail={
          <>
            {entry.level} · {entry.centreName}
          </>
        }
      />
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
