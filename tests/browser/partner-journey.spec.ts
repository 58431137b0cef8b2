import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, expect, signIn, test, visit, visitAs, waitForHydration } from "./fixtures";

// A partner's whole journey (issue 14): they save their details once on My details; the checkout
// is then one screen: prefilled, a quantity typed (30), the order placed, "Order placed" naming
// and linking the invoice, whose Bill to / Ship to fits a phone's width. They pay by UPI and report
// the reference; the admin confirms it; the partner sees it paid, and the update saying so.

const run = Date.now().toString(36);
const KIT = `Level 1 Abacus Kit ${run}`;
const UPI = { vpa: "journey.academy@okaxis", payeeName: "Journey Academy" };
const UTR = "512345678901";
const PARTNER = { name: `Details Partner ${run}`, email: `details-${run}@example.com`, password: "details-Password-1" };

async function adminToken(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const product = {
    name: KIT,
    description: "Abacus and workbook.",
    price: 450,
    category: "abacus",
    includes: ["Abacus"],
    gstPercent: 18,
    hsnCode: "9023",
    unit: "SET",
  };
  expect((await request.post("/api/products", { data: product, headers })).status()).toBe(201);
  expect((await request.put("/api/info", { data: { upi: UPI }, headers })).status()).toBe(200);
  // A partner of their own (the shared E2E partner's details stay untouched): signed up, then approved.
  const registered = await request.post("/api/auth/register", { data: { ...PARTNER, whatsappNumber: "+91 98220 33344" } });
  expect(registered.ok()).toBe(true);
  const pending = (await (await request.get("/api/users/pending", { headers })).json()) as { users: { id: string; email: string }[] };
  const id = pending.users.find((user) => user.email === PARTNER.email)?.id;
  expect(id).toBeTruthy();
  expect((await request.patch(`/api/users/${id}/approve`, { headers })).ok()).toBe(true);
});

test("a partner saves their details, orders 30 of a kit by typing, pays by UPI, and hears that the admin confirmed it", async ({
  page,
  browser,
}) => {
  await signIn(page, PARTNER);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  await visit(page, "/kit-ordering/details");
  await expect(page.getByRole("heading", { name: "My details", level: 1 })).toBeVisible();
  await expect(page.getByText("You have not saved your details yet")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue(PARTNER.name);

  await page.getByLabel("Business name").fill("Kothrud Abacus Centre");
  await page.getByLabel("Contact phone").fill("98765 43210");
  await page.getByLabel("GSTIN").fill("27aapfu0939f1zv");
  await page.getByRole("textbox", { name: "Billing address", exact: true }).fill("12 Karve Road\nKothrud, Pune 411038");
  await expect(page.getByLabel("Same as billing address")).toBeChecked();
  await page.getByLabel("Same as billing address").uncheck();
  await page.getByLabel("Deliver to").fill("Gala 7, Market Yard, Pune 411037");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your details are saved" })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Contact phone")).toHaveValue("+919876543210");
  await expect(page.getByLabel("Deliver to")).toHaveValue("Gala 7, Market Yard, Pune 411037");

  await visit(page, "/kit-ordering");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: KIT, exact: true }) });
  await card.getByRole("button", { name: `Add to cart: ${KIT}` }).click();
  const qty = card.getByLabel(`Quantity of ${KIT}`);
  await qty.fill("1000");
  await expect(card.getByText("At most 999 per order")).toBeVisible();
  await qty.fill("");
  await expect(card.getByText("Enter a quantity from 1 to 999")).toBeVisible();
  await qty.fill("30");
  await expect(page.getByRole("region", { name: "Cart" }).getByText("Cart: 30 items")).toBeVisible();

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout Details" });
  await expect(dialog.getByLabel(`Quantity of ${KIT}`)).toHaveValue("30");
  await expect(dialog.getByLabel("Franchisee name")).toHaveValue("Kothrud Abacus Centre");
  await expect(dialog.getByLabel("GSTIN")).toHaveValue("27AAPFU0939F1ZV");
  await expect(dialog.getByRole("textbox", { name: "Billing address", exact: true })).toHaveValue("12 Karve Road\nKothrud, Pune 411038");
  await expect(dialog.getByLabel("Deliver to the billing address")).not.toBeChecked();
  await expect(dialog.getByRole("textbox", { name: "Delivery address", exact: true })).toHaveValue("Gala 7, Market Yard, Pune 411037");
  await expect(dialog.getByLabel("Contact phone")).toHaveValue("+919876543210");
  await expect(dialog.getByLabel("Save these details to My details")).not.toBeChecked();
  await dialog.getByLabel("Note for this order").fill("Please call before delivery");
  // 30 × ₹450 = ₹13,500 + 18% GST ₹2,430 = ₹15,930.
  await dialog.getByRole("button", { name: "Place Order · ₹15,930" }).click();

  const placed = page.getByRole("status").filter({ hasText: "Order placed" });
  await expect(placed).toBeVisible();
  const link = placed.getByRole("link", { name: /View invoice KIT\/\d{2}-\d{2}\/\d{4}/ });
  await expect(link).toHaveAttribute("href", /^\/kit-ordering\/orders\/[^/]+\/invoice$/);
  const invoiceNumber = /KIT\/\d{2}-\d{2}\/\d{4}/.exec((await link.textContent()) ?? "")?.[0] ?? "";
  expect(invoiceNumber).not.toBe("");
  await link.click();

  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  const buyer = page.getByRole("region", { name: "Buyer" });
  await expect(buyer.getByRole("heading", { name: "Bill to" })).toBeVisible();
  await expect(buyer).toContainText("12 Karve Road");
  await expect(buyer).toContainText("27AAPFU0939F1ZV");
  await expect(buyer.getByRole("heading", { name: "Ship to" })).toBeVisible();
  await expect(buyer).toContainText("Gala 7, Market Yard");
  await expect(buyer).toContainText("+91 98765 43210");
  await expect(buyer).toContainText("Please call before delivery");
  await expect(page.getByRole("cell", { name: KIT })).toBeVisible();

  // On a 390px phone the lines are cards and nothing runs off the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Invoice lines" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("list", { name: "Invoice lines" })).toContainText("₹15,930");

  // Paying: the invoice offers the exact amount by UPI; the partner reports the reference.
  await page.setViewportSize({ width: 1280, height: 800 });
  const invoiceUrl = new URL(page.url()).pathname;
  const payment = page.getByRole("region", { name: "Payment", exact: true });
  await expect(payment).toContainText("Payment status:Unpaid");
  await expect(payment.getByRole("link", { name: "Pay ₹15,930 with a UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?pa=journey\.academy@okaxis&pn=Journey%20Academy&am=15930\.00&cu=INR&tn=KIT/,
  );
  await payment.getByLabel("Paid? Enter the payment's reference (UTR)").fill(UTR);
  await payment.getByRole("button", { name: "Report payment" }).click();
  await expect(payment.getByRole("status")).toContainText(`Payment reported with UTR ${UTR}`);

  // The admin finds the reported payment and confirms it.
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin/orders?payment=reported");
  const reported = admin.getByRole("article").filter({ hasText: UTR });
  await expect(reported).toHaveCount(1);
  await reported.getByRole("button", { name: /^Mark paid / }).click();
  await expect(reported).toHaveCount(0);
  await adminContext.close();

  // The partner sees it paid on the invoice, and the update on Updates.
  await visit(page, invoiceUrl);
  await expect(payment).toContainText("Payment status:Paid");
  await expect(payment.getByRole("button", { name: "Report payment" })).toHaveCount(0);
  await visit(page, "/kit-ordering/updates");
  const confirmed = page.getByRole("list", { name: "Updates" }).getByRole("listitem").filter({ hasText: "Payment confirmed" });
  await expect(confirmed).toContainText(invoiceNumber);
});
