import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert, PasswordField, SubmitButton, TextField } from "~/components/form-fields";
import { useT } from "~/i18n/i18n-context";
import { useSchemaForm } from "~/components/use-schema-form";
import { registerFormSchema } from "~/validation/auth";
import { passwordToggle } from "./password-toggle";

type Result = Parameters<typeof useSchemaForm>[0]["result"];

/** The sign-up form, in the page's language; `result` is the page action's last answer. */
export function RegisterForm({ result }: { result: Result }) {
  const { form, fields, busy } = useSchemaForm({ id: "register", schema: registerFormSchema, action: "/register", result });
  const translator = useT();
  const { t } = translator;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.name}
        label={t("account.register.fullName")}
        autoComplete="name"
        placeholder={t("account.register.fullNamePlaceholder")}
      />
      <TextField field={fields.email} label={t("account.email")} type="email" autoComplete="email" placeholder="you@example.com" />
      <TextField
        field={fields.whatsappNumber}
        label={t("account.register.whatsApp")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
      />
      <TextField
        field={fields.city}
        label={t("account.register.city")}
        hint={t("account.register.cityHint")}
        autoComplete="address-level2"
        placeholder={t("account.register.cityPlaceholder")}
      />
      <PasswordField
        field={fields.password}
        label={t("account.password")}
        autoComplete="new-password"
        toggle={passwordToggle(translator, t("account.password"))}
      />
      <PasswordField
        field={fields.confirmPassword}
        label={t("account.register.confirmPassword")}
        autoComplete="new-password"
        toggle={passwordToggle(translator, t("account.register.confirmPassword"))}
      />
      <SubmitButton busy={busy} label={t("account.register.submit")} busyLabel={t("account.register.busy")} />
    </Form>
  );
}
