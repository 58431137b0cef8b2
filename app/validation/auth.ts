import type { FailureTexts } from "~/lib/action-result";
import { emailField, intent, nameField, textField, whatsappField } from "./fields";
import { z } from "./zod";

// Shared by the JSON API, the page actions and the forms, so all three say the same thing.

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

const newPasswordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters long")
  .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long");

/**
 * The check that the confirmation matches the new password (forms only), said even while other
 * fields (say, the name) still have errors.
 */
function confirmationMatches<Field extends string>(field: Field) {
  const matches = (data: Record<Field | "confirmPassword", unknown>) => data[field] === data.confirmPassword;
  const options = {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    when: ({ value }: { value: unknown }) => {
      const v = value as Record<string, unknown>;
      return typeof v[field] === "string" && typeof v.confirmPassword === "string";
    },
  };
  return [matches, options] as const;
}

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long"),
});

/** The API's sign-in may bring the device token its last sign-in answered (lib/device-token.server.ts). */
export const apiLoginSchema = loginSchema.extend({
  deviceToken: z.string({ error: "deviceToken must be a string" }).max(200, "deviceToken must be at most 200 characters").optional(),
});

/** The registration payload of `POST /api/auth/register`. Only franchise accounts can sign up. */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  whatsappNumber: whatsappField,
  // Where the applicant means to open a centre: shown to the admin in Pending Requests.
  city: textField("City")
    .trim()
    .max(100, "City must be at most 100 characters")
    .optional()
    .transform((value) => value || null),
  password: newPasswordField,
  role: z.literal("franchise", { error: "Only franchise partner accounts can be registered" }).optional(),
});

/** The sign-up form adds the confirmation, which never leaves the browser's page action. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine(...confirmationMatches("password"));

/** Choosing a new password (the first sign-in of an account an admin made, or any time after). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long"),
  newPassword: newPasswordField,
});

/** The form adds the confirmation, checked in the page action only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your new password" }) })
  .refine(...confirmationMatches("newPassword"))
  .refine((data) => data.newPassword !== data.currentPassword, {
    message: "Choose a password different from the current one",
    path: ["newPassword"],
    when: ({ value }) => {
      const v = value as { newPassword?: unknown; currentPassword?: unknown };
      return typeof v.newPassword === "string" && typeof v.currentPassword === "string";
    },
  });

/** A sign-in to an account an admin has not approved yet: the page shows it as information, not an error. */
export const PENDING_APPROVAL_MESSAGE = "Your account is waiting for approval by an administrator. You can sign in once it is approved.";

// ---- Forgotten passwords ----

/** The one answer to "Forgot password?", whether or not the account exists or can get a code. */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses this email, we have sent a 6-digit code to its WhatsApp number and a reset link to the email (where those are set up), or asked an administrator to help. The code works for 15 minutes, the link for 30.";

/** A wrong, used-up, expired or missing code: one answer, so none of them tells anything apart. */
export const RESET_CODE_MESSAGE = "This code is wrong or no longer valid. Check the code, or ask for a new one.";

export const RESET_CODE_LENGTH = 6;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  email: emailField,
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
  password: newPasswordField,
});

/** The form adds the confirmation, checked in the page action only. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your new password" }) })
  .refine(...confirmationMatches("password"));

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** What the sign-in, sign-up and password forms say when no answer arrives, or the server breaks. */
const AUTH_FAILURES = { network: "Network error occurred", server: "An unexpected error occurred" } as const;

// Each of those pages has one form (a union of one: the page action protocol's shape).
export const loginActionSchema = z.discriminatedUnion("intent", [loginSchema.extend({ intent: intent("login") })]);
export const LOGIN_FAILURES: FailureTexts<"login"> = { login: AUTH_FAILURES };
export const registerActionSchema = z.discriminatedUnion("intent", [registerFormSchema.extend({ intent: intent("register") })]);
export const REGISTER_FAILURES: FailureTexts<"register"> = { register: AUTH_FAILURES };
export const changePasswordActionSchema = z.discriminatedUnion("intent", [
  changePasswordFormSchema.extend({ intent: intent("changePassword") }),
]);
export const CHANGE_PASSWORD_FAILURES: FailureTexts<"changePassword"> = { changePassword: AUTH_FAILURES };
export const forgotActionSchema = z.discriminatedUnion("intent", [forgotPasswordSchema.extend({ intent: intent("forgot") })]);
export const FORGOT_FAILURES: FailureTexts<"forgot"> = { forgot: AUTH_FAILURES };
export const resetActionSchema = z.discriminatedUnion("intent", [resetPasswordFormSchema.extend({ intent: intent("reset") })]);
export const RESET_FAILURES: FailureTexts<"reset"> = { reset: AUTH_FAILURES };
