import { useId, useState } from "react";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { formatRupees } from "~/lib/gst";
import { type EntryActionData, type EntryView } from "./types";
import { plural } from "~/lib/counts";
import { formatIndiaDateTime } from "~/lib/dates";

type Group = { reference: string; entries: EntryView[] };

type Decision = ReturnType<typeof useActionFetcher<EntryActionData>>;

/**
 * Reported entry fees, one row per UTR (a partner pays all their entries in one transfer, and the UTR
 * pays nothing else): mark paid, or reject with the reason. Each decision names the UTR shown.
 * One fetcher for all the rows, here: a decided row leaves the list when the page's data reloads,
 * and what its decision answered (done, or refused since another admin decided it) is still said.
 */
export function EntryPaymentReview({ entries, fee, action }: { entries: EntryView[]; fee: number; action: string }) {
  const decision = useActionFetcher<EntryActionData>({ errorTitle: "Could not update the payment" });
  // The row whose form was sent last: its rejection form shows a missing reason beside the field.
  const [deciding, setDeciding] = useState<string | null>(null);
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    if (entry.paymentStatus !== "reported" || !entry.paymentReference) continue;
    const group = groups.get(entry.paymentReference) ?? { reference: entry.paymentReference, entries: [] };
    group.entries.push(entry);
    groups.set(entry.paymentReference, group);
  }
  if (groups.size === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="space-y-3 rounded-2xl border border-sky-200 bg-sky-50/60 p-4 sm:p-5">
      <h2 id="payments-heading" className="text-lg font-bold text-brand-900">
        Payments to check
      </h2>
      <ul className="space-y-3">
        {[...groups.values()].map((group) => (
          <PaymentGroup
            key={group.reference}
            group={group}
            fee={fee}
            action={action}
            decision={decision}
            answered={deciding === group.reference}
            onDecide={() => setDeciding(group.reference)}
          />
        ))}
      </ul>
    </section>
  );
}

type GroupProps = { group: Group; fee: number; action: string; decision: Decision; answered: boolean; onDecide: () => void };

function PaymentGroup({ group, fee, action, decision, answered, onDecide }: GroupProps) {
  const [rejecting, setRejecting] = useState(false);
  const noteId = useId();
  const first = group.entries[0]!;
  const centres = [...new Set(group.entries.map((entry) => entry.centreName))].join(", ");
  const noteError = answered && decision.data && !decision.data.ok ? decision.data.errors?.note?.[0] : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-bold text-slate-900">
            {formatRupees(fee * group.entries.length)} · UTR <span className="font-mono">{group.reference}</span>
          </p>
          <p className="text-slate-600">
            {centres} · {plural(group.entries.length, "entry", "entries")}
            {first.paymentReportedAt ? <> · reported {formatIndiaDateTime(first.paymentReportedAt)}</> : null}
          </p>
        </div>
        <decision.Form method="post" action={action} onSubmit={onDecide} className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="decidePayment" />
          <input type="hidden" name="utr" value={group.reference} />
          <Button type="submit" name="paymentStatus" value="paid" size="sm" disabled={decision.busy}>
            Mark paid<span className="sr-only"> UTR {group.reference}</span>
          </Button>
          <Button size="sm" variant="dangerOutline" onClick={() => setRejecting((open) => !open)} aria-expanded={rejecting}>
            Reject<span className="sr-only"> UTR {group.reference}</span>
          </Button>
        </decision.Form>
      </div>
      {rejecting ? (
        <decision.Form method="post" action={action} onSubmit={onDecide} className="mt-3 space-y-1.5 border-t border-slate-200 pt-3">
          <input type="hidden" name="intent" value="decidePayment" />
          <input type="hidden" name="utr" value={group.reference} />
          <input type="hidden" name="paymentStatus" value="rejected" />
          <label htmlFor={noteId} className="block text-sm font-semibold text-slate-800">
            Why is it rejected? The partner reads this.
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={noteId}
              name="note"
              required
              maxLength={300}
              className={inputClass}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
            />
            <Button type="submit" variant="danger" disabled={decision.busy}>
              Reject payment
            </Button>
          </div>
          {noteError ? (
            <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
              {noteError}
            </p>
          ) : null}
        </decision.Form>
      ) : null}
    </li>
  );
}
