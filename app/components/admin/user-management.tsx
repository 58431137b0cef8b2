import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "~/components/icon";
import { useState } from "react";
import { FieldError, FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { ConfirmDialog, Modal } from "~/components/modal";
import type { PublicUser } from "~/services/users.server";
import { createUserFormSchema } from "~/validation/admin-dashboard";
import { formatIndiaDateTime } from "./format";
import { ADMIN_PATH, DELETE_USER_QUESTION, type AdminActionData } from "./types";
import { useActionFetcher } from "~/components/use-action-result";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";
import { canDeleteUser, type Actor } from "~/lib/permissions";
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

      <ul className="space-y-3 md:hidden">
        {more.items.map((user) => (
          <li key={user.id} className="space-y-2 rounded-xl border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-700">{user.email}</p>
              </div>
              <DeleteButton user={user} me={me} onClick={() => setDeleting(user)} />
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
            {more.items.map((user) => (
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
                  <DeleteButton user={user} me={me} onClick={() => setDeleting(user)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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

function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<AdminActionData | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Create User"
      description={created ? undefined : "The account is approved at once; the user chooses their own password at first sign-in."}
    >
      {created?.data?.tempPassword ? (
        <CreatedUser data={created} onDone={close} />
      ) : open ? (
        <CreateUserForm onCreated={setCreated} />
      ) : null}
    </Modal>
  );
}

function CreatedUser({ data, onDone }: { data: AdminActionData; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{data.message}</p>
        {data.data?.createdEmail ? <p className="mt-1 text-sm">Give it to {data.data.createdEmail}; it is shown only this once.</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <output
          aria-label="Temporary password"
          className="flex-1 select-all rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-lg tracking-wide text-slate-900"
        >
          {data.data?.tempPassword}
        </output>
        <Button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(data.data?.tempPassword ?? "").then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
          variant="outline"
          size="sm"
        >
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <Button type="button" onClick={onDone} block>
        Done
      </Button>
    </div>
  );
}

function CreateUserForm({ onCreated }: { onCreated: (data: AdminActionData) => void }) {
  const fetcher = useActionFetcher<AdminActionData>({
    errorTitle: "Error creating user",
    errorsInForm: true,
    toastSuccess: false,
    onSuccess: onCreated,
  });
  const [form, fields] = useForm({
    id: "create-user",
    lastResult: fetcher.lastResult,
    defaultValue: { role: "franchise" },
    constraint: getZodConstraint(createUserFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createUserFormSchema }),
  });
  return (
    <fetcher.Form method="post" action={ADMIN_PATH} {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="createUser" />
      <TextField field={fields.name} label="Full Name" autoComplete="off" />
      <TextField field={fields.email} label="Email" type="email" autoComplete="off" inputMode="email" />
      <TextField
        field={fields.whatsappNumber as FieldMetadata<string>}
        label="WhatsApp Number"
        hint="(optional)"
        type="tel"
        autoComplete="off"
        inputMode="tel"
        placeholder="+91 98765 43210"
      />
      <div className="space-y-1.5">
        <label htmlFor={fields.role.id} className="block text-sm font-semibold text-slate-800">
          Role
        </label>
        <select
          {...getSelectProps(fields.role)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        >
          <option value="franchise">Franchise Partner</option>
          <option value="admin">Administrator</option>
        </select>
        <FieldError id={fields.role.errorId} errors={fields.role.errors} />
      </div>
      <SubmitButton busy={fetcher.state !== "idle"} label="Create User" busyLabel="Creating..." />
    </fetcher.Form>
  );
}
