import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from "~/lib/image-rules";
import { normalizeIndianPhone } from "~/lib/indian-phones";
import { z } from "./zod";

// Fields several payloads share, with the same messages everywhere.

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

/**
 * Whether text may hold line breaks: a one-line field (a name, a title) takes no control
 * character at all; a multi-line one (a post, a message) keeps tab, line feed and carriage
 * return (a textarea sends its line breaks as CRLF).
 */
export type TextLines = "single" | "multi";

// Unicode's control characters (C0, DEL and C1). No one types them, nothing shows them, and XML
// 1.0 cannot carry most of them even escaped: one in a title would break the RSS feed for everyone.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTER: Record<TextLines, RegExp> = {
  single: /[\u0000-\u001f\u007f-\u009f]/,
  multi: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
};
/* eslint-enable no-control-regex */

export const hasControlCharacter = (value: string, lines: TextLines = "single") => CONTROL_CHARACTER[lines].test(value);

const controlCharacterMessage = (label: string, lines: TextLines) =>
  lines === "single" ? `${label} must be one line, without tabs or control characters` : `${label} must not contain control characters`;

/**
 * Text people read, with `label` named in its messages: a string without control characters
 * (checked before trimming, so none hides at an end). Every text field of every payload starts here.
 */
export const textField = (
  label: string,
  { lines = "single", error = `${label} must be text` }: { lines?: TextLines; error?: string } = {},
) => z.string({ error }).refine((value) => !hasControlCharacter(value, lines), controlCharacterMessage(label, lines));

export const nameField = textField("Full name", { error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

const WHATSAPP_MESSAGE = "Enter a valid WhatsApp number, e.g. +91 98765 43210";
/** Longer than any number written with its separators; the browser's maxlength too. */
const WHATSAPP_MAX_TYPED = 30;

/**
 * A WhatsApp number as people type it, in the international form chat links use (+919812345678),
 * or null when it is not a phone number. Without a +, it is an Indian mobile number (10 digits
 * starting 6-9) written alone, after a trunk 0, or after 91 (the form wa.me links use); with a +,
 * any E.164 number (country code, up to 15 digits), and +91 must be followed by such a mobile.
 */
export function normalizeWhatsApp(typed: string): string | null {
  // The separators people put between digit groups: spaces, hyphens, dots, "(+91)".
  const compact = typed.replace(/[ \u00a0().-]/g, "");
  const indian = (national: string) => (/^0?[6-9]\d{9}$/.test(national) ? `+91${national.slice(-10)}` : null);
  if (compact.startsWith("+")) {
    const digits = compact.slice(1);
    if (digits.startsWith("91")) return indian(digits.slice(2));
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (/^91[6-9]\d{9}$/.test(compact)) return `+${compact}`;
  return indian(compact);
}

/** A WhatsApp number, kept in international form (see normalizeWhatsApp). */
export const whatsappField = z
  .string({ error: "WhatsApp number is required" })
  .trim()
  .min(1, "WhatsApp number is required")
  .max(WHATSAPP_MAX_TYPED, WHATSAPP_MESSAGE)
  .transform((typed, context) => {
    const number = normalizeWhatsApp(typed);
    if (number) return number;
    context.issues.push({ code: "custom", message: WHATSAPP_MESSAGE, input: typed });
    return z.NEVER;
  });

/** A phone as a person types it, read into the form it is kept in by `read`, or refused with `message`. */
const typedPhoneField = (label: string, message: string, read: (typed: string) => string | null) =>
  z
    .string({ error: message })
    .trim()
    .min(1, `${label} is required`)
    .max(WHATSAPP_MAX_TYPED, message)
    .transform((typed, context) => {
      const number = read(typed);
      if (number) return number;
      context.issues.push({ code: "custom", message, input: typed });
      return z.NEVER;
    });

/**
 * An Indian mobile number (a contact phone), read and kept like a WhatsApp number
 * (normalizeWhatsApp: +919812345678), but only +91 numbers: the kits are delivered in India.
 */
export const mobileField = (label: string) =>
  typedPhoneField(label, `${label} must be an Indian mobile number, e.g. +91 98765 43210`, (typed) => {
    const number = normalizeWhatsApp(typed);
    return number?.startsWith("+91") ? number : null;
  });

/**
 * A place's phone: an Indian mobile, or a landline with its STD code (a centre's own number often
 * is one), kept in the international form like a mobile (normalizeIndianPhone: +912024371234).
 */
export const indianPhoneField = (label: string) =>
  typedPhoneField(
    label,
    `${label} must be an Indian mobile number, or a landline with its STD code, e.g. +91 98765 43210 or 020 2437 1234`,
    normalizeIndianPhone,
  );

/** A required text field, trimmed, with a length limit, named in its messages; one line unless said. */
export const requiredText = (label: string, max: number, lines: TextLines = "single") =>
  textField(label, { lines, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date field, with one message for every way it can be wrong. */
export const calendarDateField = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

/** An absolute http(s) URL, as typed: the URL parser would quietly drop a tab or line break in it. */
export function isHttpUrl(value: string): boolean {
  if (hasControlCharacter(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Blank text and null mean "not given". */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value), schema.optional());

/** A list filter of a query string: one of `values`; absent, empty or "all" means no filter. */
export const listFilter = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess(
    (value) => (value === "" || value === "all" || value === null ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );

/** A picked image file: the limits the server checks on the bytes, said before uploading. */
export const imageFileField = z
  .file({ error: "Choose an image to upload" })
  .max(MAX_IMAGE_BYTES, MAX_IMAGE_MESSAGE)
  .mime(Object.keys(IMAGE_TYPES), UNSUPPORTED_IMAGE_MESSAGE);

/** The id a form acts on (a hidden field, or the action URL's `?id=`). */
export const idField = z.string({ error: "id is required" }).trim().min(1, "id is required");

/** A form's intent, for a page's discriminated union of forms. */
export const intent = <const Name extends string>(name: Name) => z.literal(name);

/**
 * A form's checkbox ("on" when ticked; the API sends true): what `inner` reads, given true for a
 * tick. An unticked box sends nothing.
 */
export const checkboxField = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === "on" || value === "true" ? true : value), inner);
