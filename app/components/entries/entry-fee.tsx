import { Icon } from "~/components/icon";
import { isPaymentDue } from "~/lib/payment-states";
import { PaymentOptionsPanel } from "~/components/payments/payment-options";
import { UtrFields } from "~/components/orders/utr-fields";
import { useActionFetcher } from "~/components/use-action-result";
import { formatRupees } from "~/lib/gst";
import { canPayNow, type PaymentOptions } from "~/lib/payment-options";
import { type EntryActionData, type EntryView } from "./types";
import { plural } from "~/lib/counts";
import { formatIndiaDateTime } from "~/lib/dates";

type Props = {
  fee: number;
  entries: EntryView[];
  /** How to pay what is due, when anything is (lib/payment-options.ts), and the UPI QR code (SVG drawn on the server) when UPI is offered. */
  payment: PaymentOptions | null;
  qr: string | null;
  action: string;
};

/** The fee total of the partner's entries and, while some are unpaid, paying it in one transfer, by UPI or bank transfer (like an order). */
export function EntryFee({ fee, entries, payment, qr, action }: Props) {
  if (fee === 0 || entries.length === 0) return null;
  const due = entries.filter((entry) => isPaymentDue(entry.paymentStatus));
  const reported = entries.filter((entry) => entry.paymentStatus === "reported");
  const paid = entries.filter((entry) => entry.paymentStatus === "paid");
  const rejected = entries.find((entry) => entry.paymentStatus === "rejected");
  const amount = formatRupees(fee * due.length);
  return (
    <section aria-labelledby="entry-fee-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id="entry-fee-heading" className="text-lg font-bold text-brand-900">
        Entry fees
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Total
          term="Total"
          value={formatRupees(fee * entries.length)}
          note={`${plural(entries.length, "entry", "entries")} × ${formatRupees(fee)}`}
        />
        <Total
          term="Paid"
          value={formatRupees(fee * paid.length)}
          note={reported.length ? `${formatRupees(fee * reported.length)} awaiting check` : " "}
        />
        <Total term="Due" value={amount} note={plural(due.length, "entry", "entries")} strong={due.length > 0} />
      </dl>
      {reported.length ? (
        <p role="status" className="flex items-start gap-2 text-sm text-sky-900">
          <Icon name="clock" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Payment reported</strong> with UTR <span className="font-mono font-semibold">{reported[0]!.paymentReference}</span>
            {reported[0]!.paymentReportedAt ? <> on {formatIndiaDateTime(reported[0]!.paymentReportedAt)}</> : null}. We will confirm it
            once it reaches our bank.
          </span>
        </p>
      ) : null}
      {rejected ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Payment not confirmed</strong> (UTR {rejected.paymentReference}): {rejected.paymentNote}. Please check the reference and
            report it again.
          </span>
        </p>
      ) : null}
      {due.length === 0 || !payment ? null : (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          <PaymentOptionsPanel
            options={payment}
            what="the entry fees"
            upiDetail={<>for {plural(due.length, "entry", "entries")}.</>}
            qr={
              qr ? (
                <div
                  role="img"
                  aria-label={`UPI QR code to pay ${amount}`}
                  className="hidden size-37 shrink-0 rounded-lg border border-slate-200 bg-white p-1 sm:block [&>svg]:size-full"
                  dangerouslySetInnerHTML={{ __html: qr }}
                />
              ) : null
            }
          />
          {canPayNow(payment) ? <UtrForm action={action} /> : null}
        </div>
      )}
    </section>
  );
}

function Total({ term, value, note, strong = false }: { term: string; value: string; note: string; strong?: boolean }) {
  return (
    <div className={`rounded-xl p-3 ${strong ? "bg-amber-50 ring-1 ring-amber-200" : "bg-white"}`}>
      <dt className="text-xs font-bold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-lg font-extrabold text-slate-900">{value}</dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

function UtrForm({ action }: { action: string }) {
  const fetcher = useActionFetcher<EntryActionData>({
    successTitle: "Payment reported",
    errorTitle: "Could not report the payment",
    errorsInForm: true,
  });
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors?.utr?.[0] ?? fetcher.data.message) : undefined;
  return (
    <fetcher.Form method="post" action={action} className="space-y-1.5">
      <UtrFields error={error} busy={fetcher.busy} />
    </fetcher.Form>
  );
}
