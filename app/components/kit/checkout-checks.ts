// What the checkout works out as the partner types: the GSTIN's state and checksum hint (read by the
// order schema's own field), the idempotency key, and the saved details the form starts from.
import { gstinField } from "~/validation/orders";
import type { Profile } from "~/services/profile.server";
import { GSTIN_CHECKSUM_WARNING, gstinChecksumMatches, stateOfGstin } from "~/lib/gst";

/**
 * What a GSTIN as typed says beyond its own field's message (Conform shows that one): its state,
 * which decides the place of supply, and the checksum hint. Nothing until it reads as a GSTIN.
 */
export function readGstin(raw: string): { state?: string; warning: string | null } {
  const parsed = gstinField.safeParse(raw);
  if (!parsed.success || !parsed.data) return { warning: null };
  return { state: stateOfGstin(parsed.data), warning: gstinChecksumMatches(parsed.data) ? null : GSTIN_CHECKSUM_WARNING };
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
