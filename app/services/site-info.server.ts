import { eq, inArray, sql } from "drizzle-orm";
import { templateSettings, type WhatsAppTemplateSettings } from "~/lib/whatsapp-templates";
import type { Db } from "~/db/client.server";
import { readTogether } from "~/db/read-together.server";
import { insertSelect } from "~/db/insert-select.server";
import { invoiceSeries, siteSettings, type SiteSettingKey } from "~/db/schema";
import { INVOICE_PREFIX } from "~/lib/gst";
import { authorize, canManageSettings, canOrderKits, type Actor } from "~/lib/permissions";
import {
  DEFAULT_SITE_INFO,
  type AdminWhatsApp,
  type FranchiseOffer,
  type SiteInfo,
  type Testimonial,
  type TranslatedContent,
} from "~/lib/site";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { DEFAULT_RETENTION_MONTHS, leadsSettingsSchema } from "~/validation/leads";
import { DEFAULT_ARCHIVED_RETENTION_MONTHS, studentsSettingsSchema } from "~/validation/students";
import { SETTINGS_PARTS, type SiteSettingsInput } from "~/validation/site-info";
import { activityEntry } from "./activity.server";
import { savedBrochure } from "./franchise-brochure.server";
import type { Deps } from "./deps.server";

const NUMBER_KEYS = ["franchiseeNotifications", "contactFormNotifications", "franchiseEnquiryNumber"] as const;

type SettingRow = typeof siteSettings.$inferSelect;
type Saved = Partial<Record<SiteSettingKey, unknown>>;

/** The saved numbers that are numbers: whatever else a row holds is treated as not saved. */
function savedNumbers(value: unknown): AdminWhatsApp {
  const saved = (value ?? {}) as Record<string, unknown>;
  const numbers: AdminWhatsApp = {};
  for (const key of NUMBER_KEYS) {
    const number = saved[key];
    if (typeof number === "string" && number.trim()) numbers[key] = number;
  }
  return numbers;
}

const savedRetention = (value: unknown) => {
  const parsed = leadsSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data.retentionMonths : DEFAULT_RETENTION_MONTHS;
};

const savedArchivedRetention = (value: unknown) => {
  const parsed = studentsSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data.archivedRetentionMonths : DEFAULT_ARCHIVED_RETENTION_MONTHS;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Where the owner's Marathi and Hindi versions are saved. */
const TRANSLATED_KEYS = {
  mr: { testimonials: "testimonialsMr", franchise: "franchiseMr" },
  hi: { testimonials: "testimonialsHi", franchise: "franchiseHi" },
} as const;

/** The testimonials and franchise figures saved in a language ([] and null when none). */
function translatedContent(saved: Saved, language: keyof typeof TRANSLATED_KEYS): TranslatedContent {
  const testimonials = saved[TRANSLATED_KEYS[language].testimonials];
  const franchise = saved[TRANSLATED_KEYS[language].franchise];
  return {
    testimonials: Array.isArray(testimonials) ? (testimonials as Testimonial[]) : [],
    franchise: isObject(franchise) ? (franchise as FranchiseOffer) : null,
  };
}

/**
 * Site info from the saved rows, as `reader` may see it in `locale`; what was never saved keeps its
 * default. In Marathi or Hindi, the owner's own testimonials replace the English ones, and each
 * franchise figure written in that language replaces the English figure.
 */
function siteInfoFrom(rows: SettingRow[] | null, reader: Actor | null, locale: Locale = DEFAULT_LOCALE): SiteInfo {
  const saved: Saved = Object.fromEntries((rows ?? []).map((row) => [row.key, row.value]));
  const { franchiseeNotifications, ...publicNumbers } = savedNumbers(saved.adminWhatsApp);
  const info: SiteInfo = {
    contact: { ...DEFAULT_SITE_INFO.contact, ...(isObject(saved.contact) ? saved.contact : {}) },
    // Saved links replace the defaults whole: a link the admin removed shows no icon.
    socialLinks: isObject(saved.socialLinks) ? saved.socialLinks : DEFAULT_SITE_INFO.socialLinks,
    // The other two numbers are public chat links; this one is where the admins' own feed goes.
    adminWhatsApp: canManageSettings(reader) && franchiseeNotifications ? { franchiseeNotifications, ...publicNumbers } : publicNumbers,
    testimonials: Array.isArray(saved.testimonials) ? (saved.testimonials as SiteInfo["testimonials"]) : DEFAULT_SITE_INFO.testimonials,
    // Printed on every invoice, so public like the invoice itself.
    business: isObject(saved.business) ? (saved.business as SiteInfo["business"]) : null,
    videos: Array.isArray(saved.videos) ? (saved.videos as SiteInfo["videos"]) : DEFAULT_SITE_INFO.videos,
    franchise: isObject(saved.franchise) ? (saved.franchise as SiteInfo["franchise"]) : null,
    // Public: the privacy notice names them for parents.
    privacy: isObject(saved.privacy) ? (saved.privacy as SiteInfo["privacy"]) : null,
  };
  // The brochure's size and date, for the franchise page's link (its storage key stays here).
  if (locale !== "en") {
    const own = translatedContent(saved, locale);
    if (own.testimonials.length) info.testimonials = own.testimonials;
    if (own.franchise && Object.keys(own.franchise).length) info.franchise = { ...info.franchise, ...own.franchise };
  }
  const brochure = savedBrochure(saved.franchiseBrochure);
  if (brochure) info.franchiseBrochure = { bytes: brochure.bytes, uploadedAt: brochure.uploadedAt };
  // The UPI payee and the bank account are for the ones who pay (approved partners) and the admins
  // who set them; a visitor has nothing to pay, so they are not handed to every scraper.
  // How long leads and archived students are kept: the admins' own settings (Settings, Leads and Students).
  if (canManageSettings(reader)) {
    info.leads = { retentionMonths: savedRetention(saved.leads) };
    info.students = { archivedRetentionMonths: savedArchivedRetention(saved.students) };
    info.whatsappTemplates = templateSettings(saved.whatsappTemplates as never);
    info.translations = { mr: translatedContent(saved, "mr"), hi: translatedContent(saved, "hi") };
  }
  if (canOrderKits(reader)) {
    info.upi = isObject(saved.upi) ? (saved.upi as SiteInfo["upi"]) : null;
    info.bank = isObject(saved.bank) ? (saved.bank as SiteInfo["bank"]) : null;
  }
  return info;
}

// One read per request: the site layout (the footer), the page and its loaders share it. A save
// within the request puts the rows it wrote in its place.
const readsByDb = new WeakMap<Db, Promise<SettingRow[] | null>>();

function readSettings(db: Db): Promise<SettingRow[] | null> {
  let pending = readsByDb.get(db);
  if (!pending) {
    // With the request's other reads (the page's own, the user's): one round trip for all.
    pending = readTogether(db, db.select().from(siteSettings)).catch((error: unknown) => {
      console.error("Site info could not be read; showing the defaults", error);
      return null;
    });
    readsByDb.set(db, pending);
  }
  return pending;
}

/**
 * Site info, to show: what administrators saved over the built-in defaults, as `reader` may see
 * it, in one query per request. The spec's rule, a failed load keeps the built-in defaults, holds
 * for what is displayed; the WhatsApp numbers have no default, so a failed load shows no number at all.
 */
export async function getSiteInfo({ db }: Pick<Deps, "db">, reader: Actor | null, locale: Locale = DEFAULT_LOCALE): Promise<SiteInfo> {
  return siteInfoFrom(await readSettings(db), reader, locale);
}

/**
 * The WhatsApp numbers administrators saved, for sending. Unlike getSiteInfo, a failed read
 * throws: the caller retries, and never sends to anything in place of what it could not read.
 */
export async function readAdminWhatsApp({ db }: Pick<Deps, "db">): Promise<AdminWhatsApp> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "adminWhatsApp")).get();
  return savedNumbers(row?.value);
}

/** What WhatsApp delivery reads of the settings, in one query: the admins' numbers and the templates' names and switches. */
export async function readWhatsAppSettings({ db }: Pick<Deps, "db">): Promise<AdminWhatsApp & { templates: WhatsAppTemplateSettings }> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["adminWhatsApp", "whatsappTemplates"]));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  return { ...savedNumbers(valueOf("adminWhatsApp")), templates: templateSettings(valueOf("whatsappTemplates") as never) };
}

/**
 * Saves the parts of the site settings an admin sent, in one statement (all or nothing); a part
 * not sent keeps its saved value, and so does a WhatsApp number not sent (the numbers are merged
 * into the saved ones by the database, so nothing read earlier can be written back over them).
 * Answers the site info as saved, read in the same batch. Admins only.
 */
/** How the activity log names each part of the settings. */
const SETTINGS_LABELS: Record<(typeof SETTINGS_PARTS)[number], string> = {
  contact: "the contact details",
  socialLinks: "the social links",
  testimonials: "the testimonials",
  videos: "the home videos",
  business: "the business details",
  adminWhatsApp: "the WhatsApp numbers",
  upi: "the UPI payee",
  bank: "the bank account",
  leads: "the leads retention",
  franchise: "the franchise figures",
  whatsappTemplates: "the WhatsApp templates",
  privacy: "the privacy contact",
  students: "the archived students' retention",
  testimonialsMr: "the Marathi testimonials",
  testimonialsHi: "the Hindi testimonials",
  franchiseMr: "the Marathi franchise figures",
  franchiseHi: "the Hindi franchise figures",
};

/**
 * A GSTIN saved for the first time gets its own invoice series (CGST Rule 46(b)): the first one the
 * series the invoices always had (KIT), the next KITB, KITC and so on; one saved before keeps its own.
 */
function invoiceSeriesFor(db: Deps["db"], gstin: string, createdAt: string) {
  return insertSelect(
    db,
    invoiceSeries,
    {
      gstin,
      prefix: sql`case when c.n = 0 then ${INVOICE_PREFIX} when c.n < 26 then ${INVOICE_PREFIX} || char(65 + c.n) else ${INVOICE_PREFIX} || c.n end`,
      createdAt,
    },
    {
      from: sql`(select count(*) as n from ${invoiceSeries}) c`,
      where: sql`not exists (select 1 from ${invoiceSeries} where ${invoiceSeries.gstin} = ${gstin})`,
    },
  );
}

export async function saveSiteSettings({ db }: Pick<Deps, "db">, actor: Actor | null, input: SiteSettingsInput): Promise<SiteInfo> {
  const admin = authorize(actor, canManageSettings, "Only administrators can change the site settings.");
  const updatedAt = new Date().toISOString();
  const values = SETTINGS_PARTS.flatMap((key) => (input[key] === undefined ? [] : [{ key, value: input[key], updatedAt }]));
  const [, , rows] = await db.batch([
    db
      .insert(siteSettings)
      .values(values)
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value: sql`case when ${siteSettings.key} = 'adminWhatsApp' then json_patch(${siteSettings.value}, excluded.value) else excluded.value end`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
    activityEntry(db, admin, {
      action: "settings.update",
      target: values.map((value) => value.key).join(","),
      summary: `Updated ${values.map((value) => SETTINGS_LABELS[value.key]).join(", ")}`,
    }),
    db.select().from(siteSettings),
    ...(input.business?.gstin ? [invoiceSeriesFor(db, input.business.gstin, updatedAt)] : []),
  ]);
  readsByDb.set(db, Promise.resolve(rows));
  return siteInfoFrom(rows, admin);
}
