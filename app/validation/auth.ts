import { z } from "~/validation/zod";

// Shared by the JSON API, the page actions and the forms, so all three say the same thing.

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

const nameField = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

/**
 * WhatsApp numbers are kept in international form (+919876543210) so chat links work;
 * a bare 10-digit Indian mobile number gets +91.
 */
const whatsappField = z
  .string({ error: "WhatsApp number is required" })
  .trim()
  .min(1, "WhatsApp number is required")
  .max(20, "Enter a valid WhatsApp number, e.g. +91 98765 43210")
  .transform((value) => value.replace(/[\s()-]/g, ""))
  .refine((value) => /^(\+\d{10,15}|[6-9]\d{9})$/.test(value), "Enter a valid WhatsApp number, e.g. +91 98765 43210")
  .transform((value) => (value.startsWith("+") ? value : `+91${value}`));

const newPasswordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters long")
  .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long");

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters long"),
});

/** The registration payload of `POST /api/auth/register`. Only franchise accounts can sign up. */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  whatsappNumber: whatsappField,
  password: newPasswordField,
  role: z.literal("franchise", { error: "Only franchise partner accounts can be registered" }).optional(),
});

/** The sign-up form adds the confirmation, which never leaves the browser's page action. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    // Say it even while other fields (say, the name) still have errors.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string";
    },
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
