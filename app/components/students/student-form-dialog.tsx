import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { CentreTextField } from "~/components/centres/centre-fields";
import { formatPhone } from "~/lib/indian-phones";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import { COURSE_INFO } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import type { RosterCentre, StudentListItem } from "~/services/students.server";
import { LEVEL_MAX, LEVEL_MIN, studentAddFormSchema } from "~/validation/students";
import { STUDENTS_PATH } from "./format";
import { ParentLanguageSelect, ParentPhoneField, RosterCentreSelect } from "./student-fields";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";
import type { ListOnDemand } from "~/components/use-list-on-demand";

type Props = { open: boolean; student: StudentListItem | null; centres: RosterCentre[]; today: string; onClose: () => void };

/**
 * "Add student" (empty) or "Edit student" (prefilled), in a dialog. The form waits for the centres
 * (null while a big network's list is fetched): a select filled later would keep its first option.
 */
export function StudentFormDialog({
  open,
  student,
  centres,
  today,
  onClose,
}: Omit<Props, "centres"> & { centres: ListOnDemand<RosterCentre> }) {
  return (
    <Modal open={open} onClose={onClose} title={student ? "Edit student" : "Add student"}>
      {centres.items ? (
        <StudentForm key={student?.id ?? "new"} student={student} centres={centres.items} today={today} onDone={onClose} />
      ) : (
        <ListOnDemandStatus list={centres} what="your centres" className="py-6 text-center" />
      )}
    </Modal>
  );
}

const LEVELS = Array.from({ length: LEVEL_MAX - LEVEL_MIN + 1 }, (_, index) => LEVEL_MIN + index);

function StudentForm({ student, centres, today, onDone }: Omit<Props, "open" | "onClose"> & { onDone: () => void }) {
  const editing = student !== null;
  const fetcher = useActionFetcher({
    errorTitle: editing ? "Failed to save the student" : "Failed to add the student",
    errorsInForm: true,
    onSuccess: onDone,
  });
  const [form, fields] = useForm({
    id: editing ? `edit-student-${student.id}` : "new-student",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    // The edit form has no "Enrolled on" (left out, it passes): one schema types both.
    ...schemaChecks(studentAddFormSchema),
    defaultValue: {
      name: student?.name ?? "",
      dateOfBirth: student?.dateOfBirth ?? "",
      course: student?.course ?? "",
      level: student ? String(student.level) : "",
      centreId: student?.centreId ?? (centres.length === 1 ? centres[0]!.id : ""),
      parentPhone: student ? formatPhone(student.parentPhone) : "",
      ...(editing ? {} : { enrolledOn: today, parentLanguage: "" }),
    },
  });
  return (
    <fetcher.Form method="post" action={STUDENTS_PATH} {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={editing ? "editStudent" : "addStudent"} />
      {editing ? <input type="hidden" name="id" value={student.id} /> : null}
      <CentreTextField field={fields.name} label="Student's full name" required placeholder="e.g. Aarav Sharma" />
      <LabeledField field={fields.dateOfBirth} label="Date of birth" required>
        <input {...getInputProps(fields.dateOfBirth, { type: "date" })} max={today} min="1940-01-01" className={inputClass} />
      </LabeledField>
      {editing ? null : (
        // Their level history starts on it: a child who joined before they were added keeps their weeks at the level.
        <LabeledField field={fields.enrolledOn} label="Enrolled on">
          <input {...getInputProps(fields.enrolledOn, { type: "date" })} max={today} min="1990-01-01" className={inputClass} />
        </LabeledField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.course} label="Course" required>
          <select {...getSelectProps(fields.course)} className={inputClass}>
            <option value="">Choose…</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>
                {COURSE_INFO[course].name}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.level} label="Level" required>
          <select {...getSelectProps(fields.level)} className={inputClass}>
            <option value="">Choose…</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                Level {level}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <RosterCentreSelect field={fields.centreId} label="Centre" centres={centres} />
      <ParentPhoneField field={fields.parentPhone} />
      {editing ? null : <ParentLanguageSelect field={fields.parentLanguage} />}
      {!editing && fetcher.result?.errors?.name?.some((error) => error.startsWith("Already on the roster")) ? (
        // The server found a look-alike on the roster: the partner decides whether this is another child.
        <label className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <input type="checkbox" name="addAnyway" value="on" className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>Add anyway: this is another child</span>
        </label>
      ) : null}
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Saving..." : editing ? "Save student" : "Add student"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}
