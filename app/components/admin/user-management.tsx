import { Icon } from "~/components/icon";
import { useState } from "react";
import { ConfirmDialog } from "~/components/modal";
import type { PublicUser } from "~/services/users.server";
import { CreateUserDialog } from "./create-user-dialog";
import { ADMIN_PATH, DELETE_USER_QUESTION, type AdminActionData } from "./types";
import { UsersList } from "./users-list";
import { useActionFetcher } from "~/components/use-action-result";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { Actor } from "~/lib/permissions";
import { Button } from "~/components/ui/button";

type UsersPage = { users: PublicUser[]; hasMore: boolean; nextOffset: number | null };

export function UserManagement({ page, me }: { page: UsersPage; me: Actor }) {
  const more = useAppendedPages<PublicUser, { data: { tab: string } & Partial<UsersPage> }>(
    { items: page.users, hasMore: page.hasMore, nextOffset: page.nextOffset },
    "users",
    ({ data }) =>
      data.tab === "users" && data.users
        ? { items: data.users, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope: "users" }
        : null,
  );
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const deleter = useActionFetcher<AdminActionData>({
    errorTitle: "Error deleting user",
    onSuccess: () => {
      if (deleting) more.update((users) => users.filter((user) => user.id !== deleting.id));
      setDeleting(null);
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-lg font-bold text-brand-900">All users</h3>
          <p className="text-sm text-slate-600">Newest first. Accounts you create are approved and get a temporary password.</p>
        </div>
        <Button type="button" onClick={() => setCreating(true)} className="shadow-sm">
          <Icon name="user-plus" className="size-5" />
          Create User
        </Button>
      </div>

      <UsersList users={more.items} me={me} onDelete={setDeleting} />

      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={`${ADMIN_PATH}?tab=users&offset=${more.nextOffset}`} loading={more.loading} onLoad={more.load} />
      ) : null}

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={DELETE_USER_QUESTION}
        busy={deleter.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleter.submit({ intent: "deleteUser", id: deleting.id }, { method: "post", action: ADMIN_PATH });
        }}
      />
    </div>
  );
}
