import { atPath, expect, expectAccessible, test, waitForHydration } from "./fixtures";

const MISSING_PATH = "/this-does-not-exist";

// Chromium reports the document's own 404 status in the console; nothing else may be logged.
test.use({
  expectedConsoleErrors: [
    /^console\.error: Failed to load resource: .* status of 404 \(Not Found\) \(at http:\/\/localhost:\d+\/this-does-not-exist\)$/,
  ],
});

test("an unknown path shows the 404 page inside the site layout", async ({ page }) => {
  const response = await page.goto(MISSING_PATH);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2024");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(atPath("/"));
});
