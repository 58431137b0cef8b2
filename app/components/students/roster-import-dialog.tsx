import { useState } from "react";
import { FormAlert, inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import type { RosterCentre } from "~/services/students.server";
import { STUDENTS_PATH, TEMPLATE_PATH } from "./format";

type Props = { open: boolean; centres: RosterCentre[] | null; isAdmin: boolean; onClose: () => void };

/** Import a roster CSV: the template, what each column takes, the file; every bad line listed when the file is refused. */
export function RosterImportDialog({ open, centres, isAdmin, onClose }: Props) {
  // A new key each time it opens: a fresh form, without the last file's messages.
  const [round, setRound] = useState(0);
  const close = () => {
    setRound((value) => value + 1);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Import students" description="All or nothing: if any line needs fixing, nothing is saved.">
      <ImportForm key={round} centres={centres} isAdmin={isAdmin} onDone={close} />
    </Modal>
  );
}

function ImportForm({ centres, isAdmin, onDone }: Omit<Props, "open" | "onClose"> & { onDone: () => void }) {
  const fetcher = useActionFetcher({ errorTitle: "Failed to import the roster", errorsInForm: true, onSuccess: onDone });
  const failed = fetcher.result && !fetcher.result.ok && !fetcher.busy ? fetcher.result : null;
  const summary = failed?.errors?.[""];
  // The file's problems, one per line of the file (the summary above them is not repeated).
  const lines = (failed?.errors?.file ?? []).filter((line) => line !== summary?.[0]);
  const centreHint =
    !isAdmin && centres?.length === 1
      ? "optional: leave it empty for your centre"
      : `the centre's name, e.g. ${centres?.[0]?.name ?? "Bright Minds Kothrud"}`;
  return (
    <fetcher.Form method="post" action={STUDENTS_PATH} encType="multipart/form-data" className="space-y-4" aria-describedby="import-help">
      <input type="hidden" name="intent" value="importStudents" />
      <FormAlert id="import-error" errors={summary} />
      {lines.length ? (
        <ul aria-label="Lines to fix" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-1.5">
              <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <div id="import-help" className="space-y-3 text-sm text-slate-700">
        <p>
          Download the template, fill in one line per student in Excel or Google Sheets, save it as <strong>CSV UTF-8</strong>, then choose
          it below.
        </p>
        <a
          href={TEMPLATE_PATH}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border-2 border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Icon name="file-text" className="size-4" />
          Download the template
        </a>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3">
          <Column name="name" hint="the student's full name" />
          <Column name="date_of_birth" hint="2017-05-14, or day first: 14-05-2017" />
          <Column name="course" hint="Abacus, Phonics, Vedic Maths, Mental Math or Brain Development" />
          <Column name="level" hint="1 to 10" />
          <Column name="parent_phone" hint="a 10-digit mobile number" />
          <Column name="centre" hint={centreHint} />
        </dl>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="roster-file" className="block text-sm font-semibold text-slate-800">
          Roster CSV file
        </label>
        <input
          id="roster-file"
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
        />
      </div>
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          <Icon name="upload" className="size-4" />
          {fetcher.busy ? "Importing..." : "Import students"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}

function Column({ name, hint }: { name: string; hint: string }) {
  return (
    <>
      <dt className="font-mono text-xs leading-5 font-semibold text-slate-900">{name}</dt>
      <dd className="text-slate-700">{hint}</dd>
    </>
  );
}
