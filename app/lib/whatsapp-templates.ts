import { SITE_NAME } from "./site";

// The WhatsApp message templates the site sends. WhatsApp delivers a message the business starts
// only as a template approved in advance in WhatsApp Manager; free text goes only as an answer
// within 24 hours of the number's last message (services/whatsapp-replies.server.ts). Each kind has
// a default name (Settings may give the name it was approved under, or switch it off), a language,
// a category and its ordered parameters; README lists the text to submit for each.

/** WhatsApp's customer service window: free text reaches a number for this long after it last wrote. */
export const WINDOW_HOURS = 24;

export const WHATSAPP_TEMPLATE_KINDS = [
  "admin_alert",
  "partner_update",
  "lead_alert",
  "password_code",
  "parent_code",
  "consent_request",
  "parent_notice",
] as const;
export type WhatsAppTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

export const WHATSAPP_CATEGORIES = ["utility", "authentication", "marketing"] as const;
export type WhatsAppCategory = (typeof WHATSAPP_CATEGORIES)[number];

export type WhatsAppTemplate = {
  /** The name it is submitted under (Settings may say another). */
  defaultName: string;
  /** What it is for, as Settings lists it. */
  label: string;
  category: WhatsAppCategory;
  /** WhatsApp's language code. */
  language: string;
  /** What each {{n}} is, in order. */
  parameters: readonly string[];
  /** The body to submit in WhatsApp Manager ({{1}}, {{2}}... in the order of `parameters`). */
  body: string;
};

export const WHATSAPP_TEMPLATES: Readonly<Record<WhatsAppTemplateKind, WhatsAppTemplate>> = {
  admin_alert: {
    defaultName: "admin_alert",
    label: "Alerts to the admins' number (sign-ups, orders, payments, messages)",
    category: "utility",
    language: "en",
    parameters: ["what happened", "the details"],
    body: `New on the ${SITE_NAME} dashboard: {{1}}. {{2}} Open the Admin Dashboard to act on it.`,
  },
  partner_update: {
    defaultName: "partner_update",
    label: "A partner's own updates (approval, orders, payments, results)",
    category: "utility",
    language: "en",
    parameters: ["the update", "the details"],
    body: `Hello from ${SITE_NAME}. {{1}}: {{2}} Your updates are under Kit Ordering, Updates.`,
  },
  lead_alert: {
    defaultName: "lead_alert",
    label: "A new demo booking or franchise enquiry, to the centre or the franchise team",
    category: "utility",
    language: "en",
    parameters: ["what came in", "who and when"],
    body: `${SITE_NAME}: {{1}}. {{2}} Please call them back soon.`,
  },
  password_code: {
    defaultName: "password_code",
    label: "A password reset code (with a copy-code button)",
    category: "authentication",
    language: "en",
    parameters: ["the code"],
    // WhatsApp writes authentication templates itself; only the expiry and the button are chosen.
    body: "{{1}} is your verification code. For your security, do not share this code. (Expiry: 15 minutes; button: Copy code.)",
  },
  parent_code: {
    defaultName: "parent_code",
    label: "A parent's sign-in code for the parents' page (with a copy-code button)",
    category: "authentication",
    language: "en",
    parameters: ["the code"],
    body: "{{1}} is your verification code. For your security, do not share this code. (Expiry: 10 minutes; button: Copy code.)",
  },
  consent_request: {
    defaultName: "consent_request",
    label: "A parent asked to consent to the use of their child's details (when a centre adds the child)",
    category: "utility",
    language: "en",
    parameters: ["the child's name", "the centre", "the parents' page address"],
    body: `Hello from ${SITE_NAME}. {{1}} has been enrolled at {{2}}. Before we use your child's details, please read our privacy notice and choose what you agree to at {{3}} (sign in with this WhatsApp number). Nothing is shared until you do.`,
  },
  parent_notice: {
    defaultName: "parent_notice",
    label: "A parent told of their child's data (a consent recorded from the signed form, an answer to their request)",
    category: "utility",
    language: "en",
    parameters: ["what happened", "the details", "the parents' page address"],
    body: `Hello from ${SITE_NAME}. {{1}}: {{2}} See it, or change it, on your parents' page at {{3}} (sign in with this WhatsApp number).`,
  },
};

/** What Settings keeps for each kind: the approved name and whether it is switched on. */
export type WhatsAppTemplateSetting = { name: string; enabled: boolean };
export type WhatsAppTemplateSettings = Record<WhatsAppTemplateKind, WhatsAppTemplateSetting>;

/** The settings as saved, each kind not saved at its defaults (its own name, switched on). */
export function templateSettings(saved: Partial<Record<WhatsAppTemplateKind, Partial<WhatsAppTemplateSetting>>> | null | undefined) {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [
      kind,
      { name: saved?.[kind]?.name ?? WHATSAPP_TEMPLATES[kind].defaultName, enabled: saved?.[kind]?.enabled ?? true },
    ]),
  ) as WhatsAppTemplateSettings;
}

/** A template name as WhatsApp Manager takes it: lower-case letters, digits and underscores, at most 512. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]{1,512}$/;

/**
 * A parameter as WhatsApp takes it: no line breaks or tabs, no more than four spaces in a row, not
 * empty ("-" stands in), at most 1,024 characters.
 */
export function templateParameter(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat ? [...flat].slice(0, 1024).join("") : "-";
}
