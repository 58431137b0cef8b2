import type { Browser, Page } from "@playwright/test";
import {
  atPath,
  E2E_ADMIN,
  E2E_PARTNER,
  expect,
  expectAccessible,
  expectTidyLayout,
  expectWellBehavedImages,
  resumeSession,
  sessionFileOf,
  test,
  visit,
  waitForHydration,
} from "./fixtures";

const GSTIN_MESSAGE = "Enter a valid 15-character GSTIN (e.g., 27ABCDE1234F1Z5) or leave blank";
const CHECKSUM_WARNING = "The last character of this GSTIN does not match its checksum. Please check it for typing mistakes.";

// Products of this run (the test server's database lives for the whole run), created through the API.
const run = Date.now().toString(36);
const ABACUS = `Abacus Starter Kit ${run}`;
const PHONICS = `Phonics Flashcards ${run}`;

test.beforeAll(async ({ request }) => {
  // One sign-in for the API (it counts against the sign-in rate limit once).
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  for (const product of [
    {
      name: ABACUS,
      description: "Everything a new abacus batch needs.",
      price: 1250,
      category: "abacus",
      includes: ["17-rod student abacus", "Level 1 workbook"],
      gstPercent: 18,
      hsnCode: "9023",
      unit: "SET",
    },
    {
      name: PHONICS,
      description: "Picture cards for every sound.",
      price: 480,
      category: "phonics",
      includes: ["120 flashcards"],
      gstPercent: 12,
      hsnCode: "4901",
      unit: "PAC",
    },
  ]) {
    const created = await request.post("/api/products", { data: product, headers: { Authorization: `Bearer ${token}` } });
    expect(created.status()).toBe(201);
  }
});

const cardOf = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
const cartBar = (page: Page) => page.getByRole("region", { name: "Cart" });

async function openKitOrdering(page: Page) {
  await visit(page, "/kit-ordering");
  await expect(page.getByRole("heading", { name: "Educational Kit Ordering", level: 1 })).toBeVisible();
}

/** A second signed-in browser (another person on another computer) for the same test. */
async function partnerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: sessionFileOf(E2E_PARTNER) });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

test("a franchise partner fills a cart that survives a reload and orders with a GSTIN", async ({ page }) => {
  await resumeSession(page, E2E_PARTNER);
  await openKitOrdering(page);
  await expect(page.getByText("Welcome, E2E Partner")).toBeVisible();
  await expect(page.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/kit-ordering/orders");

  const abacus = cardOf(page, ABACUS);
  await expect(abacus.getByText("₹1,250")).toBeVisible();
  await expect(abacus.getByText("+ 18% GST")).toBeVisible();
  await expect(abacus.getByRole("listitem")).toHaveText(["17-rod student abacus", "Level 1 workbook"]);
  // An empty cart cannot be checked out.
  await expect(cartBar(page).getByText("Cart: 0 items")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();

  await page.getByRole("button", { name: `Add to cart: ${ABACUS}` }).click();
  await page.getByRole("button", { name: `Add one more ${ABACUS}` }).click();
  await page.getByRole("button", { name: `Add to cart: ${PHONICS}` }).click();
  await expect(cartBar(page).getByText("Cart: 3 items")).toBeVisible();
  await page.getByRole("button", { name: `Remove one ${PHONICS}` }).click();
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await expect(cardOf(page, PHONICS).getByRole("button", { name: `Add to cart: ${PHONICS}` })).toBeVisible();
  // 2 × ₹1,250 = ₹2,500, GST 18% = ₹450.
  await expect(cartBar(page)).toContainText("₹2,950");

  await page.reload();
  await waitForHydration(page);
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await expect(abacus.getByLabel(`Quantity of ${ABACUS}`)).toHaveValue("2");

  // Under another category the abacus kits are not shown, and the cart keeps them at their price,
  // also when that page is where the cart is loaded (their price and stock are asked for).
  await page.getByRole("navigation", { name: "Kit categories" }).getByRole("link", { name: "Phonics" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("category") === "phonics");
  await expect(cardOf(page, PHONICS)).toBeVisible();
  await expect(abacus).toHaveCount(0);
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await expect(cartBar(page)).toContainText("₹2,950");
  await page.reload();
  await waitForHydration(page);
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await expect(cartBar(page)).toContainText("₹2,950");

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(`Quantity of ${ABACUS}`)).toHaveValue("2");
  await expect(dialog.getByText("× ₹1,250")).toBeVisible();
  await expect(dialog.getByRole("definition").filter({ hasText: "₹2,500" })).toBeVisible();
  await expect(dialog.getByText("of which CGST", { exact: true })).toBeVisible();
  // No half has paise, so the summary is in whole rupees throughout.
  await expect(dialog.getByText("₹225", { exact: true })).toHaveCount(2);
  await expect(dialog.getByLabel("Franchisee name")).toHaveValue("E2E Partner");
  await expect(dialog.getByLabel("Place of supply")).toHaveValue("27");
  // Where the kits go: the first checkout of this partner starts empty and asks for it, and for a
  // delivery address once the kits go elsewhere; nothing is ordered meanwhile.
  await dialog.getByLabel("Deliver to the billing address").uncheck();
  await dialog.getByRole("button", { name: /Place Order/ }).click();
  await expect(dialog.getByText("Billing address is required")).toBeVisible();
  await expect(dialog.getByText("Delivery address is required")).toBeVisible();
  await expect(dialog.getByText("Contact phone must be an Indian mobile number")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Billing address", exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Deliver to the billing address").check();
  await expect(dialog.getByRole("textbox", { name: "Delivery address", exact: true })).toHaveCount(0);
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Billing address", exact: true }).fill("12 Karve Road, Kothrud, Pune 411038");
  await dialog.getByLabel("Contact phone").fill("98765 43210");

  // A GSTIN one character short: the exact message, and nothing is ordered.
  await dialog.getByLabel("GSTIN").fill("27AAJCB4821M1Z");
  await dialog.getByRole("button", { name: /Place Order/ }).click();
  await expect(dialog.getByText(GSTIN_MESSAGE)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(cartBar(page).getByText("Cart: 2 items")).toBeVisible();
  await expectAccessible(page);

  // Well formed but with a wrong check character: a warning that does not block.
  await dialog.getByLabel("GSTIN").fill("27AAJCB4821M1ZA");
  await expect(dialog.getByText(CHECKSUM_WARNING)).toBeVisible();
  await expect(dialog.getByText(GSTIN_MESSAGE)).toBeHidden();

  // Another state's GSTIN: the place of supply follows it and the tax becomes IGST.
  await dialog.getByLabel("GSTIN").fill("29AAGCB7383J1Z4");
  await expect(dialog.getByLabel("Place of supply")).toHaveValue("29");
  await expect(dialog.getByLabel("Place of supply")).toBeDisabled();
  await expect(dialog.getByText("of which IGST", { exact: true })).toBeVisible();

  // Lower case with spaces is read trimmed and upper-cased.
  await dialog.getByLabel("GSTIN").fill(" 27aajcb4821m1ze ");
  await dialog.getByLabel("GSTIN").blur();
  await expect(dialog.getByLabel("GSTIN")).toHaveValue("27AAJCB4821M1ZE");
  await expect(dialog.getByText(CHECKSUM_WARNING)).toBeHidden();
  await expect(dialog.getByLabel("Place of supply")).toHaveValue("27");
  await dialog.getByRole("button", { name: /Place Order/ }).click();

  await expect(page.getByRole("status").filter({ hasText: "Order placed" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cartBar(page).getByText("Cart: 0 items")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
  await page.reload();
  await waitForHydration(page);
  await expect(cartBar(page).getByText("Cart: 0 items")).toBeVisible();

  // The order waits under My Orders (newest first), with its GST invoice.
  await page.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(atPath("/kit-ordering/orders"));
  const newest = page.getByRole("article").first();
  await expect(newest).toContainText("27AAJCB4821M1ZE");
  await expect(newest).toContainText("₹2,950");
  await expect(newest).toContainText("Placed");
  await newest.getByRole("link", { name: /View invoice/ }).click();
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  await expect(page.getByText("Rupees Two Thousand Nine Hundred Fifty Only")).toBeVisible();
  await expect(page.getByRole("cell", { name: ABACUS })).toBeVisible();
});

test("an administrator creates and edits a product; out of stock, a partner cannot add it", async ({ page, browser }) => {
  const name = `Vedic Maths Teacher Pack ${run}`;
  await resumeSession(page, E2E_ADMIN);
  await openKitOrdering(page);

  await page.getByRole("button", { name: "Create Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Product" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("GST %")).toHaveValue("18");
  await expect(dialog.getByLabel("In stock")).toBeChecked();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Sutras, worksheets and a teacher's guide.");
  await dialog.getByLabel(/Price/).fill("2400");
  await dialog.getByLabel("Category").selectOption("vedic_math");
  await dialog.getByLabel("GST %").fill("140");
  await dialog.getByLabel("GST %").blur();
  await expect(dialog.getByLabel("GST %")).toHaveValue("100");
  await dialog.getByLabel("GST %").fill("5");
  await dialog.getByLabel("HSN code").fill("4901");
  await dialog.getByLabel("New included item").fill("  Teacher's guide ");
  await dialog.getByLabel("New included item").press("Enter");
  await dialog.getByLabel("New included item").fill("Sutra charts");
  await dialog.getByLabel("New included item").press("Enter");
  await dialog.getByLabel("New included item").press("Enter");
  await expect(dialog.getByRole("list", { name: "Included items" }).getByRole("listitem")).toHaveText(["Teacher's guide", "Sutra charts"]);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Product" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Product created" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = cardOf(page, name);
  await expect(card.getByText("Vedic Maths", { exact: true })).toBeVisible();
  await expect(card.getByText("₹2,400")).toBeVisible();
  await expect(card.getByText("+ 5% GST")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["Teacher's guide", "Sutra charts"]);

  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByRole("list", { name: "Included items" }).getByRole("listitem")).toHaveCount(2);
  await edit.getByLabel("In stock").uncheck();
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product updated" })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card.getByText("Out of stock", { exact: true })).toBeVisible();

  // The partner, on their own computer, sees it dimmed and cannot add it.
  const partner = await partnerPage(browser);
  await openKitOrdering(partner);
  const partnerCard = cardOf(partner, name);
  await expect(partnerCard.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(partnerCard.getByRole("button", { name: `Add to cart: ${name}` })).toBeDisabled();
  await partnerCard.getByRole("button", { name: `Add to cart: ${name}` }).click({ force: true });
  await expect(partner.getByRole("region", { name: "Cart" }).getByText("Cart: 0 items")).toBeVisible();
  const opacity = await partnerCard.getByRole("heading", { name }).evaluate((element) => getComputedStyle(element.parentElement!).opacity);
  expect(Number(opacity)).toBeLessThan(1);
  await expect(partnerCard.getByRole("button", { name: `Edit ${name}` })).toHaveCount(0);
  await expect(partner.getByRole("button", { name: "Create Product" })).toHaveCount(0);
  await partner.context().close();

  // Delete, after a confirmation.
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Product" });
  await expect(confirm.getByText("Are you sure you want to delete this product?")).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product deleted" })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("on a phone the products, the cart bar and the checkout fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await resumeSession(page, E2E_PARTNER);
  await openKitOrdering(page);
  await expect(page.locator("header summary", { hasText: "Menu" })).toBeVisible();
  await page.getByRole("button", { name: `Add to cart: ${PHONICS}` }).click();
  await expect(cartBar(page).getByText("Cart: 1 item")).toBeVisible();
  await expectTidyLayout(page);
  await expectWellBehavedImages(page);

  // The cart bar sits at the bottom of the screen, whole, and the last card can scroll clear of it.
  const bar = await cartBar(page).boundingBox();
  expect(bar).not.toBeNull();
  expect(bar!.x).toBeGreaterThanOrEqual(0);
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(844 + 1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastCard = page.getByRole("list", { name: "Products" }).locator(":scope > li").last();
  const [cardBox, barBox] = [await lastCard.boundingBox(), await cartBar(page).boundingBox()];
  expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(barBox!.y);

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout Details" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
