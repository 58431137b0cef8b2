import { atPath, E2E_ADMIN, expect, expectTidyLayout, signIn, test, visit } from "./fixtures";

test.describe("sign in", () => {
  test("the administrator signs in, sees the admin links and the dashboard, and signs out", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(atPath("/"));

    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Kit Ordering" })).toBeVisible();

    await mainNav.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByText("Total Users")).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(atPath("/"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

    // The session is really gone, not just hidden: the dashboard sends us to sign in again.
    await page.goto("/admin");
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
