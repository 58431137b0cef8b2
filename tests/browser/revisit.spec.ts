import type { Response } from "@playwright/test";
import { expect, test, visit, waitForHydration } from "./fixtures";

// A page the browser kept is revalidated with its ETag and answered 304 Not Modified; the kept page
// and the 304's Content-Security-Policy share one nonce, so its scripts still run (a blocked
// script would be a console error, which fails the test) and the page still works.
// It runs after every other journey (playwright.config.ts): a page another journey changes between the
// two loads (a result published beside it) is rightly sent whole, with a new tag. Alone (without
// every journey first): `npx playwright test tests/browser/revisit.spec.ts --no-deps`.
test("a revisit is answered 304 and the kept page still runs", async ({ page }) => {
  const first = await visit(page, "/competitions");
  const tag = first?.headers()["etag"];
  expect(tag).toMatch(/^W\/"[0-9a-f]{20}-/);

  const revisits: Response[] = [];
  page.on("response", (response) => {
    if (response.request().isNavigationRequest()) revisits.push(response);
  });
  await page.reload();
  await waitForHydration(page);
  expect(revisits).toHaveLength(1);
  expect(await revisits[0]!.request().headerValue("if-none-match")).toBe(tag);
  // A page sent whole would carry a new nonce, so a new tag: the same tag is the kept copy, revalidated.
  expect(await revisits[0]!.headerValue("etag")).toBe(tag);

  // Hydrated and working: a filter chip moves the list on the client.
  const filters = page.getByRole("navigation", { name: "Filter competitions" });
  await filters.getByRole("link", { name: "Completed" }).click();
  await expect(filters.getByRole("link", { name: "Completed" })).toHaveAttribute("aria-current", "page");
});
