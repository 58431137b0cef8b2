import type { Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, expectWellBehavedImages, signIn, test, visit } from "./fixtures";

// Every page each role can reach, checked with axe (WCAG 2.x A/AA) at a phone and a desktop width.
const PUBLIC_PAGES = ["/", "/login", "/register", "/contact", "/blogs", "/gallery", "/competitions"];
const SIGNED_IN_PAGES = {
  partner: ["/", "/kit-ordering", "/kit-ordering/orders", "/account/password", "/blogs", "/gallery", "/competitions"],
  admin: ["/", "/kit-ordering", "/kit-ordering/orders", "/admin", "/admin?tab=users", "/admin?tab=updates", "/admin?tab=messages", "/blogs", "/gallery", "/competitions"],
};
const WIDTHS = [390, 1280];

async function checkPages(page: Page, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await visit(page, path);
      await expectAccessible(page);
      await expectWellBehavedImages(page);
    }
  }
}

test("every public page is accessible to a visitor", async ({ page }) => {
  await checkPages(page, PUBLIC_PAGES);
});

test("the open mobile menu and the form errors are accessible", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectAccessible(page);

  await visit(page, "/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expectAccessible(page);
});

test("every page an approved franchise partner reaches is accessible", async ({ page }) => {
  test.slow(); // a dozen pages, each fully analysed by axe
  await signIn(page, E2E_PARTNER);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  await checkPages(page, SIGNED_IN_PAGES.partner);
});

test("every page an administrator reaches is accessible", async ({ page }) => {
  test.slow(); // a dozen pages, each fully analysed by axe
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  await checkPages(page, SIGNED_IN_PAGES.admin);
});
