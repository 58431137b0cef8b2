// What the checkout works out as the partner types: the GSTIN's state and checksum hint (read by the
// order schema's own field), the idempotency key, and the saved details the form starts from.
import { gstinField } from "~/validation/orders";
import type { Profile } from "~/services/profile.server";
import { GSTIN_CHECKSUM_WARNING, GSTIN_MESSAGE, gstinChecksumMatches, normalizeGstin, stateOfGstin } from "~/lib/gst";

/** The GSTIN as typed, read by the order schema's own field (the server's messages), and its checksum hint. */
export function checkGstin(raw: string) {
  const parsed = gstinField.safeParse(raw);
  if (!parsed.success)
    return { gstin: normalizeGstin(raw), error: parsed.error.issues[0]?.message ?? GSTIN_MESSAGE, warning: null, state: undefined };
  const gstin = parsed.data ?? "";
  if (!gstin) return { gstin, error: null, warning: null, state: undefined };
  return { gstin, error: null, warning: gstinChecksumMatches(gstin) ? null : GSTIN_CHECKSUM_WARNING, state: stateOfGstin(gstin) };
}

/** One key per checkout attempt: a double submit or a retry of the same attempt never orders twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What the checkout's form starts from: the saved details; saved back by default until there are some. */
export const checkoutDefaults = (profile: Profile, supplierState: string) => ({
  franchiseeName: profile.businessName,
  gstNumber: profile.gstin ?? "",
  placeOfSupply: supplierState,
  billingAddress: profile.billingAddress,
  sameAsBilling: profile.deliveryAddress === null ? "on" : "",
  deliveryAddress: profile.deliveryAddress ?? "",
  contactPhone: profile.phone,
  notes: "",
  saveToProfile: profile.saved ? "" : "on",
});
