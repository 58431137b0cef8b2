import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visit } from "./fixtures";

// My Orders, the admin's All Orders and the tax invoice. Everything is seeded through the API; the
// pages use the same JWT as a session cookie, so the whole file signs in only twice.

type Seeded = { id: string; invoiceNumber: string };

let adminToken = "";
let partnerToken = "";
let productId = "";
let order: Seeded;
let toCancel: Seeded;
let mixed: Seeded; // one kit still sold, one since out of stock

async function tokenOf(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function placeOrder(request: APIRequestContext, qty: number, also?: { id: string; qty: number }): Promise<Seeded> {
  // 18% of each line, rounded to whole rupees, as the server computes it (both kits cost 1,499).
  const lines = [{ productId, qty }, ...(also ? [{ productId: also.id, qty: also.qty }] : [])];
  const subtotal = lines.reduce((sum, line) => sum + 1499 * line.qty, 0);
  const gst = lines.reduce((sum, line) => sum + Math.round(1499 * line.qty * 0.18), 0);
  const placed = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${partnerToken}` },
    data: {
      items: lines.map((line) => ({ ...line, name: "", price: 1499 })),
      subtotal,
      gst,
      total: subtotal + gst,
      franchiseeName: "E2E Pune Centre",
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
      gstNumber: "27ABCDE1234F1Z5",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: Seeded }).order;
}

async function signedInAs(context: BrowserContext, token: string, baseURL: string) {
  // A __Host- cookie has no Domain: a host-only cookie for this origin (Chromium counts localhost as secure).
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: "__Host-academy_session", value: token, domain: hostname, path: "/", httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
}

/** A second browser (its own cookies) that fails the test on console errors too. */
async function secondBrowser(browser: Browser, token: string, baseURL: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await signedInAs(context, token, baseURL);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

test.beforeAll(async ({ request }) => {
  adminToken = await tokenOf(request, E2E_ADMIN);
  partnerToken = await tokenOf(request, E2E_PARTNER);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const kit = (name: string) => ({
    name: `${name} ${Date.now()}`,
    description: "Abacus, bead cards and a workbook",
    price: 1499,
    category: "abacus",
    gstPercent: 18,
    hsnCode: "9023",
    unit: "SET",
  });
  const created = await request.post("/api/products", { headers, data: kit("Orders Abacus Kit") });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
  const retiring = kit("Orders Retiring Kit");
  const second = await request.post("/api/products", { headers, data: retiring });
  const secondId = ((await second.json()) as { product: { id: string } }).product.id;
  mixed = await placeOrder(request, 1, { id: secondId, qty: 4 });
  order = await placeOrder(request, 2);
  toCancel = await placeOrder(request, 1);
  const retired = await request.put(`/api/products/${secondId}`, { headers, data: { ...retiring, inStock: false } });
  expect(retired.status()).toBe(200);
});

test("a partner follows an order from Placed to Confirmed, opens its invoice and reorders it", async ({ page, browser, baseURL }) => {
  await signedInAs(page.context(), partnerToken, baseURL!);

  // My Orders: the order, placed.
  await visit(page, "/kit-ordering/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
  const card = page.getByRole("article", { name: order.invoiceNumber });
  await expect(card.getByText("Placed", { exact: true })).toBeVisible();
  await expect(card.getByText("2 items")).toBeVisible();
  await expect(card.getByText("₹3,538", { exact: true })).toBeVisible();

  // Its tax invoice.
  await card.getByRole("link", { name: "View invoice" }).click();
  await expect(page).toHaveURL(`/kit-ordering/orders/${order.id}/invoice`);
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  // The invoice's own number (a saved bank account names it again as the transfer's reference).
  await expect(page.getByText(order.invoiceNumber).first()).toBeVisible();
  await expect(page.getByText("Rupees Three Thousand Five Hundred Thirty-Eight Only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
  await expectAccessible(page);

  // The admin, in another browser, confirms it and cancels the other one (after confirming).
  const admin = await secondBrowser(browser, adminToken, baseURL!);
  await visit(admin.page, "/kit-ordering/orders");
  await expect(admin.page.getByRole("heading", { level: 1, name: "All Orders" })).toBeVisible();
  const adminCard = admin.page.getByRole("article", { name: order.invoiceNumber });
  await expect(adminCard.getByText("E2E Pune Centre")).toBeVisible();
  await adminCard.getByLabel(`New status for order ${order.invoiceNumber}`).selectOption({ label: "Mark confirmed" });
  await adminCard.getByRole("button", { name: "Update" }).click();
  await expect(admin.page.getByText(`Order ${order.invoiceNumber} is now confirmed.`)).toBeVisible();
  await expect(adminCard.getByText("Confirmed", { exact: true })).toBeVisible();

  const cancelCard = admin.page.getByRole("article", { name: toCancel.invoiceNumber });
  await cancelCard.getByLabel(`New status for order ${toCancel.invoiceNumber}`).selectOption({ label: "Cancel order" });
  await cancelCard.getByRole("button", { name: "Update" }).click();
  const dialog = admin.page.getByRole("dialog", { name: `Cancel order ${toCancel.invoiceNumber}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(admin.page);
  await dialog.getByRole("button", { name: "Cancel order", exact: true }).click();
  await expect(cancelCard.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(cancelCard.getByRole("button", { name: "Update" })).toHaveCount(0);

  // The filter shows only cancelled orders.
  await admin.page.getByRole("navigation", { name: "Order status" }).getByRole("link", { name: "Cancelled" }).click();
  await expect(admin.page).toHaveURL(/status=cancelled/);
  await expect(admin.page.getByRole("article", { name: toCancel.invoiceNumber })).toBeVisible();
  await expect(admin.page.getByRole("article", { name: order.invoiceNumber })).toHaveCount(0);
  await expectAccessible(admin.page);
  expect(admin.errors, "errors in the admin's browser console").toEqual([]);
  await admin.page.context().close();

  // The partner sees the new status, then reorders into the cart.
  await page.getByRole("link", { name: "Back to My Orders" }).click();
  await expect(page).toHaveURL("/kit-ordering/orders");
  await page.reload();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: toCancel.invoiceNumber }).getByText("Cancelled", { exact: true })).toBeVisible();
  await page.evaluate((key) => window.localStorage.removeItem(key), `kit-cart:${E2E_PARTNER.id}`);
  await card.getByRole("button", { name: "Reorder" }).click();
  await expect(page).toHaveURL("/kit-ordering");
  const cart = await page.evaluate((key) => window.localStorage.getItem(key), `kit-cart:${E2E_PARTNER.id}`);
  expect(JSON.parse(cart ?? "{}")).toEqual({ [productId]: 2 });

  // Reordering an order with a kit that has since gone out of stock adds the rest and says so.
  await visit(page, "/kit-ordering/orders");
  await page.getByRole("article", { name: mixed.invoiceNumber }).getByRole("button", { name: "Reorder" }).click();
  await expect(page).toHaveURL("/kit-ordering");
  await expect(page.getByText("Some items were skipped")).toBeVisible();
  const refilled = await page.evaluate((key) => window.localStorage.getItem(key), `kit-cart:${E2E_PARTNER.id}`);
  expect(JSON.parse(refilled ?? "{}")).toEqual({ [productId]: 3 });
});
