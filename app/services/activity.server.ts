import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { onFirstRow } from "~/db/first-row.server";
import { insertAfterChange } from "~/db/insert-select.server";
import { activityLog, type ActivityRow } from "~/db/schema";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canReadActivity, type Actor } from "~/lib/permissions";
import type { ActivityKind } from "~/validation/activity";
import type { Deps } from "./deps.server";
import { cutText, shortenText } from "~/lib/cut-text";

type Db = Deps["db"];

/** One change an administrator made (or a partner: an order, a payment reported, a child's record): `action` is "<kind>.<verb>", `target` the record's id. */
export type ActivityEntry = { action: `${ActivityKind}.${string}`; target: string; summary: string | SQL };

const SUMMARY_MAX = 300;

/**
 * The log row of a change, as a statement for the change's own batch, placed right after the
 * statement that makes the change: it is written only when that statement changed a row (SQLite's
 * changes()), so a change that found nothing leaves no entry, and the two stand or fall together.
 */
export function activityEntry(db: Db, actor: Actor, { action, target, summary }: ActivityEntry) {
  const kind = action.slice(0, action.indexOf("."));
  return insertAfterChange(db, activityLog, {
    id: crypto.randomUUID(),
    actorId: actor.id,
    actorName: actor.name,
    action,
    kind,
    target: `${kind}:${target}`,
    summary: typeof summary === "string" ? cutText(summary, SUMMARY_MAX) : summary,
    time: new Date().toISOString(),
  });
}

export type ActivityView = Omit<ActivityRow, "kind">;

/** The log, newest first, one page of it, by one person and/or of one kind. Admins only. */
export async function listActivity(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { actor: actorId, kind, ...page }: Pagination & { actor?: string; kind?: ActivityKind },
) {
  authorize(actor, canReadActivity, "Only administrators can read the activity log.");
  const where = and(actorId ? eq(activityLog.actorId, actorId) : undefined, kind ? eq(activityLog.kind, kind) : undefined);
  const { items, ...more } = await readPage(
    db.select().from(activityLog).where(where).orderBy(desc(activityLog.time), desc(activityLog.id)),
    page,
  );
  return { activity: items.map(({ kind: _kind, ...row }) => row), ...more };
}

/**
 * "a → b" for the fields that differ between two versions of a record, for a summary; a field of
 * `unshown` (a child's date of birth, a parent's phone: the log is kept, the record may not be) is
 * said to have changed, without its values.
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Partial<Row>,
  labels: Partial<Record<keyof Row, string>>,
  unshown: readonly (keyof Row)[] = [],
): string {
  const changes: string[] = [];
  for (const [key, label] of Object.entries(labels) as [keyof Row, string][]) {
    if (!(key in after) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes.push(unshown.includes(key) ? `${label} changed` : `${label}: ${show(before[key])} → ${show(after[key])}`);
  }
  return changes.join("; ");
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return shortenText(text, 40);
}

/**
 * The Activity tab's page: listActivity, with everyone who appears in the log (by their latest
 * name, for the filter by person) carried by the same query. A page with no rows carries nobody.
 */
export async function listActivityWithPeople(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { actor: actorId, kind, ...page }: Pagination & { actor?: string; kind?: ActivityKind },
) {
  authorize(actor, canReadActivity, "Only administrators can read the activity log.");
  const everyone = sql<string>`(select json_group_array(json_object('id', actor_id, 'name', name)) from
    (select ${activityLog.actorId} as actor_id, max(${activityLog.actorName}) as name from ${activityLog} group by ${activityLog.actorId} order by 2 limit 50))`;
  const where = and(actorId ? eq(activityLog.actorId, actorId) : undefined, kind ? eq(activityLog.kind, kind) : undefined);
  // On its first row only: on every row, everyone would be sent once per entry.
  const firstRowOnly = onFirstRow(everyone, sql`${activityLog.time} desc, ${activityLog.id} desc`, page.offset);
  const { items, ...more } = await readPage(
    db
      .select({ row: activityLog, everyone: firstRowOnly })
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.time), desc(activityLog.id)),
    page,
    db,
  );
  const people = items[0]?.everyone ? (JSON.parse(items[0].everyone) as { id: string; name: string }[]) : [];
  return { activity: items.map(({ row: { kind: _kind, ...row } }) => row), ...more, people };
}
