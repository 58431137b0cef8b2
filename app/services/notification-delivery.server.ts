import { eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "./deps.server";
import { notifications } from "~/db/schema";
import { getSiteInfo } from "./site-info.server";
import { MAX_DELIVERY_ATTEMPTS, type DeliveryEnv, type DeliveryMessage } from "./delivery-queue.server";
import { sendWhatsAppText, whatsAppConfig } from "./whatsapp.server";

// Optional WhatsApp delivery of the admin feed through a Cloudflare Queue. The feed row is written
// first, with its cause; delivery comes after, may be retried, and never removes or blocks it.

/**
 * The Queue consumer: sends each notification to the franchisee-notifications number and records
 * the outcome on its row. A failure is retried with a growing delay; after the last attempt the
 * row says it failed and the message goes to the dead-letter queue.
 */
export async function deliverNotifications(
  { db, env }: Pick<Deps, "db"> & { env: DeliveryEnv },
  batch: MessageBatch<DeliveryMessage>,
): Promise<void> {
  const config = whatsAppConfig(env);
  if (!config) {
    // Switched off since these were queued: nothing to send, nothing to keep.
    batch.ackAll();
    return;
  }
  const ids = batch.messages.map((message) => message.body.notificationId);
  const [rows, info] = await Promise.all([db.select().from(notifications).where(inArray(notifications.id, ids)), getSiteInfo({ db })]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const to = info.adminWhatsApp.franchiseeNotifications;

  for (const message of batch.messages) {
    const row = byId.get(message.body.notificationId);
    if (!row || row.deliveryStatus === "sent") {
      message.ack();
      continue;
    }
    const attempts = sql`${notifications.deliveryAttempts} + 1`;
    try {
      await sendWhatsAppText(config, to, `${row.title}\n${row.message}`);
      await db
        .update(notifications)
        .set({ deliveryStatus: "sent", deliveryAttempts: attempts, deliveryError: null })
        .where(eq(notifications.id, row.id));
      message.ack();
    } catch (error) {
      const last = message.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(notifications)
        .set({
          deliveryStatus: last ? "failed" : "retrying",
          deliveryAttempts: attempts,
          deliveryError: String(error instanceof Error ? error.message : error).slice(0, 300),
        })
        .where(eq(notifications.id, row.id));
      message.retry({ delaySeconds: Math.min(300, 30 * message.attempts) });
    }
  }
}
