import { getFormProps, useForm } from "@conform-to/react";
import { FormAlert } from "~/components/form-fields";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";
import { Modal } from "~/components/modal";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import { useListOnDemand } from "~/components/use-list-on-demand";
import type { TransferDestination } from "~/services/transfers.server";
import { transferRequestSchema } from "~/validation/transfers";
import { DESTINATIONS_PATH } from "./format";
import { RosterCentreSelect } from "./student-fields";

type Props = { open: boolean; studentName: string; currentCentreId: string; isAdmin: boolean; action: string; onClose: () => void };

/**
 * "Move to another centre": every centre that takes students (fetched when the dialog first opens:
 * a big network's list is too long for every page). A partner's request waits for the head office;
 * an admin's moves the student at once.
 */
export function MoveStudentDialog({ open, studentName, currentCentreId, isAdmin, action, onClose }: Props) {
  const destinations = useListOnDemand<TransferDestination>(DESTINATIONS_PATH, "centres", open);
  const choices = destinations.items?.filter((centre) => centre.id !== currentCentreId) ?? null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Move ${studentName} to another centre`}
      description={
        isAdmin
          ? "They move at once, with their whole level history."
          : "The head office confirms the move; their whole level history goes with them."
      }
    >
      {choices ? (
        <MoveForm choices={choices} isAdmin={isAdmin} action={action} onDone={onClose} />
      ) : (
        <ListOnDemandStatus list={destinations} what="the centres" className="py-6 text-center" />
      )}
    </Modal>
  );
}

function MoveForm({
  choices,
  isAdmin,
  action,
  onDone,
}: {
  choices: TransferDestination[];
  isAdmin: boolean;
  action: string;
  onDone: () => void;
}) {
  const fetcher = useActionFetcher({ errorTitle: "Could not move the student", errorsInForm: true, onSuccess: onDone });
  const [form, fields] = useForm({
    id: "move-student",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(transferRequestSchema),
  });
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="requestTransfer" />
      <RosterCentreSelect field={fields.centreId} label="New centre" centres={choices} />
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Sending..." : isAdmin ? "Move student" : "Ask to move"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}
