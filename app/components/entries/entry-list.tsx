import { Link } from "@remix-run/react";
import { canWithdrawEntry } from "~/lib/payment-states";
import { useState } from "react";
import { PassBadge } from "~/components/level-exams/pass-badge";
import { PaymentBadge } from "~/components/orders/payment-badge";
import { Icon } from "~/components/icon";
import { ConfirmDialog } from "~/components/modal";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { AWARD_LABELS, AWARD_STYLES, certificatePath, hallTicketPath, type EntryActionData, type EntryView } from "./types";

type Props = {
  entries: EntryView[];
  /** The page's action (withdraw). */
  action: string;
  /** Whether the partner may still withdraw (registration open). */
  canWithdraw: boolean;
  published: boolean;
  /** Fees are charged (show each entry's payment). */
  showPayment: boolean;
  /** An admin withdraws any entry, whatever its fee (refunds are arranged outside the site). */
  withdrawAny?: boolean;
  /** A level exam's pass mark: its published entries show their marks and whether they passed. */
  passMark?: number | null;
  /** Per entry, a link that tells the parent of a pass on WhatsApp (from the partner's own phone). */
  parentLinks?: Record<string, string>;
};

/** The entries, one row each: roll number, student, level and centre, the fee, the hall ticket; the award and certificate once published. */
export function EntryList({
  entries,
  action,
  canWithdraw,
  published,
  showPayment,
  withdrawAny = false,
  passMark = null,
  parentLinks = {},
}: Props) {
  const [withdrawing, setWithdrawing] = useState<EntryView | null>(null);
  const fetcher = useActionFetcher<EntryActionData>({ successTitle: "Withdrawn", onSuccess: () => setWithdrawing(null) });
  if (entries.length === 0) return <p className="rounded-xl bg-slate-50 p-5 text-center text-slate-700">No students entered yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <span className="w-fit shrink-0 rounded-lg bg-brand-50 px-2.5 py-1 font-mono text-sm font-bold text-brand-800">
              <span className="sr-only">Roll number </span>
              {entry.rollNumber}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{entry.studentName}</p>
              <p className="text-sm text-slate-600">
                {entry.level} · {entry.centreName}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {published && passMark !== null && entry.score !== null ? (
                <>
                  <span className="text-sm text-slate-700">
                    <span className="font-bold text-slate-900">{entry.score}</span> / 100
                  </span>
                  <PassBadge passed={entry.score >= passMark} />
                </>
              ) : published && entry.award ? (
                <span className={`rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset ${AWARD_STYLES[entry.award]}`}>
                  {AWARD_LABELS[entry.award]}
                  {entry.rank ? ` · Rank ${entry.rank}` : ""}
                </span>
              ) : showPayment ? (
                <PaymentBadge status={entry.paymentStatus} />
              ) : null}
              {parentLinks[entry.id] ? (
                <a
                  href={parentLinks[entry.id]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-emerald-300 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
                >
                  <Icon name="message-circle" className="size-4" /> Tell the parent
                  <span className="sr-only"> of {entry.studentName} on WhatsApp (opens in a new tab)</span>
                </a>
              ) : null}
              {published && entry.certificateCode ? (
                <Link
                  to={certificatePath(entry.id)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon name="award" className="size-4" /> Certificate<span className="sr-only"> of {entry.studentName}</span>
                </Link>
              ) : (
                <Link
                  to={hallTicketPath(entry.id)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon name="ticket" className="size-4" /> Hall ticket<span className="sr-only"> of {entry.studentName}</span>
                </Link>
              )}
              {canWithdrawEntry(entry, { admin: withdrawAny, registrationOpen: canWithdraw, resultsPublished: published }) ? (
                <Button variant="dangerOutline" size="sm" onClick={() => setWithdrawing(entry)}>
                  Withdraw<span className="sr-only"> {entry.studentName}</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw this entry?"
        message={
          withdrawing
            ? `${withdrawing.studentName} (roll number ${withdrawing.rollNumber}) will be withdrawn. Their roll number is not reused.`
            : ""
        }
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={fetcher.busy}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && fetcher.submit({ intent: "withdraw", entryId: withdrawing.id }, { method: "post", action })}
      />
    </>
  );
}
