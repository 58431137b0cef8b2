// `npm run demo`: fills the LOCAL site (.wrangler/state, what `npm start` serves) with sample posts,
// photos, competitions, kits, partners, orders and messages, so a first run shows the product.
// Re-running adds only what is missing and never changes or deletes anything already there.
// It never touches a remote database: there is no flag for that, and any argument is refused.
import { applyMigrations, ensureDevVars, log, readDevVars, seedAdmin } from "./lib/local-site.mjs";
import { SAMPLE_BANK, SAMPLE_PARTNERS, SAMPLE_UPI, SAMPLE_WHATSAPP_NUMBERS } from "./demo/content.mjs";
import { DEMO_TABLES, seedDemo } from "./demo/seed.mjs";

if (process.argv.length > 2) {
  const remote = process.argv.includes("--remote");
  console.error(
    remote
      ? "npm run demo only fills the local site; it never writes sample data to a remote database."
      : `npm run demo takes no arguments (got: ${process.argv.slice(2).join(" ")}).`,
  );
  process.exit(1);
}

ensureDevVars();
const devVars = readDevVars();
const partnerPassword = process.env.DEMO_PARTNER_PASSWORD || "sample-partner-1";
applyMigrations(undefined, { quiet: true });
// The posts' author; an existing administrator is left as it is.
seedAdmin({
  email: process.env.ADMIN_EMAIL || devVars.ADMIN_EMAIL || "admin@example.com",
  password: process.env.ADMIN_PASSWORD || devVars.ADMIN_PASSWORD || "",
});
log("Adding the sample data (pictures are drawn on this machine, nothing is downloaded)...");
const { added } = await seedDemo({ partnerPassword });

const lines = Object.entries(DEMO_TABLES).flatMap(([table, label]) => (added[table] ? [`${added[table]} ${label}`] : []));
if (added.site_settings)
  lines.push("the sample business details, testimonials, UPI payee, bank account and WhatsApp numbers (replace them in Settings)");
log(lines.length ? `Added ${lines.join(", ")}.` : "The sample data is already there; nothing added.");
log(`Sample partners sign in as ${SAMPLE_PARTNERS.map((p) => p.email).join(", ")} with the password "${partnerPassword}".`);
log(
  `Sample UPI payee: ${SAMPLE_UPI.vpa} (no bank answers it); sample bank account ${SAMPLE_BANK.accountNumber}, IFSC ${SAMPLE_BANK.ifsc} (no bank holds it). Sample WhatsApp numbers: ${Object.values(SAMPLE_WHATSAPP_NUMBERS).join(", ")}.`,
);
log("Now run `npm start` and open the site (if it is running already, just reload the page: it shows the new data).");
