// The checkout form's field checks, read by the order schema's own fields so they give the server's messages.
import { gstinField, orderFields } from "~/validation/orders";
import type { Profile } from "~/services/profile.server";
import type { DeliveryDetails } from "./checkout-details";
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

/** The franchisee name, checked by the order schema's own field. */
export function checkName(name: string): string | null {
  const parsed = orderFields.franchiseeName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** One key per checkout attempt: a double submit or a retry of the same attempt never orders twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The delivery details a checkout starts from: the saved ones; saved back by default until there are some. */
export const detailsFrom = (profile: Profile): DeliveryDetails => ({
  billingAddress: profile.billingAddress,
  sameAsBilling: profile.deliveryAddress === null,
  deliveryAddress: profile.deliveryAddress ?? "",
  contactPhone: profile.phone,
  notes: "",
  saveToProfile: !profile.saved,
});
