// The browser tests' web server (playwright.config.ts starts it): a fresh local database with a
// known administrator, and the worker bundled as for a deploy and run by Miniflare in one workerd
// (scripts/lib/serve-bundle.mjs), with its own JWT secret so .dev.vars is not needed. Not `wrangler
// dev`: its proxy now and then loses a request under load, and a lost route module makes Remix
// reload the page instead of navigating, which a journey then reads as a broken link.
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN, E2E_CENTRE, E2E_PARTNER, E2E_PORT, E2E_STATE_DIR, E2E_WHATSAPP_NUMBERS, E2E_WHATSAPP_PORT } from "./lib/e2e-users.mjs";
import { applyMigrations, buildSite, log, seedAccount, seedAdmin, seedCentre, seedSiteSetting } from "./lib/local-site.mjs";
import { bundleWorker, serveBundle } from "./lib/serve-bundle.mjs";
import { seedE2EResults } from "./lib/e2e-results.mjs";
import { seedE2ELevelExams } from "./lib/e2e-level-exams.mjs";
import { startWhatsAppStandin } from "./lib/whatsapp-standin.mjs";
import { startEmailStandin } from "./lib/email-standin.mjs";

// The helpers use paths relative to the repository root.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

rmSync(E2E_STATE_DIR, { recursive: true, force: true });
// `npm run build` normally comes first; build here only so a bare `npx playwright test` works.
if (!existsSync("build/server/index.js")) buildSite();
applyMigrations(E2E_STATE_DIR);
seedAdmin({ ...E2E_ADMIN, persistTo: E2E_STATE_DIR });
seedAccount({ ...E2E_PARTNER, role: "franchise", persistTo: E2E_STATE_DIR });
// The home page's WhatsApp links (tests/browser/home.spec.ts) exist only once numbers are saved.
seedSiteSetting({ key: "adminWhatsApp", value: E2E_WHATSAPP_NUMBERS, persistTo: E2E_STATE_DIR });
// The centre parents book demo classes at (tests/browser/leads.spec.ts), run by the E2E partner.
seedCentre({ centre: E2E_CENTRE, partnerIds: [E2E_PARTNER.id], persistTo: E2E_STATE_DIR });
// Test-only: students of that centre entered in two finished competitions, one to publish and one
// published (tests/browser/results.spec.ts, the accessibility sweep); see scripts/lib/e2e-results.mjs.
seedE2EResults(E2E_STATE_DIR);
// Test-only: a programme, students due for their level exam and a published level exam
// (tests/browser/level-exams.spec.ts, the accessibility sweep); see scripts/lib/e2e-level-exams.mjs.
seedE2ELevelExams(E2E_STATE_DIR);

// WhatsApp delivery is on, to a local stand-in: notifications go through the queue as in
// production, and a password reset code reaches a spec (tests/browser/password-reset.spec.ts).
const whatsAppStandin = await startWhatsAppStandin(E2E_WHATSAPP_PORT);
// Email too, to its stand-in (scripts/lib/email-standin.mjs), one hundred ports above WhatsApp's.
const emailStandin = (await startEmailStandin(E2E_WHATSAPP_PORT + 100)).url;

const server = await serveBundle({
  script: bundleWorker(".wrangler/e2e-bundle"),
  persistTo: E2E_STATE_DIR,
  port: E2E_PORT,
  vars: {
    JWT_SECRET: randomBytes(48).toString("base64url"),
    WHATSAPP_TOKEN: "e2e-token",
    WHATSAPP_PHONE_NUMBER_ID: "e2e-sender",
    WHATSAPP_API_BASE_URL: whatsAppStandin,
    EMAIL_API_KEY: "e2e-email-key",
    EMAIL_FROM: "Bright Minds Academy <updates@e2e.test>",
    EMAIL_API_BASE_URL: emailStandin,
    SITE_URL: `http://localhost:${E2E_PORT}`,
  },
  // The worker's own errors reach the test output (playwright.config.ts pipes stderr).
  output: process.stderr,
});
log(`Serving the browser tests' site on http://localhost:${E2E_PORT} (WhatsApp stand-in on ${whatsAppStandin})`);
// Playwright stops this script with SIGTERM when the tests end.
// The process exits once Miniflare has stopped; nothing waits on the handler.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void server.stop().finally(() => process.exit(0)));
