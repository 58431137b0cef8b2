import type { FailureTexts } from "~/lib/action-result";
import { changePasswordFormSchema } from "./auth";
import { intent } from "./fields";
import { z } from "./zod";

/** Which of the caller's own sessions a sign-out ends (docs/decisions/0004-per-device-sessions.md). */
export const SIGN_OUT_SCOPES = ["this-device", "other-devices", "all-devices"] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

const scopeField = z.enum(SIGN_OUT_SCOPES, { error: 'from must be "this-device", "other-devices" or "all-devices"' });

/** POST /api/auth/logout and the /logout form: `{ from? }`, this device when left out. */
export const signOutSchema = z.object({ from: scopeField.default("this-device") });

const sessionIdField = z.string({ error: "sessionId is required" }).trim().min(1, "sessionId is required").max(64, "sessionId is too long");

// The password page's forms: the password itself, signing out other devices (or all), ending one session.
export const passwordPageActionSchema = z.discriminatedUnion("intent", [
  changePasswordFormSchema.extend({ intent: intent("changePassword") }),
  z.object({ intent: intent("signOut"), from: scopeField }),
  z.object({ intent: intent("endSession"), sessionId: sessionIdField }),
]);

const AUTH_FAILURES = { network: "Network error occurred", server: "An unexpected error occurred" } as const;
export const PASSWORD_PAGE_FAILURES: FailureTexts<"changePassword" | "signOut" | "endSession"> = {
  changePassword: AUTH_FAILURES,
  signOut: "Could not sign out",
  endSession: "Could not end the session",
};

// The admin's Sessions dialog (app/components/admin/user-sessions.tsx), posted to /admin/users/:id/sessions.
export const userSessionsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("endSession"), sessionId: sessionIdField }),
  z.object({ intent: intent("endAllSessions") }),
]);
export const USER_SESSIONS_FAILURES: FailureTexts<"endSession" | "endAllSessions"> = {
  endSession: "Could not end the session",
  endAllSessions: "Could not end the sessions",
};
