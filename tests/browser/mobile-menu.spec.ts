import type { Page } from "@playwright/test";
import { atPath, E2E_ADMIN, expect, expectTidyLayout, test, visit, visitAs } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_LINKS = ["Home", "Centres", "Blogs", "Gallery", "Competitions", "Contact"];

// The menu is a <details> disclosure: its summary (a button to assistive technology, with its own
// expanded state) opens it before the script has loaded, or without one.
const summaryOf = (page: Page) => page.locator("header summary", { hasText: "Menu" });
const menuOf = (page: Page) => page.locator("header details", { has: page.locator("summary", { hasText: "Menu" }) });
/** The menu's language switcher: the same page in each language. */
const LANGUAGES = ["English", "मराठी", "हिन्दी"];

test.describe("mobile menu", () => {
  test("opens with the public links, closes on Escape and gives focus back", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expectTidyLayout(page);
    // The smallest phones still in use are 320px wide.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectTidyLayout(page);
    await page.setViewportSize({ width: 390, height: 844 });

    const menuButton = summaryOf(page);
    await menuButton.click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    await expect(menuOf(page)).toHaveAttribute("open", "");
    await expect(panel.getByRole("link")).toHaveText([
      ...PUBLIC_LINKS,
      ...LANGUAGES,
      "Book a free demo class",
      "Become a franchise partner",
      "Login",
      "Sign Up",
    ]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuOf(page)).not.toHaveAttribute("open");
  });

  test("works from the keyboard", async ({ page }) => {
    await visit(page, "/");
    const menuButton = summaryOf(page);
    // Tab through the header (skip link, logo) until the menu button has focus.
    for (let i = 0; i < 10 && !(await menuButton.evaluate((button) => button === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("Enter");
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    // The panel follows the button, so the next Tab lands on its first link.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("following a link navigates and closes the menu (signed in as admin)", async ({ page }) => {
    await visitAs(page, E2E_ADMIN, "/");

    await summaryOf(page).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel.getByRole("link")).toHaveText([...PUBLIC_LINKS, "Kit Ordering", "Admin Dashboard", ...LANGUAGES, "Change password"]);
    await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();

    await panel.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(atPath("/admin"));
    await expect(page.getByText("Total Users")).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(menuOf(page)).not.toHaveAttribute("open");
  });

  test("opens and leads somewhere before any script has run", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await summaryOf(page).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Book a free demo class" }).click();
    await expect(page).toHaveURL(atPath("/book-demo"));
    await expect(page.getByRole("heading", { name: "Book a Free Demo Class" })).toBeVisible();
    await context.close();
  });
});
