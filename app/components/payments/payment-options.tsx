import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { AnchorButton } from "~/components/ui/button";
import { formatRupees } from "~/lib/gst";
import { canPayNow, type PaymentOptions } from "~/lib/payment-options";

type Props = {
  options: PaymentOptions;
  /** The UPI QR code (an image of the order's QR route, or the entry fees' SVG drawn by the loader). */
  qr: ReactNode;
  /** What is paid, after "To the payee, ": "with the invoice number as the note." */
  upiDetail: ReactNode;
  /** "for this order", "for the entry fees": said when no way to pay is saved yet. */
  what: string;
};

/**
 * How to pay one amount, the same for an order (card and invoice) and for entry fees: by UPI while
 * within the UPI limit (the link and the QR code), and by bank transfer (NEFT, RTGS, IMPS) with the
 * reference to write in the remarks. lib/payment-options.ts decides what is offered.
 */
export function PaymentOptionsPanel({ options, qr, upiDetail, what }: Props) {
  const amount = formatRupees(options.amount);
  if (!canPayNow(options))
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        {options.upiLimit === null
          ? `Payment details will follow: we will tell you how to pay ${what}.`
          : `UPI is offered up to ${formatRupees(options.upiLimit)}; for this amount the bank details will follow.`}
      </p>
    );
  const { upi, bankTransfer: bank } = options;
  return (
    <div className="space-y-4">
      {upi ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          {qr}
          <div className="min-w-0 space-y-2">
            <h3 className="text-base font-bold text-brand-900">Pay {amount} by UPI</h3>
            <p className="text-sm text-slate-700">
              To <strong>{upi.payeeName}</strong> (<span className="font-mono break-words">{upi.vpa}</span>), {upiDetail}
              <span className="hidden sm:inline"> Scan the code with any UPI app, or open the link on your phone.</span>
            </p>
            <AnchorButton href={upi.link} variant="primary" size="sm" className="w-full sm:w-auto">
              <Icon name="send" className="size-4" />
              Pay {amount} with a UPI app
            </AnchorButton>
          </div>
        </div>
      ) : null}
      {bank ? (
        <div className="space-y-2">
          <h3 className="text-base font-bold text-brand-900">
            {upi ? "Or pay" : "Pay"} {amount} by bank transfer (NEFT, RTGS or IMPS)
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <Row term="Account name" value={bank.accountName} />
            <Row term="Account number" value={bank.accountNumber} mono />
            <Row term="IFSC" value={bank.ifsc} mono />
            <Row term="Bank" value={`${bank.bankName}, ${bank.branch}`} />
            <Row term="Reference" value={options.reference} mono />
          </dl>
          <p className="text-sm text-slate-700">
            Write <strong className="font-mono">{options.reference}</strong> as the transfer&apos;s reference (remarks), so we can match it.
          </p>
        </div>
      ) : null}
      {/* Here UPI was kept off only by its limit: the bank account is shown above. */}
      {options.upiLimit !== null ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          UPI is offered up to {formatRupees(options.upiLimit)}; above that, pay by bank transfer.
        </p>
      ) : null}
    </div>
  );
}

function Row({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={`font-semibold break-words text-slate-900 ${mono ? "font-mono" : ""}`}>{value}</dd>
    </>
  );
}
