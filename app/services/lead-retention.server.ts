import { and, eq, inArray, isNotNull, isNull, lt, ne, notLike, or, sql, type SQL } from "drizzle-orm";
import { activityLog, leadNotes, leads, notifications, siteSettings } from "~/db/schema";
import { LEAD_STATUSES } from "~/lib/enums";
import { LEAD_LINK_PREFIXES } from "~/lib/notification-links";
import { DEFAULT_RETENTION_MONTHS, leadsSettingsSchema } from "~/validation/leads";
import type { Deps } from "./deps.server";
import { ANONYMISED_LEAD, LEAD_CHANGES } from "./leads.server";

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

/** The admin feed's row of an anonymised lead says only that it was one. */
const ANONYMISED_FEED_MESSAGE = "Details removed: the lead was anonymised at the end of the retention period.";

/**
 * An anonymised lead's activity summary: what was done ("moved to lost, added a note"), without the
 * name it began with or a lost reason (free text about the family). SQL: the job is one batch.
 */
function anonymisedSummary() {
  const done = [
    ...LEAD_STATUSES.map((status) => [LEAD_CHANGES.moved(status), LEAD_CHANGES.moved(status)] as const),
    [LEAD_CHANGES.reassigned(""), "reassigned to another centre"] as const,
    [LEAD_CHANGES.noted, LEAD_CHANGES.noted] as const,
  ].map(([found, kept]) => sql`case when instr(${activityLog.summary}, ${found}) > 0 then ${`, ${kept}`} else '' end`);
  return sql`${`${ANONYMISED_LEAD}: `} || coalesce(nullif(substr(${sql.join(done, sql` || `)}, 3), ''), 'worked')`;
}

/**
 * The statements that clear the name, phone, email, form details and note bodies of the leads `which`
 * finds (not anonymised yet), and every copy of them: the admin feed's row of the lead (and its
 * WhatsApp delivery record), its partners' copies in their Updates, and the activity log's
 * summaries of changes to it. Marks the lead anonymised (its status, centre, city and dates stay for
 * the numbers). For one batch; the last answers the ids of the leads anonymised. Each statement skips
 * what is scrubbed already, so a rerun changes nothing. Erasing a child's data uses them too
 * (services/student-erasure.server.ts: the demo booking that named the child).
 */
export function anonymiseLeadsStatements(db: Pick<Deps, "db">["db"], which: SQL, now: Date) {
  const old = and(which, isNull(leads.anonymisedAt));
  // The copies of every lead anonymised now or before (leads anonymised before their copies were
  // scrubbed too).
  const gone = or(old, isNotNull(leads.anonymisedAt));
  const goneIds = (prefix: string) => sql`(select ${prefix} || ${leads.id} from ${leads} where ${gone})`;
  // The lead's own row last: it is what `old` finds.
  return [
    db
      .update(leadNotes)
      .set({ body: "" })
      .where(and(ne(leadNotes.body, ""), inArray(leadNotes.leadId, db.select({ id: leads.id }).from(leads).where(gone)))),
    db
      .update(notifications)
      .set({ message: ANONYMISED_FEED_MESSAGE, deliveryError: null })
      .where(
        and(
          ne(notifications.message, ANONYMISED_FEED_MESSAGE),
          or(...LEAD_LINK_PREFIXES.map((prefix) => inArray(notifications.link, goneIds(prefix)))),
        ),
      ),
    db
      .update(activityLog)
      .set({ summary: anonymisedSummary() })
      .where(
        and(
          eq(activityLog.kind, "lead"),
          notLike(activityLog.summary, `${ANONYMISED_LEAD}:%`),
          inArray(activityLog.target, goneIds("lead:")),
        ),
      ),
    db
      .update(leads)
      .set({ name: "", phone: "", email: null, details: sql`'{}'`, lostReason: null, anonymisedAt: now.toISOString() })
      .where(old)
      .returning({ id: leads.id }),
  ] as const;
}

/**
 * Anonymises every lead created before the retention period, and every copy of it
 * (anonymiseLeadsStatements), in one batch; a rerun finds nothing new.
 * Answers how many leads it anonymised.
 */
export async function anonymiseOldLeads({ db }: Pick<Deps, "db">, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, await readRetentionMonths({ db })).toISOString();
  const [, , , anonymised] = await db.batch(anonymiseLeadsStatements(db, lt(leads.createdAt, cutoff), now));
  return anonymised.length;
}
