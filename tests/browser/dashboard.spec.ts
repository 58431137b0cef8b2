import type { APIRequestContext } from "@playwright/test";
import { atPath, E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, sessionFileOf, signIn, test, visit } from "./fixtures";

// A dashboard that leads somewhere: a notification opens what it is about, messages are answered
// from their card, and an admin can get a partner back in with a new temporary password.

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: credentials });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// The browser starts with the admin's session that sessions.setup.ts signed in; the API gets a token once for the file.
let admin = "";

test.beforeAll(async ({ request }) => {
  admin = await tokenOf(request, E2E_ADMIN);
});

test.use({ storageState: sessionFileOf(E2E_ADMIN) });

test("the admin follows a notification to its order", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const made = await request.post("/api/products", {
    headers: bearer(admin),
    data: {
      name: `Notified Abacus Kit ${run}`,
      description: "Beads",
      price: 1000,
      category: "abacus",
      gstPercent: 18,
      hsnCode: "9023",
      unit: "SET",
    },
  });
  const { product } = (await made.json()) as { product: { id: string; name: string } };
  const centre = `Baner Centre ${run}`;
  const placed = await request.post("/api/orders", {
    headers: bearer(await tokenOf(request, E2E_PARTNER)),
    data: {
      items: [{ productId: product.id, name: product.name, qty: 1, price: 1000 }],
      subtotal: 1000,
      gst: 180,
      total: 1180,
      franchiseeName: centre,
      billingAddress: "12 Karve Road, Kothrud, Pune 411038",
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; invoiceNumber: string } };

  // On a phone, the dashboard's sections are on the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/admin/updates");
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  const box = await sections.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);

  const item = page.getByRole("list", { name: "Notifications" }).getByRole("listitem").filter({ hasText: centre });
  await expect(item).toContainText(order.invoiceNumber);
  // Following the link marks it read in the background; the reload below waits for that answer, or it would cancel it.
  const marked = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin"));
  await item.getByRole("link", { name: "New kit order" }).click();
  await expect(page).toHaveURL(atPath(`/kit-ordering/orders/${order.id}/invoice`));
  await expect(page.getByText(order.invoiceNumber).first()).toBeVisible();
  await expect(page.getByText(centre).first()).toBeVisible();
  expect((await marked).status()).toBe(200);
  // Followed is read.
  await visit(page, "/admin/updates");
  await expect(item).toBeVisible();
  await expect(item.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
  await request.delete(`/api/products/${product.id}`, { headers: bearer(admin) });
});

test("the admin answers a message and files it away", async ({ page, request }) => {
  const subject = `Weekend batch ${Date.now().toString(36)}`;
  const sent = await request.post("/api/contact", {
    data: { name: "Kavita Deshmukh", email: "kavita@example.com", phone: "098220 54321", subject, message: "Is there a Sunday batch?" },
  });
  expect(sent.status()).toBe(201);
  await visit(page, "/admin/messages");
  const card = page.getByRole("article", { name: subject });
  await expect(card).toContainText("New");
  await expect(card.getByRole("link", { name: "Reply on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919822054321\?text=Hello%20Kavita/,
  );
  await expect(card.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    /^mailto:kavita@example\.com\?subject=Re%3A%20Weekend/,
  );
  await expectAccessible(page);

  await card.getByRole("button", { name: `Mark replied: ${subject}` }).click();
  // The inbox shows new messages only: the answered one leaves it, and is under Replied.
  await expect(card).toBeHidden();
  await page.getByRole("navigation", { name: "Messages by state" }).getByRole("link", { name: "Replied" }).click();
  const replied = page.getByRole("article", { name: subject });
  await expect(replied).toContainText("Replied");
  await replied.getByRole("button", { name: `Archive: ${subject}` }).click();
  await expect(replied).toBeHidden();
  await page.getByRole("navigation", { name: "Messages by state" }).getByRole("link", { name: "Archived" }).click();
  await expect(page.getByRole("article", { name: subject })).toContainText("Archived");
});

test("the admin resets a partner's password; the partner signs in with the temporary one and must change it", async ({
  page,
  request,
  browser,
}) => {
  const run = Date.now().toString(36);
  const partner = { name: `Nisha Jadhav ${run}`, email: `nisha.${run}@example.com`, password: "nisha-own-pass-1" };
  const created = await request.post("/api/users", { headers: bearer(admin), data: { name: partner.name, email: partner.email } });
  const { tempPassword: first } = (await created.json()) as { tempPassword: string };
  const firstToken = await tokenOf(request, { email: partner.email, password: first });
  const changed = await request.post("/api/auth/password", {
    headers: bearer(firstToken),
    data: { currentPassword: first, newPassword: partner.password },
  });
  expect(changed.ok()).toBe(true);

  await visit(page, "/admin/users");
  await page
    .getByRole("button", { name: `Reset password ${partner.name}` })
    .first()
    .click();
  const confirm = page.getByRole("dialog", { name: "Reset password" });
  await expect(confirm).toContainText("Their old password stops working");
  await confirm.getByRole("button", { name: "Reset password" }).click();
  const result = page.getByRole("dialog", { name: "Password reset" });
  const said = result.getByRole("status").filter({ hasText: "Password reset" });
  // Focus lands on the answer.
  await expect(said).toBeFocused();
  await expect(said).toContainText("works for 72 hours");
  const tempPassword = (await result.getByLabel("Temporary password").textContent())?.trim() ?? "";
  expect(tempPassword).toMatch(/^[A-Za-z0-9]{12}$/);
  await expectAccessible(page);
  await result.getByRole("button", { name: "Done" }).click();
  await expect(result).toBeHidden();

  const partnerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const partnerPage = await partnerContext.newPage();
  await signIn(partnerPage, partner);
  await expect(partnerPage.getByText("Invalid email or password")).toBeVisible();
  await signIn(partnerPage, { email: partner.email, password: tempPassword });
  await expect(partnerPage).toHaveURL(atPath("/account/password"));
  await partnerPage.getByLabel("Temporary password", { exact: true }).fill(tempPassword);
  await partnerPage.getByLabel("New password", { exact: true }).fill("nisha-newer-pass-2");
  await partnerPage.getByLabel("Confirm new password", { exact: true }).fill("nisha-newer-pass-2");
  await partnerPage.getByRole("button", { name: "Save Password" }).click();
  await expect(partnerPage.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await visit(partnerPage, "/kit-ordering");
  await expect(partnerPage.getByRole("heading", { name: "Educational Kit Ordering" })).toBeVisible();
  await partnerContext.close();
});

test("the admin edits a user and deactivates them; the deactivated user cannot sign in", async ({ page, request, browser }) => {
  const run = Date.now().toString(36);
  const email = `sameer.${run}@example.com`;
  const created = await request.post("/api/users", { headers: bearer(admin), data: { name: `Sameer ${run}`, email } });
  const { tempPassword } = (await created.json()) as { tempPassword: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/admin/users");
  await page.getByRole("button", { name: `Edit Sameer ${run}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit user" });
  await dialog.getByLabel("Full Name").fill(`Sameer Kulkarni ${run}`);
  await dialog.getByLabel("WhatsApp Number").fill("98220 11111");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText(`Sameer Kulkarni ${run}`);
  await expect(card).toContainText("WhatsApp +91 98220 11111");

  await card.getByRole("button", { name: `Deactivate Sameer Kulkarni ${run}` }).click();
  await page.getByRole("dialog", { name: "Deactivate user" }).getByRole("button", { name: "Deactivate" }).click();
  await expect(card).toContainText("Deactivated");
  await expect(card.getByRole("button", { name: `Reactivate Sameer Kulkarni ${run}` })).toBeVisible();
  // The email wraps on a phone rather than running off the card.
  const wraps = await card.getByText(email).evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(wraps).toBe(true);

  const otherContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await otherContext.newPage();
  await signIn(other, { email, password: tempPassword });
  await expect(other.getByText("This account has been deactivated.")).toBeVisible();
  await otherContext.close();
});
