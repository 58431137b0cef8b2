import { Icon } from "~/components/icon";
import { useState } from "react";
import { ConfirmDialog } from "~/components/modal";
import type { PublicUser } from "~/services/users.server";
import { PENDING_ACTION } from "./types";
import { useActionFetcher } from "~/components/use-action-result";
import type { AdminActionData } from "./types";
import { Button } from "~/components/ui/button";
import { formatIndiaDateTime } from "~/lib/dates";

type Pending = Pick<PublicUser, "id" | "name" | "email" | "whatsappNumber" | "createdAt"> & { city?: string | null };

export function PendingRequests({ users, total, more }: { users: Pending[]; total: number; more: boolean }) {
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const rejecter = useActionFetcher<AdminActionData>({ errorTitle: "Error rejecting user", onSuccess: () => setRejecting(null) });
  // One approval at a time, from here: the approved card leaves the list before its answer is read.
  const approver = useActionFetcher<AdminActionData>({ errorTitle: "Error approving user" });
  const approving = approver.state !== "idle" ? String(approver.formData?.get("id") ?? "") : null;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold text-brand-900">Franchise sign-ups waiting for approval</h3>
        <p className="text-sm text-slate-600">Approved partners can sign in and order kits at once. Rejecting removes the sign-up.</p>
        {more ? (
          <p className="mt-1 text-sm font-semibold text-slate-700">
            {`The ${users.length} oldest of ${total} requests are shown; the next ones appear as you approve or reject these.`}
          </p>
        ) : null}
      </div>
      {users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
          No pending requests. New franchise sign-ups will appear here.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {users.map((user) => (
            <PendingCard
              key={user.id}
              user={user}
              approving={approving}
              onApprove={() => approver.submit({ intent: "approve", id: user.id }, { method: "post", action: PENDING_ACTION })}
              onReject={() => setRejecting(user)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject sign-up"
        message={rejecting ? `Reject ${rejecting.name}'s sign-up? Their account will be deleted.` : ""}
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        busy={rejecter.state !== "idle"}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (rejecting) rejecter.submit({ intent: "reject", id: rejecting.id }, { method: "post", action: PENDING_ACTION });
        }}
      />
    </div>
  );
}

function PendingCard({
  user,
  approving,
  onApprove,
  onReject,
}: {
  user: Pending;
  approving: string | null;
  onApprove: () => void;
  onReject: () => void;
}) {
  const busy = approving !== null;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-slate-900">{user.name}</p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Icon name="mail" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{user.email}</span>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Icon name="message-circle" className="size-4 shrink-0 text-slate-500" />
          <span>{user.whatsappNumber || "No WhatsApp number"}</span>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Icon name="map-pin" className="size-4 shrink-0 text-slate-500" />
          <span>{user.city ? `City: ${user.city}` : "No city given"}</span>
        </p>
        <p className="text-xs text-slate-600">Signed up {formatIndiaDateTime(user.createdAt)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onApprove}
          disabled={busy}
          aria-label={`Approve ${user.name}`}
          className="inline-flex items-center gap-1.5 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
        >
          <Icon name="check" className="size-4" />
          {approving === user.id ? "Approving..." : "Approve"}
        </button>
        <Button type="button" onClick={onReject} disabled={busy} aria-label={`Reject ${user.name}`} variant="dangerOutline" size="sm">
          <Icon name="user-x" className="size-4" />
          Reject
        </Button>
      </div>
    </li>
  );
}
