import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { notifications } from "~/db/schema";
import { authorize, canReadInbox, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";

/** How many of the newest notifications the feed shows. */
export const FEED_SIZE = 50;

const READ = "Only administrators can read notifications.";

/** The newest notifications and how many are unread, in one query. */
export async function listNotifications({ db }: Pick<Deps, "db">, actor: Actor | null) {
  authorize(actor, canReadInbox, READ);
  const unreadCount = sql<number>`(select count(*) from ${notifications} where ${notifications.read} = 0)`;
  const rows = await db
    .select({ notification: notifications, unread: unreadCount })
    .from(notifications)
    .orderBy(desc(notifications.time), desc(notifications.id))
    .limit(FEED_SIZE);
  return { notifications: rows.map((row) => row.notification), unread: Number(rows[0]?.unread ?? 0) };
}

/** Marks the given notifications read, or all of them when no ids are given; answers the unread count. */
export async function markNotificationsRead({ db }: Pick<Deps, "db">, actor: Actor | null, ids?: string[]): Promise<{ unread: number }> {
  authorize(actor, canReadInbox, READ);
  const [, [count]] = await db.batch([
    db
      .update(notifications)
      .set({ read: true })
      // The ids go as one JSON parameter: D1 takes at most 100 bound parameters per statement.
      .where(
        and(
          eq(notifications.read, false),
          ids ? inArray(notifications.id, sql`(select value from json_each(${JSON.stringify(ids)}))`) : undefined,
        ),
      ),
    db
      .select({ unread: sql<number>`count(*)` })
      .from(notifications)
      .where(eq(notifications.read, false)),
  ]);
  return { unread: Number(count?.unread ?? 0) };
}
