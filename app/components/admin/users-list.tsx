// The users list: cards on small screens, a table from md up, with role and approval badges and a delete button.
import { Icon } from "~/components/icon";
import type { PublicUser } from "~/services/users.server";
import { formatIndiaDateTime } from "./format";
import { canDeleteUser, type Actor } from "~/lib/permissions";

export function UsersList({ users, me, onDelete }: { users: PublicUser[]; me: Actor; onDelete: (user: PublicUser) => void }) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="space-y-2 rounded-xl border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-700">{user.email}</p>
              </div>
              <DeleteButton user={user} me={me} onClick={() => onDelete(user)} />
            </div>
            <div className="flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <ApprovalBadge approved={user.isApproved} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
              <dt className="font-semibold">Created</dt>
              <dd>{formatIndiaDateTime(user.createdAt)}</dd>
              <dt className="font-semibold">Last sign-in</dt>
              <dd>{formatIndiaDateTime(user.lastLogin)}</dd>
            </dl>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All users</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Created
              </th>
              <th scope="col" className="px-4 py-3">
                Last sign-in
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900">{user.name}</p>
                  <p className="text-slate-600">{user.email}</p>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">
                  <ApprovalBadge approved={user.isApproved} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatIndiaDateTime(user.createdAt)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatIndiaDateTime(user.lastLogin)}</td>
                <td className="px-4 py-3 text-right">
                  <DeleteButton user={user} me={me} onClick={() => onDelete(user)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DeleteButton({ user, me, onClick }: { user: PublicUser; me: Actor; onClick: () => void }) {
  const locked = !canDeleteUser(me, user);
  const reason = user.id === me.id ? "You cannot delete your own account" : "The main administrator cannot be deleted";
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={locked}
      title={locked ? reason : undefined}
      aria-label={`Delete ${user.name}`}
      className="inline-flex items-center gap-1.5 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 disabled:hover:bg-transparent"
    >
      <Icon name="trash-2" className="size-4" />
      Delete
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

function ApprovalBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Approved</span>
  ) : (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Pending</span>
  );
}
