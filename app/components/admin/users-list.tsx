// The users list: cards on small screens, rows from md up, with role and state badges and each account's actions.
import { formatPhone } from "~/lib/indian-phones";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { PublicUser } from "~/services/users.server";
import { userChangeRefusal, type Actor } from "~/lib/permissions";
import { formatIndiaDateTime } from "~/lib/dates";

/** What an admin can do to an account from the list; the dialogs live in user-management.tsx. */
export type UserAction = "edit" | "sessions" | "resetPassword" | "deactivate" | "reactivate" | "delete";
type OnAction = (action: UserAction, user: PublicUser) => void;

// One list for every width (cards up to a laptop's width, a row each from lg up, under a header
// row with the same columns): a card list and a table both rendered, one hidden by CSS, made the
// tab twice its weight.
const ROW = "lg:grid lg:grid-cols-[minmax(0,1fr)_7.5rem_16.5rem_32rem] lg:items-center lg:gap-4";

export function UsersList({ users, me, onAction }: { users: PublicUser[]; me: Actor; onAction: OnAction }) {
  return (
    <div className="lg:rounded-xl lg:border lg:border-slate-200">
      <div
        aria-hidden="true"
        className={`hidden bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${ROW}`}
      >
        <span>Name</span>
        <span>Role and status</span>
        <span>Created / last sign-in</span>
        <span className="text-right">Actions</span>
      </div>
      <ul aria-label="Users" className="space-y-3 lg:space-y-0 lg:divide-y lg:divide-slate-200">
        {users.map((user) => (
          <li
            key={user.id}
            className={`space-y-2 rounded-xl border border-slate-200 p-4 lg:space-y-0 lg:rounded-none lg:border-0 lg:px-4 lg:py-3 ${ROW}`}
          >
            <div className="min-w-0">
              <p className="font-bold break-words text-slate-900 lg:font-semibold">{user.name}</p>
              {/* The whole address, wrapped: a cut-off email is no use to an admin. */}
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{user.email}</p>
              {user.whatsappNumber ? <p className="text-sm text-slate-700">WhatsApp {formatPhone(user.whatsappNumber)}</p> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <StateBadge user={user} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600 lg:text-sm">
              <dt className="font-semibold">Created</dt>
              <dd className="whitespace-nowrap">{formatIndiaDateTime(user.createdAt)}</dd>
              <dt className="font-semibold">Last sign-in</dt>
              <dd className="whitespace-nowrap">{formatIndiaDateTime(user.lastLogin)}</dd>
            </dl>
            <UserActions user={user} me={me} onAction={onAction} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The actions on one account; those the rules refuse (admin-1, oneself) are disabled, saying why. */
function UserActions({ user, me, onAction }: { user: PublicUser; me: Actor; onAction: OnAction }) {
  const active = user.deactivatedAt === null;
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <ActionButton label="Edit" icon="pencil" user={user} onClick={() => onAction("edit", user)} />
      <ActionButton label="Sessions" icon="clock" user={user} onClick={() => onAction("sessions", user)} />
      <ActionButton
        label="Reset password"
        icon="key-round"
        user={user}
        refusal={userChangeRefusal(me, user, "resetPassword")}
        onClick={() => onAction("resetPassword", user)}
      />
      {active ? (
        <ActionButton
          label="Deactivate"
          icon="user-x"
          user={user}
          refusal={userChangeRefusal(me, user, "deactivate")}
          onClick={() => onAction("deactivate", user)}
        />
      ) : (
        <ActionButton label="Reactivate" icon="rotate-ccw" user={user} onClick={() => onAction("reactivate", user)} />
      )}
      <ActionButton
        label="Delete"
        icon="trash-2"
        user={user}
        danger
        refusal={userChangeRefusal(me, user, "delete")}
        onClick={() => onAction("delete", user)}
      />
    </div>
  );
}

function ActionButton({
  label,
  icon,
  user,
  refusal = null,
  danger = false,
  onClick,
}: {
  label: string;
  icon: IconName;
  user: PublicUser;
  refusal?: string | null;
  danger?: boolean;
  onClick: () => void;
}) {
  const tone = danger ? "border-red-300 text-red-700 hover:bg-red-50" : "border-slate-300 text-slate-700 hover:bg-slate-100";
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={refusal !== null}
      title={refusal ?? undefined}
      aria-label={`${label} ${user.name}`}
      className={`inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg border px-3 py-1.5 text-sm font-semibold ${tone} disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 disabled:hover:bg-transparent`}
    >
      <Icon name={icon} className="size-4" />
      {label}
    </button>
  );
}

function RoleBadge({ role }: { role: PublicUser["role"] }) {
  return role === "admin" ? (
    <span className="inline-block rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Admin</span>
  ) : (
    <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Franchise</span>
  );
}

function StateBadge({ user }: { user: PublicUser }) {
  if (user.deactivatedAt !== null) {
    return <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Deactivated</span>;
  }
  return user.isApproved ? (
    <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Approved</span>
  ) : (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Pending</span>
  );
}
