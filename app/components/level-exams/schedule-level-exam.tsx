import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { FieldError, FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import { courseName } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { LEVEL_MAX } from "~/validation/students";
import { AT_THE_CENTRE, levelExamSchema } from "~/validation/level-exams";

/** Where the form posts: the Competitions tab's own action. */
export const SCHEDULE_ACTION = "/admin/competitions";

/** "Schedule a level exam": a button and its dialog (course, levels, day, deadline, fee, pass mark, venue). */
export function ScheduleLevelExam() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Icon name="graduation-cap" className="size-4" /> Schedule a level exam
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Schedule a level exam">
        {open ? <ScheduleForm onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function ScheduleForm({ onDone }: { onDone: () => void }) {
  const fetcher = useActionFetcher({ successTitle: "Level exam scheduled", onSuccess: onDone });
  const [form, fields] = useForm({
    id: "schedule-level-exam",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(levelExamSchema),
    defaultValue: { course: "abacus", fee: "0", passMark: "60" },
  });
  return (
    <fetcher.Form method="post" action={SCHEDULE_ACTION} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="scheduleLevelExam" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <p className="text-sm text-slate-700">
        Partners enter students who will have been at the level for its weeks by the exam&apos;s day. Marks are out of 100; at or above the
        pass mark moves a student up a level with a certificate.
      </p>
      <LabeledField field={fields.course} label="Course" required>
        <select {...getSelectProps(fields.course)} className={inputClass}>
          {COURSES.map((course) => (
            <option key={course} value={course}>
              {courseName(course)}
            </option>
          ))}
        </select>
      </LabeledField>
      <fieldset aria-describedby={fields.levels.errors ? fields.levels.errorId : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          Levels examined{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        <div className="mt-1.5 grid grid-cols-5 gap-2">
          {Array.from({ length: LEVEL_MAX }, (_, index) => index + 1).map((level) => (
            <label
              key={level}
              className="flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" name="levels" value={level} className="size-4 accent-brand-700" />
              {level}
            </label>
          ))}
        </div>
        <FieldError id={fields.levels.errorId} errors={fields.levels.errors} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.date} label="Exam day" required>
          <input {...getInputProps(fields.date, { type: "date" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.registrationDeadline} label="Registration deadline" required>
          <input {...getInputProps(fields.registrationDeadline, { type: "date" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.fee} label="Fee per student (₹)" required>
          <input {...getInputProps(fields.fee, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.passMark} label="Pass mark (out of 100)" required>
          <input {...getInputProps(fields.passMark, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.capacity} label="Places (empty: no limit)">
          <input {...getInputProps(fields.capacity, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.reportingTime} label="Reporting time">
          <input {...getInputProps(fields.reportingTime, { type: "time" })} className={inputClass} />
        </LabeledField>
      </div>
      <LabeledField field={fields.venue} label={`Venue (empty: “${AT_THE_CENTRE}”)`}>
        <input {...getInputProps(fields.venue, { type: "text" })} className={inputClass} />
      </LabeledField>
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Scheduling…" : "Schedule the exam"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}
