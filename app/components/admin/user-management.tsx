import { Icon } from "~/components/icon";
import { useState } from "react";
import { ConfirmDialog, Modal } from "~/components/modal";
import type { PublicUser } from "~/services/users.server";
import { CreateUserDialog } from "./create-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { TemporaryPasswordResult } from "./temporary-password-result";
import { adminTabHref, adminTabPath, DELETE_USER_QUESTION, type AdminActionData } from "./types";
import { UsersList, type UserAction } from "./users-list";
import { UserSessions } from "./user-sessions";
import { useActionFetcher } from "~/components/use-action-result";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { ActionResult } from "~/lib/action-result";
import type { Actor } from "~/lib/permissions";
import { Button } from "~/components/ui/button";

type UsersPage = { users: PublicUser[]; hasMore: boolean; nextOffset: number | null };
type Pending = { action: UserAction; user: PublicUser } | null;

const QUESTIONS = {
  deactivate: (user: PublicUser) =>
    `Deactivate ${user.name}? They are signed out everywhere at once and cannot sign in until you reactivate the account. Their orders stay.`,
  resetPassword: (user: PublicUser) =>
    `Reset ${user.name}'s password? Their old password stops working and they are signed out everywhere. You get a temporary password to give them.`,
};

export function UserManagement({ page, me }: { page: UsersPage; me: Actor }) {
  const more = useAppendedPages<PublicUser, Partial<UsersPage>>(
    { items: page.users, hasMore: page.hasMore, nextOffset: page.nextOffset },
    "users",
    (data) =>
      data.users ? { items: data.users, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope: "users" } : null,
  );
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [reset, setReset] = useState<AdminActionData | null>(null);
  const target = pending?.user ?? null;
  // A changed account replaces its row among the pages loaded further (the first page reloads itself).
  const replace = (changed: PublicUser) => more.update((users) => users.map((user) => (user.id === changed.id ? changed : user)));
  const done = () => setPending(null);

  const deleter = useActionFetcher<AdminActionData>({
    errorTitle: "Error deleting user",
    onSuccess: () => {
      if (target) more.update((users) => users.filter((user) => user.id !== target.id));
      done();
    },
  });
  const changer = useActionFetcher<ActionResult<PublicUser>>({
    errorTitle: "Error updating user",
    onSuccess: (result) => {
      if (result.data) replace(result.data);
      done();
    },
  });
  const resetter = useActionFetcher<AdminActionData>({
    errorTitle: "Error resetting password",
    toastSuccess: false,
    onSuccess: (result) => {
      setReset(result);
      done();
    },
  });
  const submit = (fetcher: { submit: typeof deleter.submit }, intent: string, user: PublicUser) =>
    fetcher.submit({ intent, id: user.id }, { method: "post", action: adminTabPath("users") });

  const onAction = (action: UserAction, user: PublicUser) => {
    if (action === "reactivate") submit(changer, "reactivateUser", user);
    else setPending({ action, user });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-lg font-bold text-brand-900">All users</h3>
          <p className="text-sm text-slate-600">
            Newest first. Accounts you create are approved and get a temporary password that the user replaces at first sign-in.
          </p>
        </div>
        <Button type="button" onClick={() => setCreating(true)} className="shadow-sm">
          <Icon name="user-plus" className="size-5" />
          Create User
        </Button>
      </div>

      <UsersList users={more.items} me={me} onAction={onAction} />

      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={adminTabHref("users", { offset: more.nextOffset })} loading={more.loading} onLoad={more.load} />
      ) : null}

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <EditUserDialog
        user={pending?.action === "edit" ? pending.user : null}
        me={me}
        onClose={done}
        onSaved={(user) => {
          replace(user);
          done();
        }}
      />
      <UserSessions user={pending?.action === "sessions" ? pending.user : null} onClose={done} />
      <ConfirmDialog
        open={pending?.action === "delete"}
        title="Delete user"
        message={DELETE_USER_QUESTION}
        busy={deleter.state !== "idle"}
        onCancel={done}
        onConfirm={() => target && submit(deleter, "deleteUser", target)}
      />
      <ConfirmDialog
        open={pending?.action === "deactivate"}
        title="Deactivate user"
        message={target ? QUESTIONS.deactivate(target) : ""}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={changer.state !== "idle"}
        onCancel={done}
        onConfirm={() => target && submit(changer, "deactivateUser", target)}
      />
      <ConfirmDialog
        open={pending?.action === "resetPassword"}
        title="Reset password"
        message={target ? QUESTIONS.resetPassword(target) : ""}
        confirmLabel="Reset password"
        busyLabel="Resetting..."
        busy={resetter.state !== "idle"}
        onCancel={done}
        onConfirm={() => target && submit(resetter, "resetPassword", target)}
      />
      <Modal open={reset !== null} onClose={() => setReset(null)} title="Password reset">
        {reset?.data?.tempPassword ? (
          <TemporaryPasswordResult
            heading={reset.message}
            email={reset.data.createdEmail}
            tempPassword={reset.data.tempPassword}
            onDone={() => setReset(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
