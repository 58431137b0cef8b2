import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { CentreTextField } from "~/components/centres/centre-fields";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";
import { Modal } from "~/components/modal";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import type { ListOnDemand } from "~/components/use-list-on-demand";
import type { RosterCentre } from "~/services/students.server";
import { transferAskSchema } from "~/validation/students";
import { STUDENTS_PATH } from "./format";
import { ParentPhoneField, RosterCentreSelect } from "./student-fields";

type Props = { open: boolean; centres: ListOnDemand<RosterCentre>; today: string; onClose: () => void };

/**
 * "A child moving from another centre": the partner names the child as the parent can (name, date
 * of birth, the parent's phone) and the centre they are joining; the head office confirms the move,
 * and the child's level history comes with them.
 */
export function AskForStudentDialog({ open, centres, today, onClose }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="A child moving from another centre"
      description="Give their details as the parent tells them. The head office confirms the move, and their level history comes with them."
    >
      {centres.items ? (
        <AskForm centres={centres.items} today={today} onDone={onClose} />
      ) : (
        <ListOnDemandStatus list={centres} what="your centres" className="py-6 text-center" />
      )}
    </Modal>
  );
}

function AskForm({ centres, today, onDone }: { centres: RosterCentre[]; today: string; onDone: () => void }) {
  const fetcher = useActionFetcher({ errorTitle: "Could not ask for the student", errorsInForm: true, onSuccess: onDone });
  const [form, fields] = useForm({
    id: "ask-for-student",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(transferAskSchema),
    defaultValue: { centreId: centres.length === 1 ? centres[0]!.id : "" },
  });
  return (
    <fetcher.Form method="post" action={STUDENTS_PATH} {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="askForStudent" />
      <CentreTextField field={fields.name} label="Child's full name" required placeholder="e.g. Aarav Sharma" />
      <LabeledField field={fields.dateOfBirth} label="Date of birth" required>
        <input {...getInputProps(fields.dateOfBirth, { type: "date" })} max={today} min="1940-01-01" className={inputClass} />
      </LabeledField>
      <ParentPhoneField field={fields.parentPhone} />
      <RosterCentreSelect field={fields.centreId} label="Joining your centre" centres={centres} />
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Sending..." : "Ask for the student"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}
