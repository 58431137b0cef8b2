import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test, visit, visitAs } from "./fixtures";

// Each test cuts the connection for one form's submission, as a phone losing signal would.
// Chromium logs the failed request; nothing else may reach the console.
test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

/** Signs the admin in and waits until the sign-in has landed (a visit before then would be redirected home). */
const offline = (page: Page, pathname: string) =>
  page.route(
    (url) => url.pathname === pathname,
    (route) => route.abort("internetdisconnected"),
  );

test("the contact form says 'Network error' and keeps the message when the connection drops", async ({ page }) => {
  await visit(page, "/contact");
  await offline(page, "/contact.data");
  await page.getByLabel("Name", { exact: true }).fill("Sunita Pawar");
  await page.getByLabel("Email").fill("sunita@example.com");
  await page.getByLabel("Phone").fill("+91 98220 11111");
  await page.getByLabel("Subject").fill("Abacus batch timings");
  await page.getByLabel("Message", { exact: true }).fill("Are there weekend batches?");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Network error" })).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Are there weekend batches?");
  await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();

  // Back online, the same form sends.
  await page.unrouteAll();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully" })).toBeVisible();
});

test("signing in without a connection says 'Network error occurred'", async ({ page }) => {
  await visit(page, "/login");
  await offline(page, "/login.data");
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Network error occurred" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin approving a sign-up without a connection is told 'Error approving user'", async ({ page }) => {
  // At least one request waits (the queue shows the oldest, so approve whichever comes first).
  const registered = await page.request.post("/api/auth/register", {
    data: {
      name: "Offline Applicant",
      email: `offline.${Date.now()}@example.com`,
      password: "offline-pass-1",
      whatsappNumber: "+91 98765 00000",
    },
    headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(registered.ok()).toBe(true);

  await visitAs(page, E2E_ADMIN, "/admin");
  await offline(page, "/admin.data");
  const approve = page.getByRole("button", { name: /^Approve / }).first();
  const name = await approve.getAttribute("aria-label");
  await approve.click();
  await expect(page.getByRole("status").filter({ hasText: "Error approving user" })).toBeVisible();
  await expect(page.getByRole("button", { name: name ?? "" })).toBeVisible();
});

test("the notifications feed keeps its list when the connection drops, and says so", async ({ page }) => {
  // A notification to show: a contact message becomes one.
  const sent = await page.request.post("/api/contact", {
    data: { name: "Feed Check", email: "feed@example.com", phone: "+91 98220 22222", subject: "Feed check", message: "Hello" },
    headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(sent.ok()).toBe(true);
  await visitAs(page, E2E_ADMIN, "/admin/updates");
  const feed = page.getByRole("list", { name: "Notifications" });
  await expect(feed.getByRole("listitem").first()).toBeVisible();

  await offline(page, "/admin/notifications");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Could not refresh: check your connection." })).toBeVisible();
  await expect(feed.getByRole("listitem").first()).toBeVisible();

  await offline(page, "/admin/updates.data");
  await feed
    .getByRole("button", { name: /^Mark as read: / })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Error updating notifications" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // Back online, the next refresh brings the feed back.
  await page.unrouteAll();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Refreshes every 15 seconds while this page is open.")).toBeVisible();
});

test("the centre form says when the partner accounts could not be loaded, and loads them on 'Try again'", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/admin/centres");
  await offline(page, "/admin/partner-choices");
  await page.getByRole("button", { name: "Add centre" }).click();
  const dialog = page.getByRole("dialog", { name: "Add centre" });
  await expect(dialog.getByRole("alert")).toHaveText(/Could not load the partner accounts/);

  await page.unrouteAll();
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByLabel("Centre name")).toBeVisible();
  await expect(dialog.getByText("Could not load the partner accounts", { exact: false })).toHaveCount(0);
});
