import { checkboxField } from "./fields";
import { z } from "./zod";

// Which updates a person receives by email (My details' "Email updates", GET/PUT
// /api/email-preferences): true to receive a kind, false (or left out: an unticked box) to turn it
// off. "admin" counts for administrators only (services/email-preferences.server.ts).

const wanted = checkboxField(z.boolean({ error: "Must be true or false" }).default(false));

/** The body of PUT /api/email-preferences and the My details form's "Email updates". */
export const emailPreferencesSchema = z.object({ account: wanted, orders: wanted, admin: wanted });

export type EmailPreferencesInput = z.output<typeof emailPreferencesSchema>;
