import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { insertAfterChange } from "~/db/insert-select.server";
import { notifications } from "~/db/schema";
import { authorize, canReadNotifications, canReadOwnUpdates, isAdmin, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";

/** How many of the newest notifications the feed shows. */
export const FEED_SIZE = 50;

const READ = "Only administrators and approved franchise partners can read notifications.";
const UPDATES = "Updates are for franchise partners: administrators read the notifications feed.";

/** The admin feed: notifications with no recipient (a partner's own updates have one). */
const adminFeed = isNull(notifications.recipientId);

/** A partner's own update: news of their account, their orders or their payments. */
export type PartnerUpdate = { recipientId: string | SQL; title: string; message: string | SQL; link?: string | null };

/**
 * A partner's update, as a statement for the batch of the change it reports, placed right after
 * that change's statements (the activity log entry included): like the log, it is written only
 * when the statement before it changed a row (SQLite's changes()). Answers its id, for delivery.
 */
export function partnerUpdate(db: Deps["db"], { recipientId, title, message, link = null }: PartnerUpdate) {
  const id = crypto.randomUUID();
  const statement = insertAfterChange(db, notifications, { id, title, message, time: new Date().toISOString(), link, recipientId });
  return { id, statement };
}

/** Which notifications a caller reads: an admin the feed, anyone else their own updates (and nobody else's). */
function scopeOf(actor: Actor): SQL {
  return isAdmin(actor) ? adminFeed : eq(notifications.recipientId, actor.id);
}

/**
 * The newest notifications and how many are unread, in one query: the admin feed for an admin,
 * the partner's own updates for a partner (GET /api/notifications answers both in one shape).
 */
export async function listNotifications({ db }: Pick<Deps, "db">, actor: Actor | null) {
  const reader = authorize(actor, canReadNotifications, READ);
  const scope = scopeOf(reader);
  const unreadCount = sql<number>`(select count(*) from ${notifications} where ${notifications.read} = 0 and ${scope})`;
  const rows = await db
    .select({ notification: notifications, unread: unreadCount })
    .from(notifications)
    .where(scope)
    .orderBy(desc(notifications.time), desc(notifications.id))
    .limit(FEED_SIZE);
  return { notifications: rows.map((row) => row.notification), unread: Number(rows[0]?.unread ?? 0) };
}

/** A partner's own updates, newest first, with the unread count (the Updates page). */
export async function listPartnerUpdates(deps: Pick<Deps, "db">, actor: Actor | null) {
  authorize(actor, canReadOwnUpdates, UPDATES);
  return listNotifications(deps, actor);
}

/**
 * Marks the given notifications read, or all of them when no ids are given; answers the unread
 * count. Only the caller's own: the admin feed for an admin, a partner's own updates for a partner.
 */
export async function markNotificationsRead({ db }: Pick<Deps, "db">, actor: Actor | null, ids?: string[]): Promise<{ unread: number }> {
  const reader = authorize(actor, canReadNotifications, READ);
  const scope = scopeOf(reader);
  const [, [count]] = await db.batch([
    db
      .update(notifications)
      .set({ read: true })
      // The ids go as one JSON parameter: D1 takes at most 100 bound parameters per statement.
      .where(
        and(
          eq(notifications.read, false),
          scope,
          ids ? inArray(notifications.id, sql`(select value from json_each(${JSON.stringify(ids)}))`) : undefined,
        ),
      ),
    db
      .select({ unread: sql<number>`count(*)` })
      .from(notifications)
      .where(and(eq(notifications.read, false), scope)),
  ]);
  return { unread: Number(count?.unread ?? 0) };
}

/** Marks all of a partner's own updates read (the Updates page's "Mark all as read"). */
export async function markPartnerUpdatesRead(deps: Pick<Deps, "db">, actor: Actor | null, ids?: string[]) {
  authorize(actor, canReadOwnUpdates, UPDATES);
  return markNotificationsRead(deps, actor, ids);
}
