import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, expectAccessible, sessionFileOf, signIn, test, visit } from "./fixtures";

// Every test starts with the admin's session that sessions.setup.ts signed in.
test.use({ storageState: sessionFileOf(E2E_ADMIN) });

const tab = (page: Page, name: string | RegExp) => page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name });

test("a visitor registers, the admin sees and approves the request, and the new partner can order kits", async ({ page, browser }) => {
  const applicant = {
    name: `Anjali Shinde ${Date.now().toString(36)}`,
    email: `anjali.${Date.now()}@example.com`,
    password: "franchise-pass-1",
  };
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visit(visitor, "/register");
  await visitor.getByLabel("Full Name").fill(applicant.name);
  await visitor.getByLabel("Email").fill(applicant.email);
  await visitor.getByLabel("WhatsApp Number").fill("+91 98765 43210");
  await visitor.getByLabel("Password", { exact: true }).fill(applicant.password);
  await visitor.getByLabel("Confirm Password", { exact: true }).fill(applicant.password);
  await visitor.getByRole("button", { name: "Create Account" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Your request" })).toBeVisible();

  await visit(page, "/admin");
  const pendingTab = tab(page, /^Pending Requests \(\d+\)$/);
  await expect(pendingTab).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("listitem").filter({ hasText: applicant.email });
  await expect(card).toContainText(applicant.name);
  await expect(card).toContainText("+919876543210");
  // The count in the tab is the number of requests listed.
  const listed = await page.getByRole("button", { name: /^Approve / }).count();
  await expect(pendingTab).toHaveText(`Pending Requests (${listed})`);
  await expectAccessible(page);

  await tab(page, "Updates").click();
  await expect(page).toHaveURL(/\/admin\/updates$/);
  const note = page.getByRole("list", { name: "Notifications" }).getByRole("listitem").filter({ hasText: applicant.name });
  await expect(note).toContainText("New franchise registration");
  await expectAccessible(page);

  await tab(page, /^Pending Requests/).click();
  await page.getByRole("button", { name: `Approve ${applicant.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "User approved successfully!" })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(tab(page, /^Pending Requests/)).toHaveText(`Pending Requests (${listed - 1})`);

  await signIn(visitor, applicant);
  await expect(visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  await visitorContext.close();
});

test("the admin creates a user and sees the temporary password until closing the dialog", async ({ page }) => {
  await visit(page, "/admin/users");
  await expect(tab(page, "User Management")).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  // The seeded main administrator (admin-1, also the admin signed in here) cannot be deleted.
  await expect(page.getByRole("button", { name: `Delete ${E2E_ADMIN.name}` }).first()).toBeDisabled();

  await page.getByRole("button", { name: "Create User" }).click();
  const dialog = page.getByRole("dialog", { name: "Create User" });
  await expectAccessible(page);
  const email = `teacher.${Date.now()}@example.com`;
  await dialog.getByLabel("Full Name").fill("Meera Joshi");
  await dialog.getByLabel("Email").fill(email);
  await expect(dialog.getByLabel("Role")).toHaveValue("franchise");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "User created" })).toContainText(
    /User created successfully! Temporary password: [A-Za-z0-9]{12}/,
  );
  await expect(dialog.getByLabel("Temporary password")).toHaveText(/^[A-Za-z0-9]{12}$/);
  // Focus lands on the result, so a screen reader says it.
  await expect(dialog.getByRole("status").filter({ hasText: "User created" })).toBeFocused();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: email })).toContainText("Franchise");
});

test("the notification feed refreshes without a reload, on Refresh and every 15 seconds", async ({ page }) => {
  await page.clock.install();
  await visit(page, "/admin/updates");
  const feed = page.getByRole("list", { name: "Notifications" });
  await expect(page.getByText("No upcoming competitions in the next 7 days")).toBeVisible();
  await expectAccessible(page);

  const send = async (subject: string) => {
    const response = await page.request.post("/api/contact", {
      data: {
        name: "Rohan Pawar",
        email: "rohan@example.com",
        phone: "+91 98220 12345",
        area: "Kothrud",
        subject,
        message: "Is there a Saturday batch?",
      },
    });
    expect(response.ok()).toBe(true);
  };

  const first = `Saturday batch ${Date.now()}`;
  await send(first);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(feed.getByRole("listitem").first()).toContainText(first);

  const second = `Sunday batch ${Date.now()}`;
  await send(second);
  await expect(feed).not.toContainText(second);
  await page.clock.fastForward(16_000);
  await expect(feed.getByRole("listitem").first()).toContainText(second);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("unread-count")).toBeHidden();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  await tab(page, "Messages").click();
  await expect(page.getByRole("article").filter({ hasText: second })).toContainText("Kothrud");
  await expectAccessible(page);
});
