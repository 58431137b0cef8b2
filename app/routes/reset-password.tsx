import { getFormProps } from "@conform-to/react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, PasswordChangedCard } from "~/components/auth-card";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { translatorOf } from "~/i18n/translate";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { deviceCookie } from "~/web/session.server";
import { SITE_NAME } from "~/lib/site";
import { resetPassword } from "~/services/password-reset.server";
import { RESET_FAILURES, resetActionSchema, resetPasswordFormSchema } from "~/validation/auth";
import { cutText } from "~/lib/cut-text";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("account.reset.title", { site: SITE_NAME }) },
    { name: "description", content: t("account.reset.description") },
    { name: "robots", content: "noindex" },
  ];
};

/** No D1 query beyond the session check: the email comes from the link on the forgot-password page. */
export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedInUser(args);
  return {
    email: cutText(new URL(args.request.url).searchParams.get("email") ?? "", 254),
    messages: pageMessages(args.request, "account", "formErrors", "formResults"),
  };
}

export const action = pageAction({
  guard: optionalActor,
  schema: resetActionSchema,
  failures: RESET_FAILURES,
  hideFields: ["password", "confirmPassword", "code"],
  handlers: {
    reset: async ({ deps, input: { confirmPassword: _confirmation, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { message, deviceToken } = await resetPassword(deps, input);
      // This browser is then a known device at sign-in (never shown to the page's scripts).
      return { message, headers: { "Set-Cookie": deviceCookie(deviceToken) } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(RESET_FAILURES);

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function ResetPasswordPage() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { form, fields, busy } = useSchemaForm({
    id: "reset",
    schema: resetPasswordFormSchema,
    action: "/reset-password",
    result,
    defaultValue: { email },
  });
  const { t } = useT();
  const footer = (
    <p>
      <LinkedText text={t("account.reset.noCode")} to="/forgot-password" className={linkClass} />
    </p>
  );

  if (result?.ok) return <PasswordChangedCard message={result.message} />;

  return (
    <AuthCard title={t("account.reset.heading")} subtitle={t("account.reset.subtitle")} footer={footer} homeLabel={t("account.backHome")}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        {/* A wrong code is said beside the code, once. */}
        <FormAlert id={form.errorId} errors={form.errors?.filter((error) => !fields.code.errors?.includes(error))} />
        <TextField field={fields.email} label={t("account.email")} type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          field={fields.code}
          label={t("account.reset.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t("account.reset.codePlaceholder")}
        />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy} label={t("account.reset.submit")} busyLabel={t("account.reset.busy")} />
      </Form>
    </AuthCard>
  );
}
