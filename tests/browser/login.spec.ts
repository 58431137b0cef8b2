import type { APIRequestContext } from "@playwright/test";
import { atPath, E2E_ADMIN, expect, expectTidyLayout, signIn, test, visit } from "./fixtures";

/** A newly registered partner the admin has approved: its own account, so signing it out ends no other journey's session. */
async function approvedPartner(request: APIRequestContext) {
  const run = Date.now().toString(36);
  const partner = { name: `Kavita Rao ${run}`, email: `kavita.${run}@example.com`, password: "kavita-franchise-pass" };
  const register = await request.post("/api/auth/register", {
    data: { ...partner, whatsappNumber: `+9198${String(Date.now()).slice(-8)}` },
  });
  expect(register.status()).toBe(201);
  const { user } = (await register.json()) as { user: { id: string } };
  const { token } = (await (await request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string };
  expect((await request.patch(`/api/users/${user.id}/approve`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  return partner;
}

test.describe("sign in", () => {
  test("the administrator signs in and sees the admin links and the dashboard", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(atPath("/"));

    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Kit Ordering" })).toBeVisible();

    await mainNav.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByText("Total Users")).toBeVisible();
  });

  // A partner of its own: the seeded accounts' sessions are shared by the other journeys (sessions.setup.ts).
  test("a partner signs out, and the session is gone", async ({ page, request }) => {
    const partner = await approvedPartner(request);
    await signIn(page, partner);
    await expect(page).toHaveURL(atPath("/"));
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Kit Ordering" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(atPath("/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Kit Ordering" })).toHaveCount(0);

    // The session is really gone, not just hidden: kit ordering sends us to sign in again.
    await page.goto("/kit-ordering");
    await expect(page).toHaveURL(atPath("/login"));
  });

  test("visiting /admin directly while signed in shows the dashboard", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(atPath("/"));
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.name}`)).toBeVisible();
    await expect(page.getByText("Total Users")).toBeVisible();
    // The admin has the most header links; they must fit the header at desktop and tablet widths.
    for (const width of [1280, 1536, 1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await expectTidyLayout(page);
    }
  });

  test("a wrong password is refused with a clear message", async ({ page }) => {
    await signIn(page, { email: E2E_ADMIN.email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    await expect(page).toHaveURL(atPath("/login"));
  });

  test("a stranger's guesses make new browsers wait, never the one the owner signed in with", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const partner = await approvedPartner(request);

    // The owner signs in on this browser once, and signs out.
    await signIn(page, partner);
    await expect(page).toHaveURL(atPath("/"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    // A stranger guesses until every client that never signed in to the account must wait.
    for (let i = 0; i < 5; i++) {
      expect((await request.post("/api/auth/login", { data: { email: partner.email, password: "a-wrong-guess" } })).status()).toBe(401);
    }
    expect((await request.post("/api/auth/login", { data: partner })).status()).toBe(429);
    const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.201" } });
    const otherBrowser = await elsewhere.newPage();
    await signIn(otherBrowser, partner);
    await expect(otherBrowser.getByRole("alert")).toContainText("Too many failed sign-ins for this account. Please wait");
    await elsewhere.close();

    // The owner's own browser is not held up.
    await signIn(page, partner);
    await expect(page).toHaveURL(atPath("/"));
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  });

  test("the show/hide toggle reveals and hides the password", async ({ page }) => {
    await visit(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("secret-value");

    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });
});
