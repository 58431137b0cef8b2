// The Edit User dialog: name, WhatsApp number and role of one account.
import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { FieldError, FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import { userChangeRefusal, type Actor } from "~/lib/permissions";
import type { PublicUser } from "~/services/users.server";
import { editUserFormSchema } from "~/validation/admin-dashboard";
import { adminTabPath } from "./types";
import type { ActionResult } from "~/lib/action-result";

export function EditUserDialog({
  user,
  me,
  onClose,
  onSaved,
}: {
  user: PublicUser | null;
  me: Actor;
  onClose: () => void;
  onSaved: (user: PublicUser) => void;
}) {
  return (
    <Modal open={user !== null} onClose={onClose} title="Edit user" description={user ? `${user.email}` : undefined}>
      {user ? <EditUserForm key={user.id} user={user} me={me} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditUserForm({ user, me, onSaved }: { user: PublicUser; me: Actor; onSaved: (user: PublicUser) => void }) {
  const fetcher = useActionFetcher<ActionResult<PublicUser>>({
    errorTitle: "Error saving user",
    errorsInForm: true,
    onSuccess: (result) => {
      if (result.data) onSaved(result.data);
    },
  });
  const [form, fields] = useForm({
    id: `edit-user-${user.id}`,
    lastResult: fetcher.lastResult,
    defaultValue: { name: user.name, whatsappNumber: user.whatsappNumber ?? "", role: user.role },
    ...schemaChecks(editUserFormSchema),
  });
  // admin-1 and the admin's own account keep the admin role: the choice is not offered.
  const roleLocked = user.role === "admin" && userChangeRefusal(me, user, "demote");
  return (
    <fetcher.Form method="post" action={adminTabPath("users")} {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="editUser" />
      <input type="hidden" name="id" value={user.id} />
      <TextField field={fields.name} label="Full Name" autoComplete="off" />
      <TextField
        field={fields.whatsappNumber as FieldMetadata<string>}
        label="WhatsApp Number"
        hint="(leave blank for none)"
        type="tel"
        autoComplete="off"
        inputMode="tel"
        placeholder="+91 98765 43210"
      />
      {roleLocked ? (
        <div className="space-y-1.5">
          <input type="hidden" name="role" value="admin" />
          <p className="text-sm font-semibold text-slate-800">Role</p>
          <p className="text-sm text-slate-700">Administrator. {roleLocked}</p>
        </div>
      ) : (
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
      )}
      <SubmitButton busy={fetcher.state !== "idle"} label="Save changes" busyLabel="Saving..." />
    </fetcher.Form>
  );
}
