import {
  formatRupees,
  GSTIN_CHECKSUM_WARNING,
  GSTIN_PATTERN,
  GST_STATES,
  gstinChecksumMatches,
  isStateCode,
  normalizeGstin,
  panOfGstin,
  stateOfGstin,
} from "~/lib/gst";
import { youtubeWatchUrl } from "~/lib/site";
import { checkboxField, emailField, intent, isHttpUrl, optionalText, requiredText, textField, whatsappField } from "./fields";
import { TEMPLATE_NAME_PATTERN, translationsOf, WHATSAPP_TEMPLATE_KINDS, type WhatsAppTemplateKind } from "~/lib/whatsapp-templates";
import { leadsSettingsSchema } from "./leads";
import { studentsSettingsSchema } from "./students";
import { z } from "./zod";

// `PUT /api/info` and the Settings tab: every part the admin may save, each checked on its own and
// named in its messages ("business.gstin"), so a bad part is refused with the field it is about.

const phoneField = (label: string) =>
  requiredText(label, 20).refine((value) => /^\+?[\d\s()-]{7,20}$/.test(value), `Enter a valid ${label.toLowerCase()}`);

export const contactSettingsSchema = z.object(
  {
    address: requiredText("Address", 300, "multi"),
    phone: phoneField("Phone"),
    email: emailField,
    mapQuery: optionalText(requiredText("Map search", 300)),
  },
  { error: "contact must be an object with address, phone and email" },
);

/**
 * The person who answers parents' questions about their children's data and their grievances (the
 * DPDP Rules' Rule 9 contact and the grievance officer), shown in the privacy notice (/privacy).
 */
export const privacyContactSchema = z.object(
  {
    name: requiredText("Grievance officer's name", 100),
    email: emailField,
    phone: phoneField("Grievance officer's phone"),
  },
  { error: "privacy must be an object with name, email and phone" },
);

const socialLink = (label: string) =>
  optionalText(
    textField(label)
      .trim()
      .max(300, `${label} link must be at most 300 characters`)
      .refine(isHttpUrl, `${label} link must start with http:// or https://`),
  );

export const socialLinksSchema = z.object(
  { facebook: socialLink("Facebook"), instagram: socialLink("Instagram"), youtube: socialLink("YouTube") },
  { error: "socialLinks must be an object with facebook, instagram and youtube links" },
);

export const RATING_MESSAGE = "Rating must be a whole number from 1 to 5";
export const MAX_TESTIMONIALS = 12;

export const testimonialSchema = z.object({
  name: requiredText("Name", 100),
  role: requiredText("Role", 100),
  content: requiredText("Testimonial", 600, "multi"),
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
});

// A form's empty row arrives as nothing at all: it is a testimonial with every field missing.
export const testimonialsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.map((item) => item ?? {}) : value),
  z.array(testimonialSchema, { error: "testimonials must be a list" }).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
);

export const VIDEO_MESSAGE = "Enter a YouTube link or video id";
export const HOME_VIDEO_COUNT = 3;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com"]);

/** The video id of a YouTube link (watch, youtu.be, shorts, embed, live) or of a bare id; null otherwise. */
export function youtubeIdOf(typed: string): string | null {
  const value = typed.trim();
  if (YOUTUBE_ID.test(value)) return value;
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const id = url.hostname === "youtu.be" ? url.pathname.slice(1) : (url.searchParams.get("v") ?? url.pathname.split("/")[2] ?? "");
  const path = url.pathname.split("/")[1];
  if (url.hostname !== "youtu.be" && !url.searchParams.has("v") && !["shorts", "embed", "live"].includes(path ?? "")) return null;
  return YOUTUBE_ID.test(id) ? id : null;
}

export const videoSchema = z.object({
  url: z
    .string({ error: VIDEO_MESSAGE })
    .trim()
    .min(1, VIDEO_MESSAGE)
    .max(300, VIDEO_MESSAGE)
    .transform((typed, context) => {
      const id = youtubeIdOf(typed);
      if (id) return id;
      context.issues.push({ code: "custom", message: VIDEO_MESSAGE, input: typed });
      return z.NEVER;
    }),
  title: requiredText("Video title", 120),
});

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Up to three videos, saved as `{ youtubeId, title, url }` (the url made from the id). A slot left
 * empty (neither link nor title) is no video.
 */
export const videosSchema = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.filter((item) => !(isBlank(item) || (typeof item === "object" && isBlank(item.url) && isBlank(item.title))))
      : value,
  z
    .array(videoSchema, { error: "videos must be a list of { url, title }" })
    .max(HOME_VIDEO_COUNT, `At most ${HOME_VIDEO_COUNT} videos`)
    .transform((videos) => videos.map(({ url: youtubeId, title }) => ({ youtubeId, title, url: youtubeWatchUrl(youtubeId) }))),
);

export const GSTIN_FORMAT_MESSAGE = "Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV";

const businessGstin = z
  .string({ error: "GSTIN is required" })
  .transform(normalizeGstin)
  .refine((value) => value.length > 0, "GSTIN is required")
  .refine((value) => value.length === 0 || GSTIN_PATTERN.test(value), GSTIN_FORMAT_MESSAGE)
  .refine((value) => !GSTIN_PATTERN.test(value) || stateOfGstin(value) !== undefined, "The GSTIN must begin with a valid state code")
  // The check character catches most typing mistakes (a swapped or wrong character).
  .refine((value) => !GSTIN_PATTERN.test(value) || gstinChecksumMatches(value), GSTIN_CHECKSUM_WARNING);

const STATE_MESSAGE = "Choose the state the business is registered in";

export const businessSchema = z
  .object(
    {
      legalName: requiredText("Legal name", 150),
      tradeName: optionalText(requiredText("Trade name", 150)),
      address: requiredText("Registered address", 300, "multi"),
      stateCode: z.string({ error: STATE_MESSAGE }).trim().refine(isStateCode, STATE_MESSAGE),
      gstin: businessGstin,
      email: emailField,
      phone: phoneField("Phone"),
    },
    { error: "business must be an object with legalName, address, stateCode, gstin, email and phone" },
  )
  // A GSTIN is issued per state: its first two digits are the state of registration.
  .refine(
    (business) =>
      !isStateCode(business.stateCode) || stateOfGstin(business.gstin) === undefined || business.gstin.startsWith(business.stateCode),
    {
      path: ["stateCode"],
      error: (issue) => {
        const code = String((issue.input as { gstin?: string }).gstin ?? "").slice(0, 2);
        return `The GSTIN is registered in ${GST_STATES[code] ?? "another state"} (${code}): choose that state, or check the GSTIN`;
      },
    },
  )
  .transform((business) => ({ ...business, pan: panOfGstin(business.gstin) }));

export const VPA_MESSAGE = "Enter a UPI ID like name@bank";
export const MERCHANT_CODE_MESSAGE = "The merchant category code is 4 digits, e.g. 8299";
export const MAX_UPI_LIMIT = 10_00_000;
export const UPI_LIMIT_MESSAGE = `The UPI limit is a whole number of rupees from ₹1 to ${formatRupees(MAX_UPI_LIMIT)}`;

/** A number field: the form sends text, the API a number; empty is not sent. */
const wholeRupees = (message: string, max: number) =>
  optionalText(
    z.preprocess(
      (value) => (typeof value === "string" ? Number(value.replace(/[\s,]/g, "")) : value),
      z.number({ error: message }).int(message).min(1, message).max(max, message),
    ),
  );

export const upiSchema = z.object(
  {
    vpa: z
      .string({ error: VPA_MESSAGE })
      .trim()
      .max(100, VPA_MESSAGE)
      .refine((value) => /^[a-z0-9][a-z0-9._-]{1,63}@[a-z][a-z0-9]{1,63}$/i.test(value), VPA_MESSAGE)
      .transform((value) => value.toLowerCase()),
    payeeName: requiredText("Payee name", 100),
    // The link's `mc`, sent only when saved (a business registered as a UPI merchant has one).
    merchantCode: optionalText(
      z
        .string({ error: MERCHANT_CODE_MESSAGE })
        .trim()
        .regex(/^\d{4}$/, MERCHANT_CODE_MESSAGE),
    ),
    // Above it, bank transfer only (lib/upi.ts DEFAULT_UPI_LIMIT when not saved).
    limit: wholeRupees(UPI_LIMIT_MESSAGE, MAX_UPI_LIMIT),
  },
  { error: "upi must be an object with vpa and payeeName (merchantCode and limit optional)" },
);

/** The IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_MESSAGE = "Enter the 11-character IFSC: 4 letters, a zero, then 6 letters or digits, e.g. SBIN0001234";
export const ACCOUNT_NUMBER_MESSAGE = "Enter the account number: 9 to 18 digits";

const withoutSpaces = (value: string) => value.replace(/[\s-]/g, "");

/** The bank account partners pay by transfer (NEFT, RTGS, IMPS), with the invoice number as the reference. */
export const bankSchema = z.object(
  {
    accountName: requiredText("Account name", 100),
    accountNumber: z
      .string({ error: ACCOUNT_NUMBER_MESSAGE })
      .transform(withoutSpaces)
      .refine((value) => /^\d{9,18}$/.test(value), ACCOUNT_NUMBER_MESSAGE),
    ifsc: z
      .string({ error: IFSC_MESSAGE })
      .transform((value) => withoutSpaces(value).toUpperCase())
      .refine((value) => IFSC_PATTERN.test(value), IFSC_MESSAGE),
    bankName: requiredText("Bank", 100),
    branch: requiredText("Branch", 100),
  },
  { error: "bank must be an object with accountName, accountNumber, ifsc, bankName and branch" },
);

export const adminWhatsAppNumbersSchema = z
  .object(
    {
      franchiseeNotifications: whatsappField.optional(),
      contactFormNotifications: whatsappField.optional(),
      franchiseEnquiryNumber: whatsappField.optional(),
    },
    { error: "adminWhatsApp must be an object of WhatsApp numbers" },
  )
  .refine((numbers) => Object.values(numbers).some(Boolean), "Send at least one WhatsApp number");

/**
 * The franchise offer's figures as the owner words them ("₹2.5 to 3 lakh"), shown on /franchise: each
 * optional, none invented. At least one, or the part is not sent.
 */
const franchiseFigures = (part: string) =>
  z.object(
    {
      investment: optionalText(requiredText("Investment", 120)),
      fees: optionalText(requiredText("Fees and royalty", 200)),
      payback: optionalText(requiredText("Typical payback", 120)),
      includes: optionalText(requiredText("What the kit and training include", 1000, "multi")),
    },
    { error: `${part} must be an object of investment, fees, payback and includes` },
  );

export const franchiseOfferSchema = franchiseFigures("franchise").refine(
  (offer) => Object.values(offer).some(Boolean),
  "Fill in at least one figure",
);

/**
 * The figures in Marathi or Hindi (franchiseMr, franchiseHi): each one left empty shows the English
 * figure, so an empty set is the English figures.
 */
const translatedFranchiseSchema = (part: string) => franchiseFigures(part);

export const TEMPLATE_NAME_MESSAGE = "A template name is lower-case letters, digits and underscores, as in WhatsApp Manager";

/** A form's one ticked box of a group is a string, none is nothing: both as a list. */
const asList = (value: unknown) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]);

/**
 * One template's approved name, whether it is switched on (a form's unticked box, or left out:
 * off), and which of its translations WhatsApp approved (only languages it is written in).
 */
const templateSetting = (kind: WhatsAppTemplateKind) => {
  const written = translationsOf(kind);
  const translationsMessage = written.length
    ? `translations may name ${written.join(" and ")}, the languages this template is written in besides English`
    : "This template is written in English only: translations must be empty";
  return z
    .object({
      name: z.string({ error: TEMPLATE_NAME_MESSAGE }).trim().regex(TEMPLATE_NAME_PATTERN, TEMPLATE_NAME_MESSAGE),
      enabled: checkboxField(z.boolean({ error: "enabled must be true or false" }).default(false)),
      translations: z.preprocess(
        asList,
        z.array(
          z.string({ error: translationsMessage }).refine((language) => (written as string[]).includes(language), translationsMessage),
        ),
      ),
    })
    .optional();
};

/**
 * Each WhatsApp template's name as approved in WhatsApp Manager, whether it is switched on, and its
 * approved translations (lib/whatsapp-templates.ts).
 */
export const whatsappTemplatesSchema = z.strictObject(
  Object.fromEntries(WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, templateSetting(kind)])) as Record<
    WhatsAppTemplateKind,
    ReturnType<typeof templateSetting>
  >,
  {
    error: `whatsappTemplates must be an object of ${WHATSAPP_TEMPLATE_KINDS.join(", ")}, each { name, enabled, translations }`,
  },
);

/** The parts of the site settings, each saved under its own key (site_settings). */
export const SETTINGS_PARTS = [
  "contact",
  "socialLinks",
  "testimonials",
  "videos",
  "business",
  "adminWhatsApp",
  "upi",
  "bank",
  "leads",
  "franchise",
  "whatsappTemplates",
  "privacy",
  "students",
  // What the owner writes in Marathi and Hindi: a list left empty, or a figure, shows the English one.
  "testimonialsMr",
  "testimonialsHi",
  "franchiseMr",
  "franchiseHi",
] as const;
export type SettingsPart = (typeof SETTINGS_PARTS)[number];

const settingsShape = {
  contact: contactSettingsSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
  testimonials: testimonialsSchema.optional(),
  videos: videosSchema.optional(),
  business: businessSchema.optional(),
  adminWhatsApp: adminWhatsAppNumbersSchema.optional(),
  upi: upiSchema.optional(),
  bank: bankSchema.optional(),
  leads: leadsSettingsSchema.optional(),
  franchise: franchiseOfferSchema.optional(),
  whatsappTemplates: whatsappTemplatesSchema.optional(),
  privacy: privacyContactSchema.optional(),
  students: studentsSettingsSchema.optional(),
  testimonialsMr: testimonialsSchema.optional(),
  testimonialsHi: testimonialsSchema.optional(),
  franchiseMr: translatedFranchiseSchema("franchiseMr").optional(),
  franchiseHi: translatedFranchiseSchema("franchiseHi").optional(),
};

const NO_PART_MESSAGE = `Send at least one of ${SETTINGS_PARTS.join(", ")}`;

/** `PUT /api/info`: any subset of the parts; a part left out keeps its saved value. */
export const siteSettingsSchema = z
  .strictObject(settingsShape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown setting: ${issue.keys.join(", ")}. ${NO_PART_MESSAGE}` : undefined),
  })
  .refine((input) => SETTINGS_PARTS.some((part) => input[part] !== undefined), NO_PART_MESSAGE);

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;

/** The WhatsApp numbers alone (the Updates tab's former form; the API takes them within the settings). */
export const adminWhatsAppSchema = z.object({ adminWhatsApp: adminWhatsAppNumbersSchema });
export type AdminWhatsAppInput = z.infer<typeof adminWhatsAppSchema>;

/**
 * One section of the Settings tab: it names the part it saves (`part`) and sends that part's
 * fields (`business.gstin` and so on). A testimonials list emptied by the admin sends no field at
 * all, which is saved as no testimonials.
 */
export const saveSettingsFormSchema = z
  .object({ intent: intent("saveSettings"), part: z.enum(SETTINGS_PARTS, { error: "part must be a settings part" }), ...settingsShape })
  .refine((input) => input.part === "testimonials" || input[input.part] !== undefined, "Please fill in this section");

/** The one part a Settings form saves, as the API would take it. */
export function settingsFromForm(input: z.output<typeof saveSettingsFormSchema>): SiteSettingsInput {
  if (input.part === "testimonials") return { testimonials: input.testimonials ?? [] };
  return { [input.part]: input[input.part] } as SiteSettingsInput;
}
