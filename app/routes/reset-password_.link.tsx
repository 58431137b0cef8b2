import { getFormProps } from "@conform-to/react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, PasswordChangedCard } from "~/components/auth-card";
import { FormAlert, SubmitButton } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { knownText, translatorOf } from "~/i18n/translate";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { deviceCookie } from "~/web/session.server";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { resetLinkProblem, resetPasswordWithLink } from "~/services/password-reset-link.server";
import {
  RESET_LINK_FAILURES,
  RESET_LINK_INVALID,
  resetLinkActionSchema,
  resetLinkFormSchema,
  resetLinkSchema,
} from "~/validation/reset-link";

export const meta: MetaFunction = ({ matches }) => [
  { title: translatorOf(matches).t("account.reset.title", { site: SITE_NAME }) },
  { name: "robots", content: "noindex" },
];

/** The link from a password reset email: says at once when it is used, expired or unknown (one query); opening it uses nothing. */
export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedInUser(args);
  const messages = pageMessages(args.request, "account", "formErrors", "formResults");
  const parsed = resetLinkSchema.shape.token.safeParse(new URL(args.request.url).searchParams.get("token") ?? "");
  if (!parsed.success) return { token: "", problem: RESET_LINK_INVALID, messages };
  return { token: parsed.data, problem: await resetLinkProblem(depsFrom(args.context), parsed.data), messages };
}

export const action = pageAction({
  guard: optionalActor,
  schema: resetLinkActionSchema,
  failures: RESET_LINK_FAILURES,
  hideFields: ["password", "confirmPassword", "token"],
  handlers: {
    resetWithLink: async ({ deps, input: { confirmPassword: _confirmation, intent: _intent, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { message, deviceToken } = await resetPasswordWithLink(deps, input);
      return { message, headers: { "Set-Cookie": deviceCookie(deviceToken) } };
    },
  },
});

export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(RESET_LINK_FAILURES);

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function ResetPasswordLinkPage() {
  const { token, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { form, fields, busy } = useSchemaForm({ id: "reset-link", schema: resetLinkFormSchema, action: "/reset-password/link", result });
  const translator = useT();
  const { t } = translator;
  const homeLabel = t("account.backHome");
  const footer = (
    <p>
      <LinkedText text={t("account.link.notWorking")} to="/forgot-password" className={linkClass} />
    </p>
  );

  if (result?.ok) return <PasswordChangedCard message={result.message} />;
  if (problem) {
    return (
      <AuthCard title={t("account.reset.heading")} subtitle={t("account.link.unusable")} footer={footer} homeLabel={homeLabel}>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          {knownText(translator, "formErrors", problem)}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("account.reset.heading")} subtitle={t("account.link.subtitle")} footer={footer} homeLabel={homeLabel}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="resetWithLink" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton busy={busy} label={t("account.reset.submit")} busyLabel={t("account.reset.busy")} />
      </Form>
    </AuthCard>
  );
}
