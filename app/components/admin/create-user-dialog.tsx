// The Create User dialog: the form, then the new account's temporary password to copy (focus moves to it).
import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { useState } from "react";
import { FieldError, FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { Modal } from "~/components/modal";
import { createUserFormSchema } from "~/validation/admin-dashboard";
import { adminTabPath, type AdminActionData } from "./types";
import { useActionFetcher } from "~/components/use-action-result";
import { TemporaryPasswordResult } from "./temporary-password-result";

export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      description={
        created
          ? undefined
          : "The account is approved at once. You get a temporary password to give the user; it works for 72 hours and they replace it with their own at their first sign-in."
      }
    >
      {created?.data?.tempPassword ? (
        <TemporaryPasswordResult
          heading={created.message}
          email={created.data.createdEmail}
          tempPassword={created.data.tempPassword}
          onDone={close}
        />
      ) : open ? (
        <CreateUserForm onCreated={setCreated} />
      ) : null}
    </Modal>
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
    ...schemaChecks(createUserFormSchema),
  });
  return (
    <fetcher.Form method="post" action={adminTabPath("users")} {...getFormProps(form)} className="space-y-5">
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
