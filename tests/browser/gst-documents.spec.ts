import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, expect, expectOnePrintedSheet, PAPER, signIn, test, tokenOf, visit, visitAs } from "./fixtures";

// Issue 32's journey: a partner checks out with the billing address saved under My details and
// pays a large order by bank transfer (above the UPI limit no UPI is offered); the admin confirms
// it, then cancels another order of theirs; the invoice and the credit note each print on one A4 page.

const run = Date.now().toString(36);
const KIT = `Centre Starter Pack ${run}`;
const PARTNER = { name: `GST Partner ${run}`, email: `gst-${run}@example.com`, password: "gst-Password-2026" };
const BILLING = "14 FC Road, Shivajinagar\nPune 411005";
const BANK = {
  accountName: "Bright Minds Academy",
  accountNumber: "50200012345678",
  ifsc: "HDFC0001234",
  bankName: "HDFC Bank",
  branch: "FC Road, Pune",
};
const UPI = { vpa: "brightminds@okicici", payeeName: "Bright Minds Academy" };
const NEFT_UTR = "HDFCN52026112700042";
let cancelLater = { id: "", invoiceNumber: "" };

async function setUp(request: APIRequestContext) {
  const admin = { Authorization: `Bearer ${await tokenOf(request, E2E_ADMIN)}` };
  // ₹60,000 a pack: two are ₹1,41,600 with GST, above the UPI limit (₹1,00,000 unless changed).
  const kit = {
    name: KIT,
    description: "Everything a new centre needs.",
    price: 60000,
    category: "abacus",
    gstPercent: 18,
    hsnCode: "9023",
    unit: "SET",
  };
  const made = await request.post("/api/products", { data: kit, headers: admin });
  expect(made.status()).toBe(201);
  const product = ((await made.json()) as { product: { id: string } }).product;
  // The UPI payee the other payment journeys save (the same, so their runs never disagree), and a bank account.
  expect((await request.put("/api/info", { data: { upi: UPI, bank: BANK }, headers: admin })).status()).toBe(200);
  // A partner of their own, approved, with their details saved (the billing address every invoice needs).
  expect((await request.post("/api/auth/register", { data: { ...PARTNER, whatsappNumber: "+91 98220 44455" } })).ok()).toBe(true);
  const pending = (await (await request.get("/api/users/pending", { headers: admin })).json()) as {
    users: { id: string; email: string }[];
  };
  const id = pending.users.find((user) => user.email === PARTNER.email)?.id;
  expect((await request.patch(`/api/users/${id}/approve`, { headers: admin })).ok()).toBe(true);
  const partner = { Authorization: `Bearer ${await tokenOf(request, PARTNER)}` };
  const details = { businessName: "Shivajinagar Abacus Centre", billingAddress: BILLING, phone: "9822044455" };
  expect((await request.put("/api/profile", { data: details, headers: partner })).status()).toBe(200);
  // The order the admin will cancel: one pack, billed to the saved address.
  const order = await request.post("/api/orders", {
    data: {
      items: [{ productId: product.id, name: KIT, qty: 1, price: 60000 }],
      subtotal: 60000,
      gst: 10800,
      total: 70800,
      franchiseeName: "Shivajinagar Abacus Centre",
    },
    headers: partner,
  });
  expect(order.status()).toBe(201);
  cancelLater = ((await order.json()) as { order: typeof cancelLater }).order;
}

test.beforeAll(async ({ request }) => setUp(request));

test("a partner pays a large order by bank transfer, the admin confirms it and cancels another, and both documents print on A4", async ({
  page,
  browser,
}) => {
  await signIn(page, PARTNER);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  await visit(page, "/kit-ordering");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: KIT, exact: true }) });
  await card.getByRole("button", { name: `Add to cart: ${KIT}` }).click();
  await card.getByLabel(`Quantity of ${KIT}`).fill("2");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout Details" });
  // The saved details fill the checkout, and the billing address's PIN code gives the state.
  await expect(dialog.getByRole("textbox", { name: "Billing address", exact: true })).toHaveValue(BILLING);
  await expect(dialog.getByLabel("Place of supply")).toHaveValue("27");
  await dialog.getByRole("button", { name: "Place Order · ₹1,41,600" }).click();
  const placed = page.getByRole("status").filter({ hasText: "Order placed" });
  const link = placed.getByRole("link", { name: /View invoice KIT\/\d{2}-\d{2}\/\d{4}/ });
  await expect(link).toBeVisible();
  const invoiceNumber = /KIT\/\d{2}-\d{2}\/\d{4}/.exec((await link.textContent()) ?? "")![0];

  // My Orders: above the UPI limit, bank transfer only, with the invoice number as the reference.
  await visit(page, "/kit-ordering/orders");
  const payment = page.getByRole("region", { name: `Payment for ${invoiceNumber}` });
  await expect(payment.getByRole("heading", { name: "Pay ₹1,41,600 by bank transfer (NEFT, RTGS or IMPS)" })).toBeVisible();
  await expect(payment).toContainText(BANK.ifsc);
  await expect(payment).toContainText(`Reference${invoiceNumber}`);
  await expect(payment.getByRole("link", { name: /with a UPI app/ })).toHaveCount(0);
  await expect(payment.getByRole("img", { name: /UPI QR code/ })).toHaveCount(0);
  await expect(payment).toContainText("UPI is offered up to ₹1,00,000; above that, pay by bank transfer.");
  await payment.getByLabel("Paid? Enter the payment's reference (UTR)").fill(NEFT_UTR);
  await payment.getByRole("button", { name: "Report payment" }).click();
  await expect(payment.getByRole("status")).toContainText(`Payment reported with UTR ${NEFT_UTR}`);

  // The admin confirms the transfer, then cancels the other order with a reason for its credit note.
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin/orders?payment=reported");
  const reported = admin.getByRole("article").filter({ hasText: NEFT_UTR });
  await reported.getByRole("button", { name: /^Mark paid / }).click();
  await expect(reported).toHaveCount(0);
  await visit(admin, `/admin/orders?q=${encodeURIComponent(cancelLater.invoiceNumber)}`);
  const other = admin.getByRole("article").filter({ hasText: cancelLater.invoiceNumber });
  await other.getByLabel(`New status for order ${cancelLater.invoiceNumber}`).selectOption("cancelled");
  await other
    .getByLabel(`Reason for cancelling order ${cancelLater.invoiceNumber}, printed on its credit note`)
    .fill("Centre opening postponed");
  await other.getByRole("button", { name: "Update" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(other.getByRole("link", { name: /View credit note CN\/\d{2}-\d{2}\/\d{4}/ })).toBeVisible();
  await adminContext.close();

  // The partner: the order is paid, its invoice prints on one A4 page; the cancelled order's credit note too.
  await visit(page, "/kit-ordering/orders");
  await expect(page.getByRole("article").filter({ hasText: invoiceNumber })).toContainText("Thank you!");
  const cancelled = page.getByRole("article").filter({ hasText: cancelLater.invoiceNumber });
  await cancelled.getByRole("link", { name: /View credit note/ }).click();
  await expect(page.getByRole("heading", { name: "Credit Note" })).toBeVisible();
  await expect(page.getByText("Centre opening postponed")).toBeVisible();
  await expect(page.getByText(cancelLater.invoiceNumber).first()).toBeVisible();
  await expectOnePrintedSheet(page, PAPER.a4Portrait, "A4 portrait");
  await visit(page, "/kit-ordering/orders");
  await page
    .getByRole("article")
    .filter({ hasText: invoiceNumber })
    .getByRole("link", { name: /View invoice/ })
    .click();
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Buyer" })).toContainText("14 FC Road, Shivajinagar");
  await expect(page.getByRole("cell", { name: "2 SET" })).toBeVisible();
  await expectOnePrintedSheet(page, PAPER.a4Portrait, "A4 portrait");
});
