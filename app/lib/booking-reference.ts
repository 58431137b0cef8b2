/**
 * The reference a parent quotes for a demo booking ("DB-7F3A2C1B"): the start of the lead's id, so
 * the centre finds it on the booking's card. Browser-safe.
 */
export const bookingReference = (leadId: string) => `DB-${leadId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
