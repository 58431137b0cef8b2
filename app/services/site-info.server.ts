import { eq } from "drizzle-orm";
import { siteSettings, type SiteSettingKey } from "~/db/schema";
import { authorize, canManageSettings, type Actor } from "~/lib/permissions";
import { DEFAULT_SITE_INFO, type AdminWhatsApp, type SiteInfo } from "~/lib/site";
import type { AdminWhatsAppInput } from "~/validation/site-info";
import type { Deps } from "./deps.server";

const NUMBER_KEYS = ["franchiseeNotifications", "contactFormNotifications", "franchiseEnquiryNumber"] as const;

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

/**
 * Site info in one query, to show: what administrators saved over the built-in defaults, as
 * `reader` may see it. The spec's rule, a failed load keeps the built-in defaults, holds for what
 * is displayed; the WhatsApp numbers have no default, so a failed load shows no number at all.
 */
export async function getSiteInfo({ db }: Pick<Deps, "db">, reader: Actor | null): Promise<SiteInfo> {
  let rows: (typeof siteSettings.$inferSelect)[];
  try {
    rows = await db.select().from(siteSettings).all();
  } catch (error) {
    console.error("Site info could not be read; showing the defaults", error);
    return DEFAULT_SITE_INFO;
  }
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<Record<SiteSettingKey, unknown>>;
  const { franchiseeNotifications, ...publicNumbers } = savedNumbers(saved.adminWhatsApp);
  return {
    contact: { ...DEFAULT_SITE_INFO.contact, ...(saved.contact as object | undefined) },
    socialLinks: { ...DEFAULT_SITE_INFO.socialLinks, ...(saved.socialLinks as object | undefined) },
    // The other two numbers are public chat links; this one is where the admins' own feed goes.
    adminWhatsApp: canManageSettings(reader) && franchiseeNotifications ? { franchiseeNotifications, ...publicNumbers } : publicNumbers,
    testimonials: Array.isArray(saved.testimonials) ? (saved.testimonials as SiteInfo["testimonials"]) : DEFAULT_SITE_INFO.testimonials,
  };
}

/**
 * The WhatsApp numbers administrators saved, for sending and saving. Unlike getSiteInfo, a failed
 * read throws: the caller retries, and never sends to or saves anything in place of what it could not read.
 */
export async function readAdminWhatsApp({ db }: Pick<Deps, "db">): Promise<AdminWhatsApp> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "adminWhatsApp")).get();
  return savedNumbers(row?.value);
}

/** Saves the WhatsApp numbers an admin sent; numbers not sent keep their value. Admins only. */
export async function saveAdminWhatsApp({ db }: Pick<Deps, "db">, actor: Actor | null, input: AdminWhatsAppInput): Promise<SiteInfo> {
  authorize(actor, canManageSettings, "Only administrators can change the WhatsApp numbers.");
  const current = await readAdminWhatsApp({ db });
  const sent = Object.fromEntries(Object.entries(input.adminWhatsApp).filter(([, number]) => number));
  const value = { ...current, ...sent };
  const updatedAt = new Date().toISOString();
  await db
    .insert(siteSettings)
    .values({ key: "adminWhatsApp", value, updatedAt })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt } });
  return getSiteInfo({ db }, actor);
}
