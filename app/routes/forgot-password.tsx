import { getFormProps } from "@conform-to/react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { useSchemaForm } from "~/components/use-schema-form";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { SITE_NAME } from "~/lib/site";
import { requestPasswordReset } from "~/services/password-reset.server";
import { FORGOT_FAILURES, forgotActionSchema, forgotPasswordSchema } from "~/validation/auth";

export const meta: MetaFunction = () => [
  { title: `Forgot password | ${SITE_NAME}` },
  { name: "description", content: "Get a code on WhatsApp to choose a new password." },
];

export const loader = (args: LoaderFunctionArgs) => redirectSignedInUser(args);

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
  const footer = (
    <p>
      Remembered it?{" "}
      <Link to="/login" className={linkClass}>
        Sign in
      </Link>
    </p>
  );

  if (result?.ok) {
    const email = (result.data as { email?: string } | undefined)?.email ?? "";
    return (
      <AuthCard title="Check your WhatsApp" subtitle="Then choose a new password with the code." footer={footer}>
        <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{result.message}</p>
        </div>
        <Link
          to={`/reset-password?${new URLSearchParams({ email })}`}
          className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          <Icon name="key-round" className="size-4" /> I have a code
        </Link>
        <p className="mt-4 text-sm text-slate-600">
          No code after a few minutes? Your account may have no WhatsApp number: an administrator has been told and will send you a
          temporary password.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email. We send a 6-digit code to the WhatsApp number on your account."
      footer={footer}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <SubmitButton busy={busy} label="Send code" busyLabel="Sending..." />
      </Form>
      <p className="mt-5 text-center text-sm text-slate-700">
        Already have a code?{" "}
        <Link to="/reset-password" className={linkClass}>
          Choose a new password
        </Link>
      </p>
    </AuthCard>
  );
}
