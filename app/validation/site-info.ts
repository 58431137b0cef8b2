import { whatsappField } from "./fields";
import { z } from "./zod";

/** `PUT /api/info`: the admin's WhatsApp numbers; any subset may be sent. */
export const adminWhatsAppSchema = z.object({
  adminWhatsApp: z
    .object(
      {
        franchiseeNotifications: whatsappField.optional(),
        contactFormNotifications: whatsappField.optional(),
        franchiseEnquiryNumber: whatsappField.optional(),
      },
      { error: "adminWhatsApp must be an object of WhatsApp numbers" },
    )
    .refine((numbers) => Object.values(numbers).some(Boolean), "Send at least one WhatsApp number"),
});

export type AdminWhatsAppInput = z.infer<typeof adminWhatsAppSchema>;
