import type { Locale } from "../i18n/locales";
import { SITE_NAME } from "./site";

// The WhatsApp message templates the site sends. WhatsApp delivers a message the business starts
// only as a template approved in advance in WhatsApp Manager; free text goes only as an answer
// within 24 hours of the number's last message (services/whatsapp-replies.server.ts). Each kind has
// a default name (Settings may give the name it was approved under, or switch it off), a category,
// its ordered parameters and its text in each language it is written in. WhatsApp approves each
// language of a template on its own, under the template's one name: English always, and the ones
// written for parents also in Marathi and Hindi, sent in the parent's language once Settings says
// that translation is approved. README lists the texts to submit.

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
  /** What each {{n}} is, in order. */
  parameters: readonly string[];
  /**
   * The body to submit in WhatsApp Manager ({{1}}, {{2}}... in the order of `parameters`), by
   * WhatsApp's language code (en, mr, hi: the same as the site's): English, and any translations.
   */
  bodies: { en: string } & Partial<Record<Translation, string>>;
};

/** The languages a template may be translated into besides English. */
export const TRANSLATIONS = ["mr", "hi"] as const satisfies readonly Locale[];
export type Translation = (typeof TRANSLATIONS)[number];

export const WHATSAPP_TEMPLATES: Readonly<Record<WhatsAppTemplateKind, WhatsAppTemplate>> = {
  admin_alert: {
    defaultName: "admin_alert",
    label: "Alerts to the admins' number (sign-ups, orders, payments, messages)",
    category: "utility",
    parameters: ["what happened", "the details"],
    bodies: { en: `New on the ${SITE_NAME} dashboard: {{1}}. {{2}} Open the Admin Dashboard to act on it.` },
  },
  partner_update: {
    defaultName: "partner_update",
    label: "A partner's own updates (approval, orders, payments, results)",
    category: "utility",
    parameters: ["the update", "the details"],
    bodies: { en: `Hello from ${SITE_NAME}. {{1}}: {{2}} Your updates are under Kit Ordering, Updates.` },
  },
  lead_alert: {
    defaultName: "lead_alert",
    label: "A new demo booking or franchise enquiry, to the centre or the franchise team",
    category: "utility",
    parameters: ["what came in", "who and when"],
    bodies: { en: `${SITE_NAME}: {{1}}. {{2}} Please call them back soon.` },
  },
  password_code: {
    defaultName: "password_code",
    label: "A password reset code (with a copy-code button)",
    category: "authentication",
    parameters: ["the code"],
    // WhatsApp writes authentication templates itself; only the expiry and the button are chosen.
    bodies: { en: "{{1}} is your verification code. For your security, do not share this code. (Expiry: 15 minutes; button: Copy code.)" },
  },
  parent_code: {
    defaultName: "parent_code",
    label: "A parent's sign-in code for the parents' page (with a copy-code button)",
    category: "authentication",
    parameters: ["the code"],
    // WhatsApp writes these in each language; ours repeat them to show what the phone shows.
    bodies: {
      en: "{{1}} is your verification code. For your security, do not share this code. (Expiry: 10 minutes; button: Copy code.)",
      mr: "{{1}} हा तुमचा पडताळणी कोड आहे. तुमच्या सुरक्षिततेसाठी हा कोड कोणालाही सांगू नका. (मुदत: १० मिनिटे; बटण: कोड कॉपी करा.)",
      hi: "{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी को न बताएँ। (समय सीमा: 10 मिनट; बटन: कोड कॉपी करें।)",
    },
  },
  consent_request: {
    defaultName: "consent_request",
    label: "A parent asked to consent to the use of their child's details (when a centre adds the child)",
    category: "utility",
    parameters: ["the child's name", "the centre", "the parents' page address"],
    bodies: {
      en: `Hello from ${SITE_NAME}. {{1}} has been enrolled at {{2}}. Before we use your child's details, please read our privacy notice and choose what you agree to at {{3}} (sign in with this WhatsApp number). Nothing is shared until you do.`,
      mr: `${SITE_NAME} कडून नमस्कार. तुमच्या पाल्याचा ({{1}}) प्रवेश {{2}} येथे झाला आहे. पाल्याची माहिती वापरण्यापूर्वी कृपया आमची गोपनीयता सूचना वाचा आणि तुम्हाला काय मान्य आहे ते {{3}} येथे निवडा (याच WhatsApp नंबरने लॉगिन करा). तुम्ही निवड करेपर्यंत काहीही शेअर केले जाणार नाही.`,
      hi: `${SITE_NAME} की ओर से नमस्ते। आपके बच्चे ({{1}}) का दाख़िला {{2}} में हुआ है। बच्चे की जानकारी इस्तेमाल करने से पहले कृपया हमारी गोपनीयता सूचना पढ़ें और {{3}} पर चुनें कि आप किन बातों से सहमत हैं (इसी WhatsApp नंबर से लॉग इन करें)। जब तक आप नहीं चुनते, कुछ भी साझा नहीं किया जाएगा।`,
    },
  },
  parent_notice: {
    defaultName: "parent_notice",
    label: "A parent told of their child's data (a consent recorded from the signed form, an answer to their request)",
    category: "utility",
    parameters: ["what happened", "the details", "the parents' page address"],
    bodies: {
      en: `Hello from ${SITE_NAME}. {{1}}: {{2}} See it, or change it, on your parents' page at {{3}} (sign in with this WhatsApp number).`,
      mr: `${SITE_NAME} कडून नमस्कार. {{1}}: {{2}} हे पाहण्यासाठी किंवा बदलण्यासाठी {{3}} येथे पालकांचे पान उघडा (याच WhatsApp नंबरने लॉगिन करा).`,
      hi: `${SITE_NAME} की ओर से नमस्ते। {{1}}: {{2}} इसे देखने या बदलने के लिए {{3}} पर अभिभावकों का पेज खोलें (इसी WhatsApp नंबर से लॉग इन करें)।`,
    },
  },
};

/**
 * What Settings keeps for each kind: the approved name, whether it is switched on, and which of its
 * translations WhatsApp has approved (none until the admin says so: a language not approved is refused).
 */
export type WhatsAppTemplateSetting = { name: string; enabled: boolean; translations: Translation[] };
export type WhatsAppTemplateSettings = Record<WhatsAppTemplateKind, WhatsAppTemplateSetting>;

/** The languages a kind is written in besides English. */
export const translationsOf = (kind: WhatsAppTemplateKind): Translation[] =>
  TRANSLATIONS.filter((language) => WHATSAPP_TEMPLATES[kind].bodies[language] !== undefined);

/** The settings as saved, each kind not saved at its defaults (its own name, switched on, English only). */
export function templateSettings(saved: Partial<Record<WhatsAppTemplateKind, Partial<WhatsAppTemplateSetting>>> | null | undefined) {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [
      kind,
      {
        name: saved?.[kind]?.name ?? WHATSAPP_TEMPLATES[kind].defaultName,
        enabled: saved?.[kind]?.enabled ?? true,
        translations: translationsOf(kind).filter((language) => saved?.[kind]?.translations?.includes(language)),
      },
    ]),
  ) as WhatsAppTemplateSettings;
}

/** The language to send a kind in to someone who reads `wanted`: theirs when approved, else English. */
export const templateLanguage = (setting: WhatsAppTemplateSetting, wanted: Locale): Locale =>
  (setting.translations as Locale[]).includes(wanted) ? wanted : "en";

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
