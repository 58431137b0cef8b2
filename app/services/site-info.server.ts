import { siteSettings, type SiteSettingKey } from "~/db/schema";
import { authorize, canManageSettings, type Actor } from "~/lib/permissions";
import { DEFAULT_SITE_INFO, type SiteInfo } from "~/lib/site";
import type { AdminWhatsAppInput } from "~/validation/site-info";
import type { Deps } from "./deps.server";

/** Site info in one query: what administrators saved, over the built-in defaults (numbers merged one by one). */
export async function getSiteInfo({ db }: Pick<Deps, "db">): Promise<SiteInfo> {
  let rows: (typeof siteSettings.$inferSelect)[];
  try {
    rows = await db.select().from(siteSettings).all();
  } catch (error) {
    // The spec's rule: a failed load of site info keeps the built-in defaults.
    console.error("Site info could not be read; showing the defaults", error);
    return DEFAULT_SITE_INFO;
  }
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<Record<SiteSettingKey, unknown>>;
  return {
    contact: { ...DEFAULT_SITE_INFO.contact, ...(saved.contact as object | undefined) },
    socialLinks: { ...DEFAULT_SITE_INFO.socialLinks, ...(saved.socialLinks as object | undefined) },
    adminWhatsApp: { ...DEFAULT_SITE_INFO.adminWhatsApp, ...(saved.adminWhatsApp as object | undefined) },
    testimonials: Array.isArray(saved.testimonials) ? (saved.testimonials as SiteInfo["testimonials"]) : DEFAULT_SITE_INFO.testimonials,
  };
}

/** Saves the WhatsApp numbers an admin sent; numbers not sent keep their value. Admins only. */
export async function saveAdminWhatsApp({ db }: Pick<Deps, "db">, actor: Actor | null, input: AdminWhatsAppInput): Promise<SiteInfo> {
  authorize(actor, canManageSettings, "Only administrators can change the WhatsApp numbers.");
  const current = (await getSiteInfo({ db })).adminWhatsApp;
  const sent = Object.fromEntries(Object.entries(input.adminWhatsApp).filter(([, number]) => number));
  const value = { ...current, ...sent };
  const updatedAt = new Date().toISOString();
  await db
    .insert(siteSettings)
    .values({ key: "adminWhatsApp", value, updatedAt })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt } });
  return getSiteInfo({ db });
}
