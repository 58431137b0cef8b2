import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visit } from "./fixtures";

// Issue 13: the owner fills the Settings tab of /admin, and the home page and a new invoice show it,
// while an invoice issued earlier keeps what it was issued with.

async function tokenOf(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A partner's order of one kit at ₹1,000 + 18%, through the API. */
async function placeOrder(request: APIRequestContext, token: string, productId: string) {
  const placed = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId, name: "", qty: 1, price: 1000 }],
      subtotal: 1000,
      gst: 180,
      total: 1180,
      franchiseeName: "E2E Kothrud Centre",
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string; invoiceNumber: string } }).order;
}

/** Saves one section and waits for its answer (and the page's reload of its data). */
async function save(page: Page, button: string) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/settings.data"),
  );
  await page.getByRole("button", { name: button }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole("button", { name: button })).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" }).last()).toBeVisible();
}

test("the admin fills Settings and sees the home page and a new invoice change", async ({ page, request, baseURL }) => {
  const adminToken = await tokenOf(request, E2E_ADMIN);
  const partnerToken = await tokenOf(request, E2E_PARTNER);
  const created = await request.post("/api/products", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      name: `Settings Abacus Kit ${Date.now()}`,
      description: "Abacus and workbook",
      price: 1000,
      category: "abacus",
      gstPercent: 18,
      hsnCode: "9023",
      unit: "SET",
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { product: { id: string } }).product.id;
  const before = await placeOrder(request, partnerToken, productId);

  // The session cookie is the admin's token (as in orders.spec.ts): no sign-in form needed.
  const { hostname } = new URL(baseURL!);
  await page
    .context()
    .addCookies([
      { name: "__Host-academy_session", value: adminToken, domain: hostname, path: "/", httpOnly: true, secure: true, sameSite: "Lax" },
    ]);

  await visit(page, `/kit-ordering/orders/${before.id}/invoice`);
  await expect(page.getByText("Business details are not set")).toBeVisible();

  await visit(page, "/admin/settings");
  await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // Business details: a wrong check character is refused beside the field, then corrected.
  const business = page.locator("#settings-business");
  await business.getByLabel("Legal name").fill("Bright Minds Learning Private Limited");
  await business.getByLabel("Registered address").fill("Office 4, K K Market, Dhankawadi, Pune 411043");
  await business.getByLabel("State").selectOption("27");
  await business.getByLabel("GSTIN").fill("27AAPFU0939F1ZA");
  await business.getByLabel("Email").fill("accounts@brightminds.example");
  await business.getByLabel("Phone").fill("+91 20 2437 0000");
  await page.getByRole("button", { name: "Save Business Details" }).click();
  await expect(business.getByText("The last character of this GSTIN does not match its checksum.")).toBeVisible();
  await business.getByLabel("GSTIN").fill("27aapfu0939f1zv");
  await expect(business.getByText("PAN (from the GSTIN): AAPFU0939F")).toBeVisible();
  await save(page, "Save Business Details");

  // Contact details and a video.
  const contact = page.locator("#settings-contact");
  await contact.getByLabel("Address", { exact: true }).fill("12 Tilak Road, Pune 411030");
  await save(page, "Save Contact Details");
  const videos = page.locator("#settings-videos");
  await videos.getByLabel("Video 1: YouTube link").fill("https://youtu.be/9bZkp7q19f0");
  await videos.getByLabel("Video 1: title").fill("Our annual abacus finals");
  await save(page, "Save Videos");

  // Testimonials: add one, move it to the top, remove the last.
  const testimonials = page.locator("#settings-testimonials");
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  const added = testimonials.getByRole("group", { name: "Testimonial 4" });
  await added.getByLabel("Name", { exact: true }).fill("Meera Joshi");
  await added.getByLabel("Role", { exact: true }).fill("Parent, Kothrud");
  await added.getByLabel("Testimonial", { exact: true }).fill("Our son now does sums in his head.");
  await added.getByLabel("Rating").selectOption("4");
  for (const from of [4, 3, 2]) await page.getByRole("button", { name: `Move testimonial ${from} up` }).click();
  await expect(testimonials.getByRole("group", { name: "Testimonial 1" }).getByLabel("Name")).toHaveValue("Meera Joshi");
  await page.getByRole("button", { name: "Remove testimonial 4" }).click();
  await expect(testimonials.getByRole("group")).toHaveCount(3);
  await save(page, "Save Testimonials");
  await expectAccessible(page);

  // The home page, on its next request.
  await visit(page, "/");
  const saying = page.getByRole("region", { name: "What Parents and Partners Say" }).getByRole("listitem");
  await expect(saying.first()).toContainText("Meera Joshi");
  await expect(saying.first().getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(saying).toHaveCount(3);
  await expect(page.getByText("Our annual abacus finals")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("12 Tilak Road, Pune 411030");

  // A new order is invoiced with the saved details; the earlier one keeps its own.
  const after = await placeOrder(request, partnerToken, productId);
  await visit(page, `/kit-ordering/orders/${after.id}/invoice`);
  await expect(page.getByText("Bright Minds Learning Private Limited").first()).toBeVisible();
  await expect(page.getByText("27AAPFU0939F1ZV")).toBeVisible();
  await visit(page, `/kit-ordering/orders/${before.id}/invoice`);
  await expect(page.getByText("Business details are not set")).toBeVisible();
});
