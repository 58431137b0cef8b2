import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages, notifications } from "~/db/schema";
import { notAllowed, notSignedIn } from "~/lib/errors.server";
import { pageOf, type Pagination } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import type { ContactMessageInput } from "~/validation/contact";
import type { PublicUser } from "./users.server";

export const CONTACT_SENT_MESSAGE = "Message sent successfully";

/** Stores a visitor's message and tells the admins, in one atomic batch. */
export async function sendContactMessage(db: Db, input: ContactMessageInput): Promise<{ message: string; notificationIds: string[] }> {
  const notificationId = crypto.randomUUID();
  await db.batch([
    db.insert(contactMessages).values(input),
    db.insert(notifications).values({
      id: notificationId,
      title: "New contact message",
      message: `${input.name} (${input.email}) wrote about "${input.subject}".`,
    }),
  ]);
  return { message: CONTACT_SENT_MESSAGE, notificationIds: [notificationId] };
}

export type ContactMessage = typeof contactMessages.$inferSelect;

/** The messages visitors sent, newest first, one page of them. Admins only. */
export async function listContactMessages(db: Db, actor: PublicUser | null | undefined, { limit, offset }: Pagination) {
  if (!actor) throw notSignedIn();
  if (!isAdmin(actor)) throw notAllowed("Only administrators can read contact messages.");
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1)
    .offset(offset);
  const { items, hasMore, nextOffset } = pageOf(rows, { limit, offset });
  return { messages: items, hasMore, nextOffset };
}
