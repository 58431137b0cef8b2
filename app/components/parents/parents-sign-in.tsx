import { LinkedText } from "~/i18n/linked-text";
import { withLink } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { useSchemaForm } from "~/components/use-schema-form";
import type { ActionResult } from "~/lib/action-result";
import { formatPhone } from "~/lib/indian-phones";
import { PRIVACY_PATH } from "~/lib/privacy-notice";
import { parentCodeSchema, parentSessionSchema } from "~/validation/parents";
import { PARENTS_PAGE } from "~/lib/parent-paths";

// Signing in to the parents' page: the WhatsApp number, then the 6-digit code sent to it.

type Props = { available: boolean };

export function ParentsSignIn({ available }: Props) {
  const result = useActionData<ActionResult<{ phone?: string }>>();
  const sentTo = result?.ok && result.intent === "askCode" ? result.data?.phone : undefined;
  const codeAgain = result && !result.ok && result.intent === "signIn" ? String(result.values?.phone ?? "") : undefined;
  const phone = sentTo ?? codeAgain;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <Icon name="shield-check" className="size-9 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-brand-900">{t("parents.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("parents.intro")}</p>
        {!available ? (
          <p role="status" className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {t("parents.unavailable")}
          </p>
        ) : phone ? (
          <CodeForm phone={phone} result={result} />
        ) : (
          <PhoneForm result={result} />
        )}
        <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-700">
          <LinkedText text={t("parents.privacy")} to={PRIVACY_PATH} className="font-semibold text-brand-700 underline" />
        </p>
      </div>
    </div>
  );
}

function PhoneForm({ result }: { result: ActionResult | undefined }) {
  const { form, fields, busy } = useSchemaForm({ id: "parent-phone", schema: parentCodeSchema, action: PARENTS_PAGE, result });
  const { t } = useT();
  return (
    <Form method="post" action={PARENTS_PAGE} {...getFormProps(form)} className="mt-5 space-y-4">
      <input type="hidden" name="intent" value="askCode" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.phone}
        label={t("parents.whatsAppNumber")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
      />
      <SubmitButton busy={busy} label={t("parents.sendCode")} busyLabel={t("parents.sending")} />
    </Form>
  );
}

function CodeForm({ phone, result }: { phone: string; result: ActionResult | undefined }) {
  const { form, fields, busy } = useSchemaForm({
    id: "parent-code",
    schema: parentSessionSchema,
    action: PARENTS_PAGE,
    result: result?.intent === "signIn" ? result : undefined,
    defaultValue: { phone },
  });
  const { t } = useT();
  const [beforePhone, , afterPhone] = withLink(t("parents.codeSent", { phone: "" }));
  return (
    <Form method="post" action={PARENTS_PAGE} {...getFormProps(form)} className="mt-5 space-y-4">
      <p role="status" className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
        <Icon name="message-circle" className="mt-0.5 size-4 shrink-0" />
        <span>
          {beforePhone}
          <strong>{formatPhone(phone)}</strong>
          {afterPhone}
        </span>
      </p>
      <input type="hidden" name="intent" value="signIn" />
      <input type="hidden" name={fields.phone.name} value={phone} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.code}
        label={t("parents.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t("parents.codePlaceholder")}
      />
      <SubmitButton busy={busy} label={t("parents.signIn")} busyLabel={t("parents.signingIn")} />
      <Link to={PARENTS_PAGE} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
        {t("parents.another")}
      </Link>
    </Form>
  );
}
