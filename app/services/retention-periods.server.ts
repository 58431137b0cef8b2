import { inArray } from "drizzle-orm";
import { siteSettings } from "~/db/schema";
import { DEFAULT_RETENTION_MONTHS, leadsSettingsSchema } from "~/validation/leads";
import { DEFAULT_ARCHIVED_RETENTION_MONTHS, studentsSettingsSchema } from "~/validation/students";
import type { Deps } from "./deps.server";

/** How long demo bookings and archived students are kept (Settings, Leads and Archived students), in one read: the privacy notice states both. */
export async function readRetentionPeriods({ db }: Pick<Deps, "db">): Promise<{ leadMonths: number; archivedMonths: number }> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["leads", "students"]));
  const saved = (key: string) => rows.find((row) => row.key === key)?.value;
  const leads = leadsSettingsSchema.safeParse(saved("leads"));
  const students = studentsSettingsSchema.safeParse(saved("students"));
  return {
    leadMonths: leads.success ? leads.data.retentionMonths : DEFAULT_RETENTION_MONTHS,
    archivedMonths: students.success ? students.data.archivedRetentionMonths : DEFAULT_ARCHIVED_RETENTION_MONTHS,
  };
}
