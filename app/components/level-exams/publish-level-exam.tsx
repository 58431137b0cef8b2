import { useState } from "react";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import { formatIndiaDay } from "~/lib/dates";

type Props = {
  action: string;
  publishedAt: string | null;
  counts: { entries: number; marked: number; passed: number };
  /** Passes entered since publishing (still without a certificate). */
  newPasses: number;
  passMark: number;
  /** Why it cannot be published yet (the exam's day is still to come), or null. */
  notYetHeld: string | null;
};

/** The marks sheet's head: published or not, how many sat and passed, and publishing behind a confirm dialog. */
export function PublishLevelExam({ action, publishedAt, counts, newPasses, passMark, notYetHeld }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useActionFetcher({ successTitle: "Results published", onSuccess: () => setOpen(false) });
  const published = publishedAt !== null;
  const missing = counts.entries - counts.marked;
  const canPublish = !notYetHeld && counts.marked > 0 && (!published || newPasses > 0);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className={`inline-flex items-center gap-2 font-bold ${published ? "text-emerald-800" : "text-amber-800"}`}>
          <Icon name={published ? "circle-check" : "clock"} className="size-5" />
          {published ? `Published ${formatIndiaDay(publishedAt)}` : "Not published yet"}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {counts.marked} of {counts.entries} {counts.entries === 1 ? "student has" : "students have"} marks; {counts.passed} at or above
          the pass mark of {passMark}.
        </p>
      </div>
      {notYetHeld && !published ? <p className="max-w-xs text-sm font-medium text-slate-700">{notYetHeld}</p> : null}
      {canPublish ? (
        <Button type="button" onClick={() => setOpen(true)} variant={published ? "outline" : "primary"}>
          <Icon name="send" className="size-4" />{" "}
          {published ? `Publish ${newPasses} new pass${newPasses === 1 ? "" : "es"}` : "Publish results"}
        </Button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title="Publish the results?">
        <fetcher.Form method="post" action={action} className="space-y-4">
          <input type="hidden" name="intent" value="publish" />
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>
              {published ? newPasses : counts.passed} {(published ? newPasses : counts.passed) === 1 ? "student moves" : "students move"} up
              a level, with a level certificate anyone can verify.
            </li>
            <li>Published marks are final: they cannot be changed afterwards.</li>
            <li>Each partner whose students sat is notified.</li>
            {missing > 0 ? (
              <li className="font-semibold text-amber-800">
                {missing} {missing === 1 ? "student has" : "students have"} no marks yet: enter them later and publish again.
              </li>
            ) : null}
          </ul>
          <DialogActions onCancel={() => setOpen(false)}>
            <Button type="submit" disabled={fetcher.busy}>
              Publish
            </Button>
          </DialogActions>
        </fetcher.Form>
      </Modal>
    </div>
  );
}
