import { desc, eq, sql } from "drizzle-orm";
import { contactMessages, notifications } from "~/db/schema";
import { messageLink } from "~/lib/notification-links";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canReadInbox, type Actor } from "~/lib/permissions";
import type { MessageStatus } from "~/lib/enums";
import { notFound } from "~/lib/errors";
import type { ContactMessageInput, MessageFilter } from "~/validation/contact";
import type { Deps } from "./deps.server";

export const CONTACT_SENT_MESSAGE = "Message sent successfully";

/** Stores a visitor's message and tells the admins, in one atomic batch (then on WhatsApp, when configured). */
export async function sendContactMessage(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  input: ContactMessageInput,
): Promise<{ message: string }> {
  const notificationId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  await db.batch([
    db.insert(contactMessages).values({ ...input, id: messageId }),
    db.insert(notifications).values({
      id: notificationId,
      title: "New contact message",
      message: `${input.name} (${input.email}) wrote about "${input.subject}".`,
      link: messageLink(messageId),
    }),
  ]);
  deliver([notificationId]);
  return { message: CONTACT_SENT_MESSAGE };
}

export type ContactMessage = typeof contactMessages.$inferSelect;

const READ_INBOX = "Only administrators can read contact messages.";

/** How many messages are still waiting for a reply, as SQL: the dashboard's Messages tab shows it. */
export const newMessagesCount = sql<number>`(select count(*) from ${contactMessages} where ${contactMessages.status} = 'new')`;

/** The messages visitors sent in one state (or all), newest first, one page of them. Admins only. */
export async function listContactMessages(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { status = "all", ...page }: Pagination & { status?: MessageFilter },
) {
  authorize(actor, canReadInbox, READ_INBOX);
  const { items, ...more } = await readPage(
    db
      .select()
      .from(contactMessages)
      .where(status === "all" ? undefined : eq(contactMessages.status, status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    page,
    db,
  );
  return { messages: items, status, ...more };
}

/** Moves a message to a state (new, replied or archived): answering it, filing it away, or back. */
export async function setMessageStatus(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  id: string,
  status: MessageStatus,
): Promise<ContactMessage> {
  authorize(actor, canReadInbox, READ_INBOX);
  const row = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning().get();
  if (!row) throw notFound("Message not found.");
  return row;
}
