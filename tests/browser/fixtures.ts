import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { E2E_ADMIN, E2E_PARTNER } from "../../scripts/lib/e2e-users.mjs";
import { saveDocumentsOf } from "./saved-documents";

export { E2E_ADMIN, E2E_PARTNER, expect };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * No axe-core violation of WCAG 2.x A/AA on the page as it is now; with `experimental`, none of
 * axe's experimental rules either (label in name, tables' headers, paragraphs styled as headings,
 * focus order semantics...), which axe leaves out unless their tag is asked for.
 */
export async function expectAccessible(page: Page, { experimental = false }: { experimental?: boolean } = {}): Promise<void> {
  // Legacy mode: axe runs in the page itself. Our pages load no frame (the map and the videos embed
  // only when asked), and the default mode runs axe in parts and opens a second page to put them
  // together, which doubled every check (1.4 s to 0.7 s a page).
  const tags = experimental ? [...WCAG_TAGS, "experimental"] : WCAG_TAGS;
  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Images never shift the layout and never load early for nothing: each has width and height,
 * those starting below the first screen load lazily, and large ones on the first screen come as
 * WebP or AVIF with a srcset.
 */
export async function expectWellBehavedImages(page: Page): Promise<void> {
  const problems = await page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const name = image.getAttribute("src") ?? "(no src)";
      const top = image.getBoundingClientRect().top + window.scrollY;
      const found: string[] = [];
      if (!image.getAttribute("width") || !image.getAttribute("height")) found.push(`${name} has no width/height`);
      if (top > window.innerHeight && image.loading !== "lazy") found.push(`${name} is below the fold but not lazy`);
      // An image still waiting to load (a slideshow's later slides) has no currentSrc yet: its srcset says what it will be.
      const chosen = image.currentSrc || image.srcset;
      if (top < window.innerHeight && image.width >= 300 && (!image.srcset || !/\.(webp|avif)\b|format=(webp|avif)/.test(chosen)))
        found.push(`${name} is a large first-screen image without a WebP/AVIF srcset`);
      return found;
    }),
  );
  expect(problems, `image problems on ${page.url()}`).toEqual([]);
}

type ConsoleOptions = {
  /** Console errors a test expects (e.g. Chromium logging the 404 status of a 404 page); all others fail it. */
  expectedConsoleErrors: RegExp[];
};

/**
 * Watches `page` as every test page is watched: its console errors and uncaught exceptions (all
 * but `expected` fail the test) and the HTML documents it loads (for the Nu checker). Answers a
 * function that waits for the documents and fails on any error seen.
 */
export async function watchPage(page: Page, expected: RegExp[] = []): Promise<() => Promise<void>> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = `console.error: ${message.text()} (at ${message.location().url})`;
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  // A Content-Security-Policy violation is caught by the code that caused it (zod's eval probe
  // was), so it never reaches the console by itself: report it there.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  const documentsSaved = saveDocumentsOf(page);
  return async () => {
    await documentsSaved();
    expect(errors, "errors in the browser console").toEqual([]);
  };
}

/**
 * Playwright's `test`, where any console error or uncaught exception in the page fails the test:
 * a page that looks right but logs errors (hydration mismatches, CSP blocks, failed requests) is broken.
 */
let addressCounter = 0;

export const test = base.extend<ConsoleOptions>({
  expectedConsoleErrors: [[], { option: true }],
  // Each test signs in from its own client address, as the workerd tests do: the per-address
  // sign-in limit (20 a minute) then never carries over from one journey to the next.
  // Each worker has addresses of its own (10.0.<worker>.x), so two workers never share one.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, runTest, testInfo) => {
    addressCounter += 1;
    await runTest({ ...extraHTTPHeaders, "CF-Connecting-IP": `10.0.${testInfo.parallelIndex}.${(addressCounter % 250) + 1}` });
  },
  // The callback is named runTest, not `use`, which the React hooks lint rule takes for React's use().
  page: async ({ page, expectedConsoleErrors }, runTest) => {
    const watched = await watchPage(page, expectedConsoleErrors);
    await runTest(page);
    await watched();
    // Wherever a journey ends, that page must be accessible too.
    if (page.url().startsWith("http")) await expectAccessible(page);
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

/** A seeded account whose session sessions.setup.ts signs in once per run. */
type SeededAccount = typeof E2E_ADMIN | typeof E2E_PARTNER;

/** Where sessions.setup.ts keeps the signed-in browser state of a seeded account. */
export const sessionFileOf = (account: SeededAccount) => `.wrangler/e2e-sessions/${account.email}.json`;

/**
 * Opens `path` signed in as a seeded account, with the session sessions.setup.ts signed in through
 * the form once per run: a journey that is not about signing in starts as a returning user would,
 * without a form sign-in (and its password hash) of its own. A journey that signs out or changes
 * the password signs in through the form instead, so the shared session stays valid.
 */
export async function visitAs(page: Page, account: SeededAccount, path: string) {
  await resumeSession(page, account);
  return visit(page, path);
}

/** Gives the page's browser context a seeded account's saved session (see visitAs), without opening a page. */
export async function resumeSession(page: Page, account: SeededAccount) {
  const { cookies } = JSON.parse(await readFile(sessionFileOf(account), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
}

/** An API token for the account (POST /api/auth/login). */
export async function tokenOf(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A tiny PNG: the photo of a signed consent form, as a data URL. */
const FORM_PHOTO =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

/** The parents' consent on the signed form, recorded by the partner (`token`) for each student: they may then be entered. */
export async function recordPaperConsent(request: APIRequestContext, token: string, studentIds: string[]) {
  for (const id of studentIds) {
    const recorded = await request.put(`/api/students/${id}/consent`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { method: "paper", core: true, results: true, photos: false, messages: true, evidence: FORM_PHOTO },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);
  }
}

/** Signs the browser context in with a token: pages take the same JWT as their session cookie. */
export async function signedInAs(context: BrowserContext, token: string, baseURL: string) {
  const { hostname } = new URL(baseURL);
  await context.clearCookies();
  await context.addCookies([
    { name: "__Host-academy_session", value: token, domain: hostname, path: "/", httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
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
    for (const element of header.querySelectorAll<HTMLElement>("a, button, summary")) {
      const rect = element.getBoundingClientRect();
      // Not displayed at this width, or inside the closed menu (a closed <details> keeps its content's boxes).
      if (rect.width === 0 || !element.checkVisibility()) continue;
      if (rect.left < inner.left || rect.right > inner.right || rect.top < box.top - 1 || rect.bottom > box.bottom + 1) {
        misplaced.push(`${element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName} at ${window.innerWidth}px`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) misplaced.push("page wider than the window");
    return misplaced;
  });
  expect(outside, "header items outside the header bar").toEqual([]);
}

/** Points of the paper sizes our documents print on (width × height). */
export const PAPER = { a4Portrait: [595, 842], a4Landscape: [842, 595] } as const;

/** The page as printed: one sheet of `paper`, the print button hidden from it. */
export async function expectOnePrintedSheet(page: Page, paper: readonly [number, number], label: string): Promise<void> {
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g), "one sheet").toHaveLength(1);
  const [width, height] = pdf
    .match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/)!
    .slice(1)
    .map(Number);
  expect([Math.round(width!), Math.round(height!)], `${label}, in points`).toEqual([...paper]);
  await page.emulateMedia({ media: "screen" });
}
