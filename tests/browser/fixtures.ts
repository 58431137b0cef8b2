import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../scripts/lib/e2e-users.mjs";

export { E2E_ADMIN, expect };

type ConsoleOptions = {
  /** Console errors a test expects (e.g. Chromium logging the 404 status of a 404 page); all others fail it. */
  expectedConsoleErrors: RegExp[];
};

/**
 * Playwright's `test`, where any console error or uncaught exception in the page fails the test:
 * a page that looks right but logs errors (hydration mismatches, CSP blocks, failed requests) is broken.
 */
export const test = base.extend<ConsoleOptions>({
  expectedConsoleErrors: [[], { option: true }],
  // The callback is named runTest, not `use`, which the React hooks lint rule takes for React's use().
  page: async ({ page, expectedConsoleErrors }, runTest) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = `console.error: ${message.text()} (at ${message.location().url})`;
      if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await runTest(page);
    expect(errors, "errors in the browser console").toEqual([]);
  },
});

/**
 * Waits until React has hydrated the document, so clicks reach their handlers. Before that a
 * button with only an onClick (such as the mobile menu's) does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps$")));
}

/** Opens a page and waits for hydration; returns the document's response. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Signs in through the /login form (each call counts against the sign-in rate limit). */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A predicate for toHaveURL: the page is at this path, whatever the query string. */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/**
 * Every visible link and button of the header sits inside the header bar's padded box (nothing
 * wrapped below it or pushed past its edge), and the page never scrolls sideways.
 */
export async function expectTidyLayout(page: Page): Promise<void> {
  const outside = await page.getByRole("banner").evaluate((header) => {
    const bar = header.firstElementChild as HTMLElement;
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const inner = { left: box.left + parseFloat(style.paddingLeft) - 1, right: box.right - parseFloat(style.paddingRight) + 1 };
    const misplaced: string[] = [];
    for (const element of header.querySelectorAll<HTMLElement>("a, button")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue; // not displayed at this width
      if (rect.left < inner.left || rect.right > inner.right || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) {
        misplaced.push(`${element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName} at ${window.innerWidth}px`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) misplaced.push("page wider than the window");
    return misplaced;
  });
  expect(outside, "header items outside the header bar").toEqual([]);
}
