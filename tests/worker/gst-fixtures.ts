import { expect } from "vitest";
import { gstinCheckCharacter, orderTotals } from "~/lib/gst";
import { call, type signedInUser } from "./helpers";

// Suppliers, buyers and orders for the GST documents' tests (credit notes, GSTR-1).

export const validGstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

export const PUNE_SUPPLIER = {
  legalName: "Bright Minds Learning Private Limited",
  address: "K K Market, Dhankawadi, Pune 411043",
  stateCode: "27",
  gstin: "27AAPFU0939F1ZV",
  pan: "AAPFU0939F",
  email: "accounts@brightminds.example",
  phone: "+91 20 2437 0000",
};
export const GOA_SUPPLIER = {
  ...PUNE_SUPPLIER,
  legalName: "Bright Minds Goa LLP",
  address: "18th June Road, Panaji 403001",
  stateCode: "30",
  gstin: validGstin("30AAGCB7383J1Z"),
  pan: "AAGCB7383J",
};

export type Party = Awaited<ReturnType<typeof signedInUser>>;
export type Kit = { id: string; name: string; price: number; gstPercent: number };
export type PlacedOrder = { id: string; invoiceNumber: string; total: number; subtotal: number; gst: number };

export async function saveBusiness(admin: Party, business: object) {
  const { status, json } = await call("/api/info", { method: "PUT", token: admin.token, body: { business } });
  expect(status, JSON.stringify(json)).toBe(200);
}

export async function createKit(admin: Party, body: { name: string; price: number; gstPercent: number; hsnCode: string; unit: string }) {
  const { status, json } = await call("/api/products", { method: "POST", token: admin.token, body: { category: "abacus", ...body } });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.product as Kit;
}

/** An order of `lines` by the partner, honest totals, billed to a Pune address unless said otherwise. */
export async function placeOrder(partner: Party, lines: { kit: Kit; qty: number }[], details: Record<string, unknown> = {}) {
  const totals = orderTotals(lines.map(({ kit, qty }) => ({ price: kit.price, qty, gstPercent: kit.gstPercent })));
  const { status, json } = await call("/api/orders", {
    method: "POST",
    token: partner.token,
    body: {
      items: lines.map(({ kit, qty }) => ({ productId: kit.id, name: kit.name, qty, price: kit.price })),
      ...totals,
      franchiseeName: "Kothrud Centre",
      billingAddress: "12 Karve Road, Pune 411038",
      ...details,
    },
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.order as PlacedOrder;
}

/** The admin cancels the order (PATCH /api/orders/{id}), with a reason for its credit note. */
export async function cancelOrder(admin: Party, id: string, reason?: string) {
  const { status, json } = await call(`/api/orders/${id}`, { method: "PATCH", token: admin.token, body: { status: "cancelled", reason } });
  expect(status, JSON.stringify(json)).toBe(200);
  return json!.order as PlacedOrder & { creditNoteNumber: string | null; creditNoteAt: string | null; cancelReason: string | null };
}
