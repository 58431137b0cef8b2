import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { studentLink } from "~/lib/notification-links";
import { useActionFetcher } from "~/components/use-action-result";
import { formatIndiaDay } from "~/lib/dates";
import type { TransferView } from "~/services/transfers.server";
import { adminTabPath } from "./types";

const STATUS_TEXT = { pending: "Waiting", confirmed: "Moved", declined: "Declined" } as const;

/** Transfer requests: those waiting first, each with Confirm (moves the student) and Decline; then those decided. */
export function TransfersTab({ transfers }: { transfers: TransferView[] }) {
  const waiting = transfers.filter((transfer) => transfer.status === "pending").length;
  return (
    <section aria-labelledby="transfers-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="transfers-heading" className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5">
        {waiting === 1 ? "1 request waiting" : `${waiting} requests waiting`}
      </h2>
      {transfers.length === 0 ? (
        <p className="px-4 py-10 text-center text-slate-700 sm:px-5">
          No transfer requests yet. A partner asks to move a student from the student&apos;s page.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {transfers.map((transfer) => (
            <TransferItem key={transfer.id} transfer={transfer} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TransferItem({ transfer }: { transfer: TransferView }) {
  const fetcher = useActionFetcher({ errorTitle: "Could not decide the transfer" });
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-5 sm:px-5">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-bold break-words text-brand-900">
          <Link to={studentLink(transfer.studentId)} className="hover:underline">
            {transfer.studentName}
          </Link>
          <span className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            {STATUS_TEXT[transfer.status]}
          </span>
        </p>
        <p className="text-sm text-slate-800">
          From <strong>{transfer.fromCentreName}</strong> to <strong>{transfer.toCentreName}</strong>
        </p>
        <p className="text-sm text-slate-700">
          Asked by {transfer.requestedByName ?? "a former account"} on {formatIndiaDay(transfer.requestedAt)}
          {transfer.decidedAt ? `; decided on ${formatIndiaDay(transfer.decidedAt)}` : ""}
        </p>
      </div>
      {transfer.status === "pending" ? (
        // A form of its own (it works before the page's scripts have loaded): the button pressed is the decision.
        <fetcher.Form method="post" action={adminTabPath("transfers")} className="flex shrink-0 gap-2">
          <input type="hidden" name="intent" value="decideTransfer" />
          <input type="hidden" name="id" value={transfer.id} />
          <Button type="submit" name="decision" value="confirm" size="sm" disabled={fetcher.busy}>
            Confirm<span className="sr-only"> moving {transfer.studentName}</span>
          </Button>
          <Button type="submit" name="decision" value="decline" size="sm" variant="dangerOutline" disabled={fetcher.busy}>
            Decline<span className="sr-only"> moving {transfer.studentName}</span>
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
