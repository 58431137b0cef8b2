import { getFormProps } from "@conform-to/react";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, PasswordField, SubmitButton } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { safeRedirectPath } from "~/web/form.server";
import { requireSignedInSession } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { mustChangePasswordFirst } from "~/lib/permissions";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { clearedSessionCookie, sessionCookie } from "~/web/session.server";
import { SITE_NAME } from "~/lib/site";
import { SignedInDevices } from "~/components/account/signed-in-devices";
import { changePassword } from "~/services/auth.server";
import { depsFrom } from "~/services/deps.server";
import { endSession, listSessions, signOut } from "~/services/sessions.server";
import { changePasswordFormSchema } from "~/validation/auth";
import { PASSWORD_PAGE_FAILURES, passwordPageActionSchema } from "~/validation/sessions";

export const meta: MetaFunction = () => [{ title: `Change Password | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

/**
 * Any signed-in user, including one still on a temporary password (whom every other page sends
 * here); the devices the account is signed in on, once it has a password of its own.
 */
export async function loader(args: LoaderFunctionArgs) {
  const session = await requireSignedInSession(args);
  const mustChange = mustChangePasswordFirst(session.actor);
  const sessions = mustChange ? [] : await listSessions(depsFrom(args.context), session, session.actor.id);
  return { mustChange, sessions };
}

/** Signed out here: the cookie goes, and the visitor signs in again. */
const signedOutHere = () => redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie() } });

export const action = pageAction({
  // The one page an account on a temporary password may use.
  guard: requireSignedInSession,
  schema: passwordPageActionSchema,
  failures: PASSWORD_PAGE_FAILURES,
  hideFields: ["currentPassword", "newPassword", "confirmPassword"],
  handlers: {
    changePassword: async ({ deps, actor: { actor }, input, args, form }) => {
      // Guessing the current password is rate-limited like signing in.
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { token } = await changePassword(deps, actor, input, { userAgent: args.request.headers.get("User-Agent") });
      // The new token replaces the old one, which (with every other session) has just ended.
      const to = safeRedirectPath(form?.get("redirectTo"));
      throw redirect(`${to}${to.includes("?") ? "&" : "?"}passwordChanged=1`, { headers: { "Set-Cookie": sessionCookie(token) } });
    },
    signOut: async ({ deps, actor, input }) => {
      const { message } = await signOut(deps, actor, input.from);
      if (input.from !== "other-devices") throw signedOutHere();
      return { message };
    },
    endSession: async ({ deps, actor, input }) => {
      const { message } = await endSession(deps, actor, actor.actor.id, input.sessionId);
      if (input.sessionId === actor.sessionId) throw signedOutHere();
      return { message };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PASSWORD_PAGE_FAILURES);

export default function ChangePasswordPage() {
  const { mustChange, sessions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { form, fields, busy } = useSchemaForm({
    id: "change-password",
    schema: changePasswordFormSchema,
    action: "/account/password",
    result,
  });

  return (
    <AuthCard
      title={mustChange ? "Choose your own password" : "Change password"}
      subtitle={
        mustChange
          ? "Your account was created with a temporary password. Choose a password of your own to continue."
          : "Changing it signs you out on every other device."
      }
      footer={
        mustChange ? (
          <Form method="post" action="/logout">
            <button type="submit" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Sign out instead
            </button>
          </Form>
        ) : null
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="changePassword" />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <PasswordField
          field={fields.currentPassword}
          label={mustChange ? "Temporary password" : "Current password"}
          autoComplete="current-password"
        />
        <PasswordField field={fields.newPassword} label="New password" autoComplete="new-password" />
        <PasswordField field={fields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
        <SubmitButton busy={busy} label="Save Password" busyLabel="Saving..." />
      </Form>
      {mustChange ? null : <SignedInDevices sessions={sessions} />}
    </AuthCard>
  );
}
