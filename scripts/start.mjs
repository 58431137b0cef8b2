// `npm start`: prepares the local site and serves it with `wrangler dev` (the workerd runtime,
// local D1 and R2 under .wrangler/state). Re-running keeps existing data.
import { mkdirSync, writeFileSync } from "node:fs";
import { applyMigrations, buildSite, ensureDevVars, log, readDevVars, runWranglerDev, seedAdmin } from "./lib/local-site.mjs";
import { startEmailStandin } from "./lib/email-standin.mjs";

const port = Number(process.env.PORT || 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (1-65535), not "${process.env.PORT}".`);
  process.exit(1);
}
ensureDevVars();
const devVars = readDevVars();
const email = process.env.ADMIN_EMAIL || devVars.ADMIN_EMAIL || "admin@example.com";
const password = process.env.ADMIN_PASSWORD || devVars.ADMIN_PASSWORD || "";

// The migrations' and the build's own output goes to a log (a short summary here); the server's own
// lines follow as they come.
const SETUP_LOG = ".wrangler/logs/npm-start.log";
mkdirSync(".wrangler/logs", { recursive: true });
writeFileSync(SETUP_LOG, `npm start, ${new Date().toISOString()}\n`);
applyMigrations(undefined, { logTo: SETUP_LOG });
seedAdmin({ email, password });
buildSite({ logTo: SETUP_LOG });
log(`Setup output: ${SETUP_LOG}`);
log(`Serving on http://localhost:${port} (Ctrl+C to stop)`);
runWranglerDev({ port, vars: await devEmailVars() });

/**
 * Email goes to the local stand-in (scripts/lib/email-standin.mjs), whose page lists what the site
 * would have sent, unless .dev.vars names a real provider key (EMAIL_API_KEY) or EMAIL_STANDIN=off.
 */
async function devEmailVars() {
  if (devVars.EMAIL_API_KEY || process.env.EMAIL_STANDIN === "off") return {};
  const standinPort = Number(process.env.EMAIL_STANDIN_PORT || port + 200);
  try {
    const { url } = await startEmailStandin(standinPort);
    log(`Emails the site would send: ${url}/ (a local stand-in; nothing leaves this machine)`);
    return {
      EMAIL_API_KEY: "dev-standin",
      EMAIL_FROM: "Bright Minds Academy <updates@localhost>",
      EMAIL_API_BASE_URL: url,
      SITE_URL: `http://localhost:${port}`,
    };
  } catch (error) {
    log(`No email stand-in (port ${standinPort}: ${error.message}): email stays off`);
    return {};
  }
}
