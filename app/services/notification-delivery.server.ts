import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Deps } from "./deps.server";
import { notifications } from "~/db/schema";
import { readAdminWhatsApp } from "./site-info.server";
import { MAX_DELIVERY_ATTEMPTS, type DeliveryEnv, type DeliveryMessage } from "./delivery-queue.server";
import { sendWhatsAppText, whatsAppConfig } from "./whatsapp.server";

// Optional WhatsApp delivery of the admin feed through a Cloudflare Queue. The feed row is written
// first, with its cause; delivery comes after, may be retried, and never removes or blocks it.

/**
 * The Queue consumer: sends each notification to the franchisee-notifications number an admin
 * saved (there is no default one) and records the outcome on its row. A failure is retried with a
 * growing delay; after the last attempt the row says it failed and the message goes to the
 * dead-letter queue.
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
  let rows: (typeof notifications.$inferSelect)[];
  let to: string | undefined;
  try {
    [rows, { franchiseeNotifications: to }] = await Promise.all([
      db.select().from(notifications).where(inArray(notifications.id, ids)),
      readAdminWhatsApp({ db }),
    ]);
  } catch (error) {
    // Retried, never answered with a stand-in recipient: only the saved number may receive these.
    console.error("WhatsApp delivery: the notifications or the saved number could not be read; retrying", error);
    for (const message of batch.messages) message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    return;
  }
  if (!to) {
    await recordNoRecipient({ db }, batch, ids);
    return;
  }
  const byId = new Map(rows.map((row) => [row.id, row]));

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
      message.retry({ delaySeconds: Math.min(300, RETRY_DELAY_SECONDS * message.attempts) });
    }
  }
}

/** What a notification's row says when no franchisee-notifications number has been saved. */
export const NO_RECIPIENT_ERROR = "No WhatsApp number saved for notifications";

const RETRY_DELAY_SECONDS = 30;

/**
 * Nothing is sent until an administrator saves the number. The rows say why, and the messages are
 * done: a number saved later does not bring old news (the feed shows it), only what comes next.
 */
async function recordNoRecipient({ db }: Pick<Deps, "db">, batch: MessageBatch<DeliveryMessage>, ids: string[]): Promise<void> {
  try {
    await db
      .update(notifications)
      .set({ deliveryStatus: "failed", deliveryError: NO_RECIPIENT_ERROR })
      .where(and(inArray(notifications.id, ids), or(isNull(notifications.deliveryStatus), ne(notifications.deliveryStatus, "sent"))));
    for (const message of batch.messages) message.ack();
  } catch (error) {
    console.error("WhatsApp delivery: could not record that no number is saved; retrying", error);
    for (const message of batch.messages) message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
  }
}
