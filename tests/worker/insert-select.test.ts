import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertAfterChange } from "~/db/insert-select.server";
import { activityLog, notifications } from "~/db/schema";
import { db } from "./helpers";

// The records of a change (a log row, a notice) are written by insertAfterChange: by column name,
// and only when the statement before them in the batch changed a row.

const notice = (id: string) => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  link: `/link/${id}`,
  time: "2026-01-02T03:04:05.000Z",
});

/** A statement that changes the notification `id` when it exists, and nothing otherwise. */
const touch = (id: string) => db.update(notifications).set({ read: true }).where(eq(notifications.id, id));

describe("insertAfterChange", () => {
  it("puts each value at its own column's place, whatever order the values come in", () => {
    const { id, title, message, link, time } = notice("order");
    const { sql: text, params } = insertAfterChange(db, notifications, { link, time, message, title, id }).toSQL();
    expect(text).toBe(
      'insert into "notifications" ("id", "title", "message", "created_at", "read", "delivery_status", "delivery_attempts", "delivery_error", "whatsapp_message_id", "link", "recipient_id", "email_status", "email_error") ' +
        "select ?, ?, ?, ?, ?, null, ?, null, null, ?, null, null, null where changes() > 0",
    );
    expect(params).toEqual([id, title, message, time, 0, 0, link]);
  });

  it("writes the row only after a change, each value in its own column", async () => {
    const seed = crypto.randomUUID();
    await db.insert(notifications).values(notice(seed));
    const afterNothing = crypto.randomUUID();
    const afterChange = crypto.randomUUID();
    await db.batch([touch(`missing-${seed}`), insertAfterChange(db, notifications, notice(afterNothing))]);
    await db.batch([touch(seed), insertAfterChange(db, notifications, { ...notice(afterChange), recipientId: seed })]);

    expect(await db.select().from(notifications).where(eq(notifications.id, afterNothing))).toEqual([]);
    const [written] = await db.select().from(notifications).where(eq(notifications.id, afterChange));
    expect(written).toEqual({
      ...notice(afterChange),
      read: false,
      deliveryStatus: null,
      deliveryAttempts: 0,
      deliveryError: null,
      whatsappMessageId: null,
      recipientId: seed,
      emailStatus: null,
      emailError: null,
    });
  });

  it("takes SQL for a value and gives a left-out column its default", async () => {
    const seed = crypto.randomUUID();
    await db.insert(notifications).values(notice(seed));
    await db.batch([
      touch(seed),
      insertAfterChange(db, activityLog, {
        actorId: "tester",
        actorName: sql`upper('tester')`,
        action: "user.test",
        kind: "user",
        target: `user:${seed}`,
        summary: "Tested",
      }),
    ]);
    const [row] = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `user:${seed}`));
    expect(row).toMatchObject({ actorId: "tester", actorName: "TESTER", action: "user.test", kind: "user", summary: "Tested" });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(row!.time)).toBeGreaterThan(0);
  });
});
