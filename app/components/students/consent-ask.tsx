import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { studentLink } from "~/lib/notification-links";

/** Where the QR code of the parents' page is drawn (routes/parents.qr[.]svg.ts). */
export const PARENTS_QR_PATH = "/parents/qr.svg";

/**
 * Asking the parent for consent: again on WhatsApp (the site asks once when the child is added),
 * or in the centre, with the parents' page's link and its QR code to scan.
 */
export function ConsentAsk({ studentId, parentsPage }: { studentId: string; parentsPage: string }) {
  const fetcher = useActionFetcher({ errorTitle: "Could not send the request" });
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-3 text-sm">
      <p className="text-slate-700">
        Or the parent chooses on their own phone: they open <strong className="break-all">{parentsPage}</strong> and sign in with the
        WhatsApp number on the roster.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <fetcher.Form method="post" action={studentLink(studentId)}>
          <input type="hidden" name="intent" value="askConsent" />
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.busy}>
            <Icon name="message-circle" className="size-4" />
            {fetcher.busy ? "Sending..." : "Ask the parent on WhatsApp"}
          </Button>
        </fetcher.Form>
        <details className="group">
          <summary className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50">
            <Icon name="qr-code" className="size-4" /> Show the QR code
          </summary>
          <img
            src={PARENTS_QR_PATH}
            loading="lazy"
            width={176}
            height={176}
            alt={`QR code: ${parentsPage}`}
            className="mt-2 rounded-lg border border-slate-200 bg-white p-1"
          />
        </details>
      </div>
    </div>
  );
}
