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

export default defineConfig({
  testDir: "tests/browser",
  // Two cores: one for the server, one for the browser.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // No trace: recording one for every test (kept only on failure) made the journeys 20% slower.
    // A failure still says where and why, with a screenshot; `npx playwright test --trace on` records them.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: "node scripts/serve-for-tests.mjs",
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the script dispose of Miniflare; Playwright's default SIGKILL would reach only
    // the script and leave workerd running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
