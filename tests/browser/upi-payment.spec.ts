import type { APIRequestContext as APIRequest, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, signedInAs, test, tokenOf, visit } from "./fixtures";
import { UTR_MESSAGE } from "~/lib/upi";

// Paying by UPI (issue 14): a partner sees "Pay ₹X by UPI" with the upi:// link and the QR code,
// reports the UTR; the admin marks it paid; the partner sees it paid. Seeded through the API; the
// pages take the same JWT as a session cookie.

const UPI = { vpa: "brightminds@okicici", payeeName: "Bright Minds Academy" };

let adminToken = "";
let partnerToken = "";
let productId = "";
let order: { id: string; invoiceNumber: string };

/** A new order of the E2E partner: `qty` kits of ₹1,000 (₹1,180 each with GST). */
async function placeOrder(request: APIRequest, qty: number) {
  const total = 1180 * qty;
  const placed = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${partnerToken}` },
    data: {
      items: [{ productId, name: "", qty, price: 1000 }],
      subtotal: 1000 * qty,
      gst: 180 * qty,
      total,
      franchiseeName: "UPI Centre",
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: typeof order }).order;
}

/** An order's card on the orders pages. */
const cardOf = (page: Page, invoiceNumber: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: invoiceNumber }) });

test.beforeAll(async ({ request }) => {
  adminToken = await tokenOf(request, E2E_ADMIN);
  partnerToken = await tokenOf(request, E2E_PARTNER);
  const admin = { Authorization: `Bearer ${adminToken}` };
  expect((await request.put("/api/info", { headers: admin, data: { upi: UPI } })).status()).toBe(200);
  const kit = await request.post("/api/products", {
    headers: admin,
    data: { name: `UPI Abacus Kit ${Date.now()}`, price: 1000, category: "abacus", gstPercent: 18, hsnCode: "9023", unit: "SET" },
  });
  expect(kit.status()).toBe(201);
  productId = ((await kit.json()) as { product: { id: string } }).product.id;
  order = await placeOrder(request, 2);
});

test("a partner pays by UPI, reports the UTR, and sees the payment confirmed by the admin", async ({ page, context, baseURL }) => {
  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, "/kit-ordering/orders");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: order.invoiceNumber }) });
  await expect(card.getByRole("heading", { name: "Pay ₹2,360 by UPI" })).toBeVisible();
  const pay = card.getByRole("link", { name: "Pay ₹2,360 with a UPI app" });
  await expect(pay).toHaveAttribute("href", /^upi:\/\/pay\?pa=brightminds@okicici&pn=Bright%20Minds%20Academy&am=2360\.00&cu=INR&tn=/);
  const qr = card.getByRole("img", { name: `UPI QR code to pay ₹2,360 for ${order.invoiceNumber}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);

  // A mistyped reference is refused beside the field; the right one is reported.
  const utr = card.getByLabel("Paid? Enter the payment's reference (UTR)");
  await utr.fill("1234");
  await utr.evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
  await card.getByRole("button", { name: "Report payment" }).click();
  await expect(card.getByText(UTR_MESSAGE, { exact: true })).toBeVisible();
  await utr.fill("4123 4567 8901");
  await card.getByRole("button", { name: "Report payment" }).click();
  await expect(card.getByRole("status")).toContainText("Payment reported with UTR 412345678901");
  await expect(card.getByRole("heading", { name: "Pay ₹2,360 by UPI" })).toHaveCount(0);

  // The admin finds it among the reported payments and marks it paid.
  await signedInAs(context, adminToken, baseURL!);
  await visit(page, "/admin/orders?payment=reported");
  await expectAccessible(page);
  const adminCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: order.invoiceNumber }) });
  await expect(adminCard.getByText("412345678901")).toBeVisible();
  await adminCard.getByRole("button", { name: `Mark paid ${order.invoiceNumber}` }).click();
  // It leaves the reported payments and is among the paid ones.
  await expect(adminCard).toHaveCount(0);
  await visit(page, "/admin/orders?payment=paid");
  await expect(adminCard.getByText(/^Paid$/)).toBeVisible();

  // The partner sees it paid, on My Orders and on the invoice.
  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, "/kit-ordering/orders");
  const paidCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: order.invoiceNumber }) });
  await expect(paidCard.getByText(/^Paid on /)).toBeVisible();
  await visit(page, `/kit-ordering/orders/${order.id}/invoice`);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Payment status:Paid");
});

test("one transfer for two orders is said with a tick; the admin sees both and their total, and never confirms a UTR changed since", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const [one, two] = [await placeOrder(request, 1), await placeOrder(request, 2)];
  const [first, second] = [one.invoiceNumber, two.invoiceNumber].sort();
  const together = `One payment for ${first} and ${second}: ₹3,540 in all.`;
  const utr = "612345678901";
  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, "/kit-ordering/orders");
  const reportOn = async (invoiceNumber: string) => {
    const card = cardOf(page, invoiceNumber);
    await card.getByLabel("Paid? Enter the payment's reference (UTR)").fill(utr);
    await card.getByRole("button", { name: "Report payment" }).click();
    return card;
  };
  await expect((await reportOn(one.invoiceNumber)).getByRole("status")).toContainText(`Payment reported with UTR ${utr}`);

  // The same UTR for the second order: refused beside the field until the partner says one transfer paid both.
  const card = await reportOn(two.invoiceNumber);
  await expect(card.getByText(`UTR ${utr} is already reported for your order ${one.invoiceNumber}.`)).toBeVisible();
  const tick = card.getByLabel("This one payment covers my other order(s) too");
  await expect(tick).not.toBeChecked();
  await expectAccessible(page);
  await tick.check();
  await card.getByRole("button", { name: "Report payment" }).click();
  await expect(card.getByRole("status")).toContainText(`Payment reported with UTR ${utr}`);
  await expect(card.getByText(together)).toBeVisible();
  await expect(cardOf(page, one.invoiceNumber).getByText(together)).toBeVisible();

  // The admin deciding either order sees both and what the one transfer should hold.
  await signedInAs(context, adminToken, baseURL!);
  await visit(page, "/admin/orders?payment=reported");
  const review = cardOf(page, one.invoiceNumber);
  await expect(review.getByText(together)).toBeVisible();
  await expect(cardOf(page, two.invoiceNumber).getByText(together)).toBeVisible();
  await expectAccessible(page);

  // The partner corrects the second order's UTR while the admin's page still shows the first one:
  // the admin's "Mark paid" is refused, and the order stays as the partner left it.
  const corrected = "612345678902";
  const correction = await request.post(`/api/orders/${two.id}/payment`, {
    headers: { Authorization: `Bearer ${partnerToken}` },
    data: { utr: corrected },
  });
  expect(correction.status()).toBe(200);
  const stale = cardOf(page, two.invoiceNumber);
  await stale.getByRole("button", { name: `Mark paid ${two.invoiceNumber}` }).click();
  await expect(page.getByText("The partner reported a different UTR since you looked; reload.")).toBeVisible();
  const seen = await request.get(`/api/orders/${two.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(((await seen.json()) as { order: { paymentStatus: string; paymentReference: string } }).order).toMatchObject({
    paymentStatus: "reported",
    paymentReference: corrected,
  });
  // Shown the new UTR, the admin confirms it.
  await visit(page, "/admin/orders?payment=reported");
  await expect(stale.getByText(corrected)).toBeVisible();
  await expect(stale.getByText(together)).toHaveCount(0);
  await stale.getByRole("button", { name: `Mark paid ${two.invoiceNumber}` }).click();
  await expect(stale).toHaveCount(0);
});
