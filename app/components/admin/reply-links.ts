import { normalizeWhatsApp } from "~/validation/fields";
import { SITE_NAME } from "~/lib/site";

// The Messages tab's "Reply on WhatsApp" and "Reply by email": links that open the admin's own app
// with the visitor's details and a greeting filled in, so a reply takes one tap and a few words.

type Visitor = { name: string; email: string; phone: string; subject: string };

/** A wa.me link to the visitor's phone with a greeting, or null when the phone is no WhatsApp number. */
export function whatsAppReplyLink({ name, phone, subject }: Visitor): string | null {
  const number = normalizeWhatsApp(phone);
  if (!number) return null;
  const text = `Hello ${name}, this is ${SITE_NAME}. Thank you for your message about "${subject}".`;
  return `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}`;
}

/** A mailto: link answering the visitor's message: "Re: <subject>" and a greeting. */
export function emailReplyLink({ name, email, subject }: Visitor): string {
  const body = `Dear ${name},\n\nThank you for writing to ${SITE_NAME} about "${subject}".\n\n`;
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(body)}`;
}
