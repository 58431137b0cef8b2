import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { leadNotes, leads, siteSettings } from "~/db/schema";
import { DEFAULT_RETENTION_MONTHS, leadsSettingsSchema } from "~/validation/leads";
import type { Deps } from "./deps.server";

// Children's data is not kept for ever: the daily job anonymises leads older than the retention
// period the admin set (Settings, "Leads"; 18 months unless changed).

/** The saved retention period in months (the default when none is saved, or what is saved is not one). */
export async function readRetentionMonths({ db }: Pick<Deps, "db">): Promise<number> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "leads")).get();
  const parsed = leadsSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.retentionMonths : DEFAULT_RETENTION_MONTHS;
}

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Clears the name, phone, email, form details and note bodies of every lead created before the
 * retention period, and marks it anonymised (its status, centre, city and dates stay for the
 * numbers). One batch; a rerun finds nothing new. Answers how many leads it anonymised.
 */
export async function anonymiseOldLeads({ db }: Pick<Deps, "db">, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, await readRetentionMonths({ db })).toISOString();
  const old = and(lt(leads.createdAt, cutoff), isNull(leads.anonymisedAt));
  const [, anonymised] = await db.batch([
    db
      .update(leadNotes)
      .set({ body: "" })
      .where(inArray(leadNotes.leadId, db.select({ id: leads.id }).from(leads).where(old))),
    db
      .update(leads)
      .set({ name: "", phone: "", email: null, details: sql`'{}'`, lostReason: null, anonymisedAt: now.toISOString() })
      .where(old)
      .returning({ id: leads.id }),
  ]);
  return anonymised.length;
}
