import { orders } from "~/db/schema";
import { db } from "./helpers";

/**
 * An order of `userId` for one ₹1,250 kit (₹1,475 with GST), written directly (ordering itself is
 * tested in orders.test.ts), with an invoice number of its own.
 */
export async function seedOrder(userId: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const tag = id.slice(0, 8);
  await db.insert(orders).values({
    id,
    userId,
    franchiseeName: `Centre ${tag}`,
    billingAddress: "12 Karve Road, Pune 411038",
    placeOfSupply: "27",
    lines: [
      { productId: "p", name: "Abacus kit", hsnCode: "9503", unit: "SET", price: 1250, qty: 1, gstPercent: 18, taxable: 1250, gst: 225 },
    ],
    subtotal: 1250,
    gst: 225,
    total: 1475,
    financialYear: `t-${tag}`,
    sequence: 1,
    invoiceNumber: `KIT/T/${tag}`,
    ...overrides,
  });
  return { id, tag, invoiceNumber: `KIT/T/${tag}`, franchiseeName: `Centre ${tag}` };
}
