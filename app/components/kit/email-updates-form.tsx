import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useSchemaForm } from "~/components/use-schema-form";
import type { ActionResult } from "~/lib/action-result";
import { EMAIL_KIND_LABELS, type EmailKind } from "~/lib/email-kinds";
import { emailPreferencesSchema } from "~/validation/email-preferences";

const INTENT = "saveEmailPreferences";
const ACTION = `/kit-ordering/details?intent=${INTENT}`;

type Props = { preferences: Partial<Record<EmailKind, boolean>>; result: ActionResult | undefined };

/** My details' "Email updates": a checkbox for each kind of update the person may receive by email. */
export function EmailUpdatesForm({ preferences, result }: Props) {
  const mine = result?.intent === INTENT ? result : undefined;
  const { form, busy } = useSchemaForm({ id: "email-updates", schema: emailPreferencesSchema, action: ACTION, result: mine });
  const kinds = Object.keys(preferences) as EmailKind[];
  return (
    <Form
      method="post"
      action={ACTION}
      {...getFormProps(form)}
      id="email-updates"
      className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Email updates</legend>
        <p className="text-sm text-slate-600">
          Which updates you also receive by email, at your account&apos;s address. Password reset emails are always sent.
        </p>
        {kinds.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={kind}
              defaultChecked={preferences[kind]}
              className="size-5 shrink-0 rounded border-slate-300 accent-brand-700"
            />
            <span>{EMAIL_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </fieldset>
      <FormAlert id={form.errorId} errors={form.errors} />
      {mine?.ok ? (
        <p role="status" className="font-medium text-emerald-800">
          {mine.message}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save email choices"}
        </Button>
      </div>
    </Form>
  );
}
