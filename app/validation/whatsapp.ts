import { requiredText, whatsappField } from "./fields";
import { z } from "./zod";

// An admin's free-text answer on WhatsApp (POST /api/whatsapp/messages, the Messages tab's form).

export const MAX_WHATSAPP_TEXT = 4096;

export const whatsAppReplySchema = z.object({
  to: whatsappField,
  body: requiredText("Answer", MAX_WHATSAPP_TEXT, "multi"),
});

export type WhatsAppReplyInput = z.output<typeof whatsAppReplySchema>;
