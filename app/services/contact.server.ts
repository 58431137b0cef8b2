import { desc } from "drizzle-orm";
import { contactMessages, notifications } from "~/db/schema";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canReadInbox, type Actor } from "~/lib/permissions";
import type { ContactMessageInput } from "~/validation/contact";
import type { Deps } from "./deps.server";

export const CONTACT_SENT_MESSAGE = "Message sent successfully";

/** Stores a visitor's message and tells the admins, in one atomic batch (then on WhatsApp, when configured). */
export async function sendContactMessage(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  input: ContactMessageInput,
): Promise<{ message: string }> {
  const notificationId = crypto.randomUUID();
  await db.batch([
    db.insert(contactMessages).values(input),
    db.insert(notifications).values({
      id: notificationId,
      title: "New contact message",
      message: `${input.name} (${input.email}) wrote about "${input.subject}".`,
    }),
  ]);
  deliver([notificationId]);
  return { message: CONTACT_SENT_MESSAGE };
}

export type ContactMessage = typeof contactMessages.$inferSelect;

/** The messages visitors sent, newest first, one page of them. Admins only. */
export async function listContactMessages({ db }: Pick<Deps, "db">, actor: Actor | null, page: Pagination) {
  authorize(actor, canReadInbox, "Only administrators can read contact messages.");
  const { items, ...more } = await readPage(
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    page,
  );
  return { messages: items, ...more };
}
