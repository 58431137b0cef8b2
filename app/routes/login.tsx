import { getFormProps } from "@conform-to/react";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, FormNotice, PasswordField, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
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

export const meta: MetaFunction = () => [
  { title: `Sign In | ${SITE_NAME}` },
  { name: "description", content: `Sign in to your ${SITE_NAME} franchise partner or administrator account.` },
];

export const loader = (args: LoaderFunctionArgs) => redirectSignedInUser(args);

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

export default function LoginPage() {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { form, fields, busy } = useSchemaForm({ id: "login", schema: loginSchema, action: "/login", result });
  // An account still waiting for approval signed in rightly: news, not a mistake (the API's 403 stays).
  const pending = form.errors?.[0] === PENDING_APPROVAL_MESSAGE;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to order kits, manage blogs and more."
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={pending ? undefined : form.errors} />
        {pending ? <FormNotice title="Not approved yet" message={PENDING_APPROVAL_MESSAGE} /> : null}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="inline-block py-1 font-semibold text-brand-700 underline-offset-2 hover:underline">
            Forgot password?
          </Link>
        </p>
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </Form>
    </AuthCard>
  );
}
