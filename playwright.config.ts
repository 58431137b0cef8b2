import { defineConfig } from "@playwright/test";
import { E2E_PORT } from "./scripts/lib/e2e-users.mjs";

// localhost rather than 127.0.0.1: Chromium keeps the `Secure` session cookie on localhost over http.
const baseURL = `http://localhost:${E2E_PORT}`;

// Debian's Chromium; Playwright's own browser download is not available on these machines.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: chromiumArgs },
};

export default defineConfig({
  testDir: "tests/browser",
  // Two files at a time: a journey spends most of its time waiting on the server, the browser or a
  // wrangler run (demo-seed, first-admin-password), so a second one fills the wait. Tests within a
  // file keep their order (some read what an earlier one made).
  workers: 2,
  fullyParallel: false,
  // No retries: a retry hides a journey that fails now and then. A slow machine gets time instead.
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  // Generous, so a machine at half speed (busy, or a CPU hog beside it) is slow rather than red: a
  // quiet machine takes a few seconds for most journeys, the slowest under a minute.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    navigationTimeout: 60_000,
    viewport: { width: 1280, height: 800 },
    // No trace: recording one for every test (kept only on failure) made the journeys 20% slower.
    // A failure still says where and why, with a screenshot; `npx playwright test --trace on` records them.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // Signs the seeded admin and partner in once; the journeys start from their saved sessions.
    { name: "sessions", testMatch: /sessions\.setup\.ts$/, use: chromium },
    // The accessibility sweep judges every page with the seeded content only: it runs before the
    // journeys that add posts, photos and kits (a journey's tiny test image is no page's real image).
    { name: "sweep", dependencies: ["sessions"], testMatch: /accessibility\.spec\.ts$/, use: chromium },
    { name: "chromium", dependencies: ["sweep"], testIgnore: /(revisit|accessibility|gallery)\.spec\.ts$/, use: chromium },
    // Once no other journey is writing or reading: a page must stay the same between two loads
    // (revisit), and a photo the gallery journeys delete is one of the home page's newest six, so
    // any journey drawing the home page meanwhile would ask for an image that is gone (a 404 in its
    // console). Neither reads what the other writes.
    { name: "quiet", dependencies: ["chromium"], testMatch: /(revisit|gallery)\.spec\.ts$/, use: chromium },
  ],
  webServer: {
    command: "node scripts/serve-for-tests.mjs",
    url: baseURL,
    reuseExistingServer: false,
    // Migrations, seeding and bundling are a few wrangler runs: a minute on a quiet machine, more on a busy one.
    timeout: 300_000,
    // SIGTERM lets the script dispose of Miniflare; Playwright's default SIGKILL would reach only
    // the script and leave workerd running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
