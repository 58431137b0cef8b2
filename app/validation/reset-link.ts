import type { FailureTexts } from "~/lib/action-result";
import { resetPasswordSchema } from "./auth";
import { intent } from "./fields";
import { z } from "./zod";

// A new password chosen through the link a password reset email carries (/reset-password/link).

export const RESET_LINK_INVALID = "This reset link is not valid. Ask for a new one.";

/** The link's token: 32 random bytes, base64url (services/password-reset-link.server.ts). */
export const resetLinkSchema = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  password: resetPasswordSchema.shape.password,
});

/** The page's form adds the confirmation. */
export const resetLinkFormSchema = resetLinkSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your new password" }) })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const resetLinkActionSchema = z.discriminatedUnion("intent", [resetLinkFormSchema.extend({ intent: intent("resetWithLink") })]);
export const RESET_LINK_FAILURES: FailureTexts<"resetWithLink"> = {
  resetWithLink: { network: "Network error occurred", server: "An unexpected error occurred" },
};

export type ResetLinkInput = z.infer<typeof resetLinkSchema>;
