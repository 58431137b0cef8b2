import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visitAs } from "./fixtures";

// The admin's Orders tab: finding a partner's orders by name, status and day, the totals of what is
// selected, and the sales register downloaded for this month as the accountant gets it.

const tag = `Baner ${Date.now().toString(36)}`;
const placed: string[] = [];

async function tokenOf(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  const admin = await tokenOf(request, E2E_ADMIN);
  const partner = await tokenOf(request, E2E_PARTNER);
  const created = await request.post("/api/products", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: `Orders tab kit ${tag}`, price: 1000, gstPercent: 18, hsnCode: "9503", unit: "SET", category: "abacus" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  // Two orders of one centre: ₹1,000 and ₹2,000 before 18% GST.
  for (const qty of [1, 2]) {
    const order = await request.post("/api/orders", {
      headers: { Authorization: `Bearer ${partner}` },
      data: {
        items: [{ productId: product.id, name: "", qty, price: 1000 }],
        subtotal: 1000 * qty,
        gst: 180 * qty,
        total: 1180 * qty,
        franchiseeName: `${tag} Centre`,
        billingAddress: "12 Karve Road, Kothrud, Pune 411038",
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    placed.push(((await order.json()) as { order: { invoiceNumber: string } }).order.invoiceNumber);
  }
});

test("the admin finds a centre's orders by name, status and day, with their totals", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/admin");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders/);

  const search = page.getByRole("search", { name: "Filter orders" });
  await search.getByLabel("Partner, invoice number or GSTIN").fill(tag.toUpperCase());
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag.toUpperCase()).replace(/%20/g, "\\+")}`));
  const orders = page.getByRole("list", { name: "Orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(2);
  const totals = page.getByRole("region", { name: "Totals of the selected orders" });
  await expect(totals).toContainText("Orders2");
  await expect(totals).toContainText("Taxable value₹3,000");
  await expect(totals).toContainText("GST₹540");
  await expect(totals).toContainText("Total₹3,540");

  // An invoice number alone, then a status that none of them has, then back to all.
  await search.getByLabel("Partner, invoice number or GSTIN").fill(placed[0]!);
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(orders.getByRole("listitem")).toHaveCount(1);
  await expect(orders).toContainText(placed[0]!);
  await page.getByRole("navigation", { name: "Order status" }).getByRole("link", { name: "Delivered" }).click();
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await expect(totals).toContainText("Orders0");
  await page.getByRole("navigation", { name: "Order status" }).getByRole("link", { name: "All" }).click();
  await expect(orders.getByRole("listitem")).toHaveCount(1);

  // A day before today finds nothing; today finds them again (a range of days in India).
  await search.getByLabel("Partner, invoice number or GSTIN").fill(tag);
  await search.getByLabel("To").fill("2020-01-01");
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await search.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(search.getByLabel("Partner, invoice number or GSTIN")).toHaveValue("");
  await expectAccessible(page);
});

test("the admin downloads this month's sales register", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/admin/orders");
  const exports = page.getByRole("region", { name: "Exports for the accountant" });
  await expect(exports.getByLabel("This month")).toBeChecked();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exports.getByRole("link", { name: "Sales register (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sales-(\d{4}-\d{2})-01-to-\1-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  // UTF-8 with a byte-order mark, then the register's own columns.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const [firstLine] = text.split("\r\n");
  expect(firstLine).toBe(
    "Buyer GSTIN,Buyer,Invoice Number,Invoice Date,Invoice Value,Place Of Supply,HSN,Description,Quantity,Unit,Unit Price,GST Rate (%),Taxable Value,CGST,SGST/UTGST,IGST,Line Total,Order Status,Credit Note,Payment Status",
  );
  for (const number of placed) expect(text).toContain(number);
  expect(text).toContain(`${tag} Centre`);

  // A range that ends before it begins is said at once, and offers no download.
  await exports.getByLabel("Custom").check();
  await exports.getByLabel("Last day").fill("2020-01-01");
  await expect(exports.getByRole("alert")).toHaveText("The last day must be the same as the first day or later.");
  await expect(exports.getByRole("link", { name: "Sales register (CSV)" })).toHaveCount(0);
  await exports.getByLabel("Last financial year").check();
  await expect(exports.getByRole("link", { name: "Sales register (CSV)" })).toHaveAttribute("href", /from=\d{4}-04-01&to=\d{4}-03-31/);
});
