import { useState } from "react";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";

type Props = {
  action: string;
  published: boolean;
  withResults: number;
  withoutCode: number;
  entries: number;
  /** Why it cannot be published yet (the competition's day is still to come), or null. */
  notYetHeld: string | null;
};

/** Publishing, behind a confirm dialog: what becomes visible, to whom, and who is told. */
export function PublishResults({ action, published, withResults, withoutCode, entries, notYetHeld }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useActionFetcher({
    successTitle: published ? "Certificates issued" : "Results published",
    onSuccess: () => setOpen(false),
  });
  if (published && !withoutCode) return null;
  const missing = entries - withResults;
  if (notYetHeld && !published) return <p className="max-w-xs text-sm font-medium text-slate-700">{notYetHeld}</p>;
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} disabled={!withResults} variant={published ? "outline" : "primary"}>
        <Icon name="send" className="size-4" />
        {published ? `Issue ${withoutCode} new certificate${withoutCode === 1 ? "" : "s"}` : "Publish results"}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={published ? "Issue new certificates?" : "Publish the results?"}>
        <fetcher.Form method="post" action={action} className="space-y-4">
          <input type="hidden" name="intent" value="publish" />
          {published ? (
            <p>{withoutCode} result(s) entered since publishing get their certificate codes. Nobody is notified again.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-700">
              <li>
                {withResults} {withResults === 1 ? "student gets a certificate" : "students get certificates"} with a code anyone can
                verify.
              </li>
              <li>The public results page shows each child&apos;s first name and initial, award and centre.</li>
              <li>Each partner whose centre has entries is notified (and told on WhatsApp when it is set up).</li>
              {missing > 0 ? (
                <li className="font-semibold text-amber-800">
                  {missing} {missing === 1 ? "entry has" : "entries have"} no result yet: no certificate until you enter one and publish
                  again.
                </li>
              ) : null}
            </ul>
          )}
          <DialogActions onCancel={() => setOpen(false)}>
            <Button type="submit" disabled={fetcher.busy}>
              {published ? "Issue certificates" : "Publish results"}
            </Button>
          </DialogActions>
        </fetcher.Form>
      </Modal>
    </>
  );
}
