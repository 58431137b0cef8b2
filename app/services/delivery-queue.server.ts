// The producer side of WhatsApp delivery, kept free of the app's path aliases: load-context.ts
// (which the Vite config loads in Node) hands new notifications to it.
import { whatsAppConfig } from "./whatsapp.server";
import { emailConfig, type EmailEnv } from "./email.server";

export type DeliveryMessage = { notificationId: string };
export type DeliveryEnv = Pick<Env, "NOTIFY_QUEUE" | "WHATSAPP_TOKEN" | "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_API_BASE_URL"> &
  Partial<EmailEnv>;

/** Attempts per notification (wrangler.toml: max_retries = 4); after the last, the DLQ keeps it. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** Queues new notifications for delivery when WhatsApp or email is configured; otherwise does nothing. */
export function queueDelivery(env: DeliveryEnv, ctx: Pick<ExecutionContext, "waitUntil">, notificationIds: string[]): void {
  // Email (services/notification-email.server.ts) reads the same messages.
  if (notificationIds.length === 0 || (!whatsAppConfig(env) && !emailConfig(env))) return;
  ctx.waitUntil(
    env.NOTIFY_QUEUE.sendBatch(notificationIds.map((notificationId) => ({ body: { notificationId } }))).catch((error: unknown) => {
      console.error("Could not queue WhatsApp delivery", error);
    }),
  );
}
