import { and, eq, isNull, sql } from "drizzle-orm";
import { notifications, users } from "~/db/schema";
import { cutText } from "~/lib/cut-text";
import { emailKindOf, type EmailKind, type EmailStatus } from "~/lib/email-kinds";
import type { DeliveryMessage } from "./delivery-queue.server";
import type { Deps } from "./deps.server";
import { composeEmail, emailConfig, EmailRefusal, sendEmail, type EmailConfig, type EmailEnv } from "./email.server";

// Email delivery of notifications, beside WhatsApp's (notification-delivery.server.ts) on the same
// queue messages. It never acks or retries a message: those are WhatsApp's, and nothing here may
// hold WhatsApp up or make it send twice; every failure of its own is caught, logged and recorded.
//
// Never twice: a row is claimed (email_status `sending`) in one conditional UPDATE before anything
// is sent, and only a row never claimed can be; a queue message delivered again (a WhatsApp retry)
// finds the row taken. Nor retried: a refused or unanswered email is recorded as `failed`, the feed
// and the Updates list keep the news.
//
// Who receives it: an admin-feed row, every active administrator; a partner's update, that partner
// (while active); and only those who have not turned that kind of update off (users.email_opt_outs).
// News of a new lead is never emailed (lib/email-kinds.ts).

/** What a row says when no one is to receive it. */
export const NO_EMAIL_RECIPIENT = "No one to email: every recipient turned this kind of update off, or has no active account";

/** Where a person turns these emails off (the footer's link). */
export const EMAIL_SETTINGS_PATH = "/kit-ordering/details#email-updates";

/** The Queue consumer's email half: for each message, its notification by email when email is configured. */
export async function emailNotifications({ db, env }: Pick<Deps, "db"> & { env: Partial<EmailEnv> }, batch: MessageBatch<DeliveryMessage>) {
  const config = emailConfig(env);
  if (!config) return;
  for (const message of batch.messages) {
    try {
      await emailOne({ db }, config, message.body.notificationId);
    } catch (error) {
      console.error(`Email delivery: notification ${message.body.notificationId} was not emailed`, error);
    }
  }
}

/** Emails one notification (exported for tests): answers what its row then says. */
export async function emailOne({ db }: Pick<Deps, "db">, config: EmailConfig, id: string): Promise<EmailStatus | null> {
  const claimed = await db
    .update(notifications)
    .set({ emailStatus: "sending", emailError: null })
    .where(and(eq(notifications.id, id), isNull(notifications.emailStatus)))
    .returning({
      title: notifications.title,
      message: notifications.message,
      recipientId: notifications.recipientId,
      link: notifications.link,
    })
    .get();
  // Gone, or taken by another delivery of the same notification.
  if (!claimed) return null;
  const kind = emailKindOf(claimed);
  const recipients = kind ? await recipientsOf({ db }, kind, claimed.recipientId) : [];
  let status: EmailStatus = "sent";
  let error: string | null = null;
  if (recipients.length === 0) {
    status = "skipped";
    error = kind ? NO_EMAIL_RECIPIENT : "News of a lead is not sent by email";
  }
  for (const to of recipients) {
    try {
      await sendEmail(config, notificationEmail(config, to, claimed));
    } catch (failure) {
      status = "failed";
      // Not sent again either way: a refusal is recorded, and without an answer it may have arrived.
      error = cutText(failure instanceof EmailRefusal ? failure.message : `No answer from the email provider: ${String(failure)}`, 300);
      console.error(`Email delivery: notification ${id} to one recipient failed`, failure);
    }
  }
  await db.update(notifications).set({ emailStatus: status, emailError: error }).where(eq(notifications.id, id));
  return status;
}

/** The addresses that receive a kind of update: the partner's own, or every active admin's; never one who turned it off. */
async function recipientsOf({ db }: Pick<Deps, "db">, kind: EmailKind, recipientId: string | null): Promise<string[]> {
  const wanted = sql`not exists (select 1 from json_each(${users.emailOptOuts}) where value = ${kind})`;
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(recipientId === null ? eq(users.role, "admin") : eq(users.id, recipientId), isNull(users.deactivatedAt), wanted));
  return rows.map((row) => row.email);
}

function notificationEmail(config: EmailConfig, to: string, row: { title: string; message: string; link: string | null }) {
  return composeEmail(config, {
    to,
    subject: row.title,
    paragraphs: [row.title, row.message],
    link: row.link ? { label: "Open it on the site", href: row.link } : undefined,
    footer: `You get this email because of your account on the site. Choose which updates you receive by email under My details: ${config.siteUrl}${EMAIL_SETTINGS_PATH}`,
  });
}
