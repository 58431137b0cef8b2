import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { FormAlert, inputClass } from "~/components/form-fields";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { CourseLevel } from "~/services/programmes.server";
import { courseLevelsFormSchema, MAX_LEVELS } from "~/validation/programmes";

const SPARE_ROWS = 2;
/** The form's fields as the browser holds them (text), before the schema reads them. */
type ProgrammeFormValue = {
  intent?: string;
  levels: { name?: string; weeks?: string | number; passMark?: string | number; productId?: string }[];
};
const small = `${inputClass} !py-1.5 text-sm`;

/**
 * The admins' editor of a course's programme, on its page: each level's name, typical weeks, pass
 * mark and kit, in order; spare rows add levels, and a row emptied is left out. Saved whole.
 */
export function ProgrammeEditor({ levels, kits }: { levels: CourseLevel[]; kits: { id: string; name: string }[] }) {
  const fetcher = useActionFetcher({ successTitle: "Programme saved", errorTitle: "Could not save the programme", errorsInForm: true });
  const rows = Math.min(MAX_LEVELS, levels.length + SPARE_ROWS);
  const [form, fields] = useForm<ProgrammeFormValue>({
    id: "programme-editor",
    lastResult: fetcher.lastResult,
    ...schemaChecks(courseLevelsFormSchema),
    defaultValue: {
      levels: Array.from({ length: rows }, (_, index) => {
        const level = levels[index];
        return level
          ? { name: level.name, weeks: String(level.weeks), passMark: String(level.passMark), productId: level.productId ?? "" }
          : {};
      }),
    },
  });
  const list = fields.levels.getFieldList();
  return (
    <details className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">Edit the programme (administrators)</summary>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="saveLevels" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <p className="text-sm text-slate-600">Levels in order. Fill a spare row to add a level; empty a row to leave it out.</p>
        <ol className="space-y-3">
          {list.map((row, index) => {
            const level = row.getFieldset();
            const errors = [level.name, level.weeks, level.passMark, level.productId].flatMap((field) => field.errors ?? []);
            return (
              <li
                key={row.key}
                className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[auto_1fr_6rem_6rem_1fr] sm:items-end"
              >
                <span className="text-sm font-bold text-brand-800 sm:pb-2">Level {index + 1}</span>
                <label className="text-xs font-semibold text-slate-700">
                  Name
                  <input {...getInputProps(level.name, { type: "text" })} maxLength={60} className={small} />
                </label>
                <label className="text-xs font-semibold text-slate-700">
                  Weeks
                  <input {...getInputProps(level.weeks, { type: "number" })} min={1} max={104} inputMode="numeric" className={small} />
                </label>
                <label className="text-xs font-semibold text-slate-700">
                  Pass mark
                  <input {...getInputProps(level.passMark, { type: "number" })} min={0} max={100} inputMode="numeric" className={small} />
                </label>
                <label className="text-xs font-semibold text-slate-700">
                  Kit
                  <select {...getSelectProps(level.productId)} className={small}>
                    <option value="">No kit</option>
                    {kits.map((kit) => (
                      <option key={kit.id} value={kit.id}>
                        {kit.name}
                      </option>
                    ))}
                  </select>
                </label>
                {errors.length ? (
                  <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-5">
                    {errors.join(" ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Saving…" : "Save Programme"}
        </Button>
      </fetcher.Form>
    </details>
  );
}
