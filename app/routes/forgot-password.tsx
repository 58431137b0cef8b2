import { getFormProps } from "@conform-to/react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { useSchemaForm } from "~/components/use-schema-form";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { knownText, translatorOf } from "~/i18n/translate";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { SITE_NAME } from "~/lib/site";
import { requestPasswordReset } from "~/services/password-reset.server";
import { FORGOT_FAILURES, forgotActionSchema, forgotPasswordSchema } from "~/validation/auth";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("account.forgot.title", { site: SITE_NAME }) }, { name: "description", content: t("account.forgot.description") }];
};

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedInUser(args);
  return { messages: pageMessages(args.request, "account", "formErrors", "formResults") };
}

export const action = pageAction({
  guard: optionalActor,
  schema: forgotActionSchema,
  failures: FORGOT_FAILURES,
  handlers: {
    forgot: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      return { ...requestPasswordReset(deps, input), data: { email: input.email } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(FORGOT_FAILURES);

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const { form, fields, busy } = useSchemaForm({ id: "forgot", schema: forgotPasswordSchema, action: "/forgot-password", result });
  const translator = useT();
  const { t } = translator;
  const homeLabel = t("account.backHome");
  const footer = (
    <p>
      <LinkedText text={t("account.forgot.remembered")} to="/login" className={linkClass} />
    </p>
  );

  if (result?.ok) {
    const email = (result.data as { email?: string } | undefined)?.email ?? "";
    return (
      <AuthCard title={t("account.forgot.checkTitle")} subtitle={t("account.forgot.checkSubtitle")} footer={footer} homeLabel={homeLabel}>
        <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{knownText(translator, "formResults", result.message)}</p>
        </div>
        <Link
          to={`/reset-password?${new URLSearchParams({ email })}`}
          className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          <Icon name="key-round" className="size-4" /> {t("account.forgot.iHaveCode")}
        </Link>
        <p className="mt-4 text-sm text-slate-600">{t("account.forgot.noCode")}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("account.forgot.heading")} subtitle={t("account.forgot.subtitle")} footer={footer} homeLabel={homeLabel}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t("account.email")} type="email" autoComplete="email" placeholder="you@example.com" />
        <SubmitButton busy={busy} label={t("account.forgot.submit")} busyLabel={t("account.forgot.busy")} />
      </Form>
      <p className="mt-5 text-center text-sm text-slate-700">
        <LinkedText text={t("account.forgot.haveCode")} to="/reset-password" className={linkClass} />
      </p>
    </AuthCard>
  );
}
