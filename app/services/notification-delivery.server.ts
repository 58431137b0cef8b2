import { and, eq, inArray, isNotNull, isNull, like, not, or, sql } from "drizzle-orm";
import type { Deps } from "./deps.server";
import { centres, leads, notifications, users } from "~/db/schema";
import { LEAD_LINK_PREFIXES, leadIdOfLink } from "~/lib/notification-links";
import type { DeliveryStatus } from "~/lib/enums";
import type { WhatsAppTemplateKind, WhatsAppTemplateSettings } from "~/lib/whatsapp-templates";
import { readWhatsAppSettings } from "./site-info.server";
import { MAX_DELIVERY_ATTEMPTS, type DeliveryEnv, type DeliveryMessage } from "./delivery-queue.server";
import { sendWhatsAppTemplate, whatsAppConfig, WhatsAppRefusal, type WhatsAppConfig } from "./whatsapp.server";
import { cutText } from "~/lib/cut-text";

// Optional WhatsApp delivery of the admin feed through a Cloudflare Queue. The feed row is written
// first, with its cause; delivery comes after, may be retried, and never removes or blocks it.
//
// Never twice rather than at least once: Queues may deliver a message more than once, and the same
// notification may be queued twice, so a row is claimed (status `sending`) in one conditional
// UPDATE before anything is sent, and only an unclaimed, unsent or refused row can be claimed.
// When the outcome is unknown (a crash after sending, no answer, a failed write of the outcome)
// the row stays `sending` and is not sent again: a missed WhatsApp message leaves the feed row,
// a doubled one cannot be taken back.

/** What a notification's row says when no franchisee-notifications number has been saved. */
export const NO_RECIPIENT_ERROR = "No WhatsApp number saved for notifications";

/** What a partner's update says when the partner's account has no WhatsApp number. */
export const NO_PARTNER_NUMBER_ERROR = "The partner's account has no WhatsApp number";

/** What a new lead's row says when its centre (or the franchise enquiries) has no WhatsApp number. */
export const NO_LEAD_NUMBER_ERROR = "No WhatsApp number saved for this centre (or for franchise enquiries)";

/** What a notification's row says when WhatsApp gave no answer (the message may have arrived). */
export const NO_ANSWER_ERROR = "No answer from WhatsApp: not sent again, as the first may have arrived";

const RETRY_DELAY_SECONDS = 30;

type QueuedDelivery = Message<DeliveryMessage>;
type Outcome = { deliveryStatus: DeliveryStatus; deliveryError: string | null; whatsappMessageId?: string | null };

/** What a row says when its kind's template is switched off in Settings. */
export const templateOffError = (name: string) => `The WhatsApp template "${name}" is switched off in Settings`;

/** Rows a delivery may still start on: never tried, or refused by WhatsApp last time. */
const claimable = or(isNull(notifications.deliveryStatus), inArray(notifications.deliveryStatus, ["retrying", "failed"]));

/**
 * The Queue consumer: sends each admin-feed notification to the franchisee-notifications number an
 * admin saved (there is no default one), and each partner's update to that partner's own WhatsApp
 * number (read in the claim), and records the outcome on its row. A refusal is retried with a
 * growing delay; after the last attempt the row says it failed and the message goes to the
 * dead-letter queue. Nothing one message meets (a D1 error included) stops the others.
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
  let to: string | undefined;
  let enquiries: string | undefined;
  let templates: WhatsAppTemplateSettings;
  try {
    ({ franchiseeNotifications: to, franchiseEnquiryNumber: enquiries, templates } = await readWhatsAppSettings({ db }));
  } catch (error) {
    // Retried, never answered with a stand-in recipient: only the saved number may receive these.
    console.error("WhatsApp delivery: the saved number could not be read; retrying", error);
    for (const message of batch.messages) message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    return;
  }
  // Without the admin's number, the feed's rows say so; partners' updates still go to theirs.
  if (!to && !(await recordNoRecipient({ db }, batch))) return;
  for (const message of batch.messages) await deliverOne({ db, config, templates, adminTo: to, enquiriesTo: enquiries }, message);
}

/** A new lead's row goes to the people who call back, not the admins' number (see leadRecipient). */
const isLeadRow = or(...LEAD_LINK_PREFIXES.map((prefix) => like(notifications.link, `${prefix}%`)))!;

/**
 * Who hears of a new lead on WhatsApp: a demo booking, the centre's WhatsApp number; a franchise
 * enquiry, the franchise-enquiry number an admin saved. Null when that number is not there.
 */
async function leadRecipient({ db }: Pick<Deps, "db">, leadId: string, enquiriesTo: string | undefined): Promise<string | null> {
  const lead = await db
    .select({ type: leads.type, centreNumber: centres.whatsappNumber })
    .from(leads)
    .leftJoin(centres, eq(centres.id, leads.centreId))
    .where(eq(leads.id, leadId))
    .get();
  if (!lead) return null;
  return (lead.type === "demo" ? lead.centreNumber : enquiriesTo) ?? null;
}

/** A partner's update goes to the number on the partner's account, read as the row is claimed. */
const recipientNumber = sql<string | null>`(select ${users.whatsappNumber} from ${users} where ${users.id} = ${notifications.recipientId})`;

async function deliverOne(
  {
    db,
    config,
    templates,
    adminTo,
    enquiriesTo,
  }: Pick<Deps, "db"> & {
    config: WhatsAppConfig;
    templates: WhatsAppTemplateSettings;
    adminTo: string | undefined;
    enquiriesTo: string | undefined;
  },
  message: QueuedDelivery,
) {
  const id = message.body.notificationId;
  let claimed:
    { title: string; message: string; recipientId: string | null; partnerNumber: string | null; link: string | null } | undefined;
  let leadTo: string | null = null;
  try {
    claimed = await db
      .update(notifications)
      .set({ deliveryStatus: "sending", deliveryAttempts: sql`${notifications.deliveryAttempts} + 1`, deliveryError: null })
      // Admin-feed rows only while the admin's number is saved (recordNoRecipient marked the others).
      .where(and(eq(notifications.id, id), claimable, adminTo ? undefined : or(isNotNull(notifications.recipientId), isLeadRow)))
      .returning({
        title: notifications.title,
        message: notifications.message,
        recipientId: notifications.recipientId,
        partnerNumber: recipientNumber,
        link: notifications.link,
      })
      .get();
    const leadId = claimed?.recipientId === null ? leadIdOfLink(claimed.link) : null;
    if (leadId) leadTo = await leadRecipient({ db }, leadId, enquiriesTo);
  } catch (error) {
    // Nothing was sent: trying again later is safe.
    console.error(`WhatsApp delivery: could not claim notification ${id}; retrying`, error);
    message.retry({ delaySeconds: retryDelay(message) });
    return;
  }
  if (!claimed) {
    // Deleted, sent, or being sent by another delivery of the same notification.
    message.ack();
    return;
  }

  const isLead = leadIdOfLink(claimed.link) !== null && claimed.recipientId === null;
  const to = isLead ? leadTo : claimed.recipientId === null ? adminTo : claimed.partnerNumber;
  // The business starts these messages: each goes as its kind's approved template, the row's title and text its parameters.
  const kind: WhatsAppTemplateKind = isLead ? "lead_alert" : claimed.recipientId === null ? "admin_alert" : "partner_update";
  const template = templates[kind];
  let outcome: Outcome;
  let retry = false;
  try {
    // Nothing to send to: the row says so, and no later delivery sends it (a number saved later brings no old news).
    if (!to) throw new MissingNumber();
    if (!template.enabled) throw new TemplateOff();
    const id = await sendWhatsAppTemplate(config, to, { kind, name: template.name, parameters: [claimed.title, claimed.message] });
    outcome = { deliveryStatus: "sent", deliveryError: null, whatsappMessageId: id };
  } catch (error) {
    if (error instanceof TemplateOff) {
      outcome = { deliveryStatus: "failed", deliveryError: templateOffError(template.name) };
    } else if (error instanceof MissingNumber) {
      outcome = { deliveryStatus: "failed", deliveryError: leadIdOfLink(claimed.link) ? NO_LEAD_NUMBER_ERROR : NO_PARTNER_NUMBER_ERROR };
    } else if (error instanceof WhatsAppRefusal) {
      retry = true;
      outcome = {
        deliveryStatus: message.attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "retrying",
        deliveryError: cutText(error.message, 300),
      };
    } else {
      console.error(`WhatsApp delivery: no answer for notification ${id}; not sending it again`, error);
      outcome = { deliveryStatus: "sending", deliveryError: NO_ANSWER_ERROR };
    }
  }

  try {
    await db.update(notifications).set(outcome).where(eq(notifications.id, id));
  } catch (error) {
    // The row stays `sending`, which no later delivery claims: retrying could not send it again,
    // so the message is done either way.
    console.error(`WhatsApp delivery: could not record "${outcome.deliveryStatus}" for notification ${id}`, error);
    message.ack();
    return;
  }
  // After the last attempt a retry sends the message to the dead-letter queue.
  if (retry) message.retry({ delaySeconds: retryDelay(message) });
  else message.ack();
}

class MissingNumber extends Error {}
class TemplateOff extends Error {}

const retryDelay = (message: QueuedDelivery) => Math.min(300, RETRY_DELAY_SECONDS * message.attempts);

/**
 * Nothing of the admin feed is sent until an administrator saves the number. Its rows say why, and
 * are done: a number saved later does not bring old news (the feed shows it), only what comes next.
 * Answers false when that could not be recorded (every message is then retried).
 */
async function recordNoRecipient({ db }: Pick<Deps, "db">, batch: MessageBatch<DeliveryMessage>): Promise<boolean> {
  const ids = batch.messages.map((message) => message.body.notificationId);
  try {
    await db
      .update(notifications)
      .set({ deliveryStatus: "failed", deliveryError: NO_RECIPIENT_ERROR })
      .where(
        and(inArray(notifications.id, ids), claimable, isNull(notifications.recipientId), or(isNull(notifications.link), not(isLeadRow))),
      );
    return true;
  } catch (error) {
    console.error("WhatsApp delivery: could not record that no number is saved; retrying", error);
    for (const message of batch.messages) message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    return false;
  }
}
