import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, signedInAs, test, tokenOf, visit } from "./fixtures";

// Paying by UPI (issue 14): a partner sees "Pay ₹X by UPI" with the upi:// link and the QR code,
// reports the UTR; the admin marks it paid; the partner sees it paid. Seeded through the API; the
// pages take the same JWT as a session cookie.

const UPI = { vpa: "brightminds@okicici", payeeName: "Bright Minds Academy" };

let adminToken = "";
let partnerToken = "";
let order: { id: string; invoiceNumber: string };

test.beforeAll(async ({ request }) => {
  adminToken = await tokenOf(request, E2E_ADMIN);
  partnerToken = await tokenOf(request, E2E_PARTNER);
  const admin = { Authorization: `Bearer ${adminToken}` };
  expect((await request.put("/api/info", { headers: admin, data: { upi: UPI } })).status()).toBe(200);
  const kit = await request.post("/api/products", {
    headers: admin,
    data: { name: `UPI Abacus Kit ${Date.now()}`, price: 1000, category: "abacus", gstPercent: 18, hsnCode: "9023" },
  });
  expect(kit.status()).toBe(201);
  const productId = ((await kit.json()) as { product: { id: string } }).product.id;
  const placed = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${partnerToken}` },
    data: { items: [{ productId, name: "", qty: 2, price: 1000 }], subtotal: 2000, gst: 360, total: 2360, franchiseeName: "UPI Centre" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  order = ((await placed.json()) as { order: typeof order }).order;
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
  const utr = card.getByLabel("Paid? Enter the 12-digit UPI transaction reference (UTR)");
  await utr.fill("1234");
  await utr.evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
  await card.getByRole("button", { name: "Report payment" }).click();
  await expect(card.getByText("Enter the 12-digit UPI transaction reference (UTR)", { exact: true })).toBeVisible();
  await utr.fill("4123 4567 8901");
  await card.getByRole("button", { name: "Report payment" }).click();
  await expect(card.getByRole("status")).toContainText("Payment reported with UTR 412345678901");
  await expect(card.getByRole("heading", { name: "Pay ₹2,360 by UPI" })).toHaveCount(0);

  // The admin finds it among the reported payments and marks it paid.
  await signedInAs(context, adminToken, baseURL!);
  await visit(page, "/admin?tab=orders&payment=reported");
  await expectAccessible(page);
  const adminCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: order.invoiceNumber }) });
  await expect(adminCard.getByText("412345678901")).toBeVisible();
  await adminCard.getByRole("button", { name: `Mark paid ${order.invoiceNumber}` }).click();
  // It leaves the reported payments and is among the paid ones.
  await expect(adminCard).toHaveCount(0);
  await visit(page, "/admin?tab=orders&payment=paid");
  await expect(adminCard.getByText(/^Paid$/)).toBeVisible();

  // The partner sees it paid, on My Orders and on the invoice.
  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, "/kit-ordering/orders");
  const paidCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: order.invoiceNumber }) });
  await expect(paidCard.getByText(/^Paid on /)).toBeVisible();
  await visit(page, `/kit-ordering/orders/${order.id}/invoice`);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Payment status:Paid");
});
