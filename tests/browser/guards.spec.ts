import { atPath, expect, test } from "./fixtures";

test.describe("signed-out visitors", () => {
  for (const path of ["/admin", "/kit-ordering"]) {
    test(`are sent from ${path} to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atPath("/login"));
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    });
  }
});
