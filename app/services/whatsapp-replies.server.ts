import { desc, eq, sql } from "drizzle-orm";
import { centres, leads, users, whatsappContacts, whatsappMessages } from "~/db/schema";
import { conflict } from "~/lib/errors";
import { authorize, canReadInbox, type Actor } from "~/lib/permissions";
import { WINDOW_HOURS } from "~/lib/whatsapp-templates";
import type { WhatsAppReplyInput } from "~/validation/whatsapp";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { sendWhatsAppText, WhatsAppRefusal } from "./whatsapp.server";

// The admins' WhatsApp conversations (Messages): what numbers wrote (services/whatsapp-webhook.server.ts)
// and the free-text answers, which WhatsApp takes only within 24 hours of the number's last
// message; after that only an approved template reaches it.

const ONLY_ADMINS = "Only administrators can read and answer WhatsApp messages.";
export const NOT_CONFIGURED = "WhatsApp delivery is not set up (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID), so nothing can be sent.";
export const WINDOW_CLOSED = `More than ${WINDOW_HOURS} hours have passed since this number last wrote: WhatsApp takes only an approved template now, not a free-text answer.`;

export const CONVERSATIONS_SHOWN = 20;
const MESSAGES_PER_CONVERSATION = 6;

/** Whether a free-text answer may go to a number that last wrote at `lastInboundAt`. */
export const windowOpen = (lastInboundAt: string | null, now = new Date()) =>
  lastInboundAt !== null && now.getTime() - Date.parse(lastInboundAt) < WINDOW_HOURS * 3_600_000;

/**
 * The numbers that wrote most recently, each with who it is (an account or a centre with that
 * number), its last messages both ways, whether the window is open and whether it opted out. One query.
 */
export async function listConversations({ db }: Pick<Deps, "db">, actor: Actor | null, now = new Date()) {
  authorize(actor, canReadInbox, ONLY_ADMINS);
  // The contact's number named through its table: a bare column inside the subquery would be the message's own.
  const contactNumber = sql`${whatsappContacts}.${sql.identifier(whatsappContacts.number.name)}`;
  const recent = sql<string>`(select json_group_array(json_object('direction', direction, 'body', body, 'at', created_at)) from (
      select ${whatsappMessages.direction} as direction, ${whatsappMessages.body} as body, ${whatsappMessages.createdAt} as created_at
      from ${whatsappMessages} where ${whatsappMessages.number} = ${contactNumber}
      order by ${whatsappMessages.createdAt} desc limit ${MESSAGES_PER_CONVERSATION}))`;
  const rows = await db
    .select({
      number: whatsappContacts.number,
      profileName: whatsappContacts.profileName,
      lastInboundAt: whatsappContacts.lastInboundAt,
      optedOutAt: whatsappContacts.optedOutAt,
      account: sql<string | null>`(select ${users.name} from ${users} where ${users.whatsappNumber} = ${contactNumber} limit 1)`,
      centre: sql<string | null>`(select ${centres.name} from ${centres} where ${centres.whatsappNumber} = ${contactNumber} limit 1)`,
      // A parent or applicant who booked or enquired from this number (not yet anonymised), their latest.
      lead: sql<
        string | null
      >`(select ${leads.name} from ${leads} where ${leads.phone} = ${contactNumber} and ${leads.anonymisedAt} is null order by ${leads.createdAt} desc limit 1)`,
      recent,
    })
    .from(whatsappContacts)
    .orderBy(desc(whatsappContacts.lastInboundAt))
    .limit(CONVERSATIONS_SHOWN);
  return rows.map(({ recent: messages, ...row }) => ({
    ...row,
    canReply: windowOpen(row.lastInboundAt, now),
    messages: (JSON.parse(messages) as { direction: "in" | "out"; body: string; at: string }[]).reverse(),
  }));
}

export type Conversation = Awaited<ReturnType<typeof listConversations>>[number];

/**
 * An admin's free-text answer to a number: only while its 24-hour window is open (409 otherwise,
 * nothing sent), recorded in the conversation with WhatsApp's id and in the activity log.
 */
export async function replyOnWhatsApp(
  { db, whatsApp }: Pick<Deps, "db" | "whatsApp">,
  actor: Actor | null,
  { to, body }: WhatsAppReplyInput,
  now = new Date(),
) {
  const admin = authorize(actor, canReadInbox, ONLY_ADMINS);
  if (!whatsApp) throw conflict(NOT_CONFIGURED);
  const contact = await db.select().from(whatsappContacts).where(eq(whatsappContacts.number, to)).get();
  if (!windowOpen(contact?.lastInboundAt ?? null, now)) throw conflict(WINDOW_CLOSED, { to: [WINDOW_CLOSED] });
  let wamid: string | null;
  try {
    wamid = await sendWhatsAppText(whatsApp, to, body);
  } catch (error) {
    if (error instanceof WhatsAppRefusal) throw conflict(`WhatsApp did not take the answer: ${error.message}`);
    throw error;
  }
  const id = crypto.randomUUID();
  await db.batch([
    db
      .insert(whatsappMessages)
      .values({ id, wamid: wamid ?? `local.${id}`, number: to, direction: "out", body, sentBy: admin.id, createdAt: now.toISOString() }),
    activityEntry(db, admin, { action: "whatsapp.reply", target: to, summary: `Answered ${to} on WhatsApp` }),
  ]);
  return { id, to, body, at: now.toISOString() };
}
