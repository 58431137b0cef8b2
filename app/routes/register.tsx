import { getFormProps } from "@conform-to/react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, PasswordField, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { SITE_NAME } from "~/lib/site";
import { registerUser } from "~/services/auth.server";
import { RegisteredNextSteps, type Registered } from "~/components/account/registered-next-steps";
import { REGISTER_FAILURES, registerActionSchema, registerFormSchema } from "~/validation/auth";

export const meta: MetaFunction = () => [
  { title: `Sign Up | ${SITE_NAME}` },
  { name: "description", content: `Apply for a ${SITE_NAME} franchise partner account.` },
];

export const loader = (args: LoaderFunctionArgs) => redirectSignedInUser(args);

export const action = pageAction({
  guard: optionalActor,
  schema: registerActionSchema,
  failures: REGISTER_FAILURES,
  hideFields: ["password", "confirmPassword"],
  handlers: {
    register: async ({ deps, input: { confirmPassword: _confirmation, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { user, message, approvalToldOn } = await registerUser(deps, input);
      return { message, data: { email: user.email, approvalToldOn } satisfies Registered };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(REGISTER_FAILURES);

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const { form, fields, busy } = useSchemaForm({ id: "register", schema: registerFormSchema, action: "/register", result });
  const registered = result?.ok ? (result.data as Registered | undefined) : undefined;

  const footer = (
    <p>
      Already have an account?{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        Sign in
      </Link>
    </p>
  );

  if (result?.ok) return <RegisteredNextSteps message={result.message} registered={registered} footer={footer} />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Register as a franchise partner. An administrator approves every new account."
      footer={footer}
    >
      <p className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        Sign-up is for franchise partners. A parent?{" "}
        <Link to="/book-demo" className="font-semibold text-brand-700 underline underline-offset-2">
          Book a free demo class
        </Link>
        . Thinking of opening a centre?{" "}
        <Link to="/franchise" className="font-semibold text-brand-700 underline underline-offset-2">
          Read about the franchise
        </Link>
        .
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="Full Name" autoComplete="name" placeholder="Your full name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          field={fields.whatsappNumber}
          label="WhatsApp Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
        />
        <TextField
          field={fields.city}
          label="City"
          hint="(where you plan your centre)"
          autoComplete="address-level2"
          placeholder="e.g. Pune"
        />
        <PasswordField field={fields.password} label="Password" autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label="Confirm Password" autoComplete="new-password" />
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating Account..." />
      </Form>
    </AuthCard>
  );
}
