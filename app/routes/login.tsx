import { getFormProps } from "@conform-to/react";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { passwordToggle } from "~/components/account/password-toggle";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, FormNotice, PasswordField, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { knownText, translatorOf } from "~/i18n/translate";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { safeRedirectPath } from "~/web/form.server";
import { CHANGE_PASSWORD_PATH, optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { mustChangePasswordFirst } from "~/lib/permissions";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { deviceCookie, readDeviceCookie, sessionCookie } from "~/web/session.server";
import { SITE_NAME } from "~/lib/site";
import { loginUser } from "~/services/auth.server";
import { LOGIN_FAILURES, loginActionSchema, loginSchema, PENDING_APPROVAL_MESSAGE } from "~/validation/auth";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("account.login.title", { site: SITE_NAME }) },
    { name: "description", content: t("account.login.description", { site: SITE_NAME }) },
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedInUser(args);
  return { messages: pageMessages(args.request, "account", "formErrors") };
}

export const action = pageAction({
  guard: optionalActor,
  schema: loginActionSchema,
  failures: LOGIN_FAILURES,
  hideFields: ["password"],
  handlers: {
    login: async ({ deps, input, args, form }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { token, user, deviceToken } = await loginUser(deps, input, {
        deviceToken: readDeviceCookie(args.request),
        userAgent: args.request.headers.get("User-Agent"),
      });
      const to = safeRedirectPath(form?.get("redirectTo"));
      // A temporary password is replaced first, then the visitor goes where they were going.
      const next = mustChangePasswordFirst(user) ? `${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ redirectTo: to })}` : to;
      // The session first, then this browser's renewed device cookie.
      const headers = new Headers([
        ["Set-Cookie", sessionCookie(token)],
        ["Set-Cookie", deviceCookie(deviceToken)],
      ]);
      throw redirect(next, { headers });
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(LOGIN_FAILURES);

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

export default function LoginPage() {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { form, fields, busy } = useSchemaForm({ id: "login", schema: loginSchema, action: "/login", result });
  const translator = useT();
  const { t } = translator;
  // An account still waiting for approval signed in rightly: news, not a mistake (the API's 403 stays).
  const pending = form.errors?.[0] === PENDING_APPROVAL_MESSAGE;

  return (
    <AuthCard
      title={t("account.login.heading")}
      subtitle={t("account.login.subtitle")}
      homeLabel={t("account.backHome")}
      footer={
        <p>
          <LinkedText text={t("account.login.noAccount")} to="/register" className={linkClass} />
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={pending ? undefined : form.errors} />
        {pending ? (
          <FormNotice title={t("account.login.pending")} message={knownText(translator, "formErrors", PENDING_APPROVAL_MESSAGE)} />
        ) : null}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <TextField field={fields.email} label={t("account.email")} type="email" autoComplete="email" placeholder="you@example.com" />
        <PasswordField
          field={fields.password}
          label={t("account.password")}
          autoComplete="current-password"
          toggle={passwordToggle(translator, t("account.password"))}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="inline-block py-1 font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t("account.login.forgot")}
          </Link>
        </p>
        <SubmitButton busy={busy} label={t("account.login.submit")} busyLabel={t("account.login.busy")} />
      </Form>
    </AuthCard>
  );
}
