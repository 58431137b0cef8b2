import type { Db } from "~/db/client.server";
import { contactMessages, notifications } from "~/db/schema";
import type { ContactMessageInput } from "~/validation/contact";

export const CONTACT_SENT_MESSAGE = "Message sent successfully";

/** Stores a visitor's message and tells the admins, in one atomic batch. */
export async function sendContactMessage(db: Db, input: ContactMessageInput): Promise<{ message: string }> {
  await db.batch([
    db.insert(contactMessages).values(input),
    db.insert(notifications).values({
      title: "New contact message",
      message: `${input.name} (${input.email}) wrote about "${input.subject}".`,
    }),
  ]);
  return { message: CONTACT_SENT_MESSAGE };
}
