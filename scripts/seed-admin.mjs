// Creates the administrator admin-1 in the production database, once:
//   ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='...' node scripts/seed-admin.mjs --remote
// Without ADMIN_PASSWORD a password is generated and printed once. An existing admin-1 is left as it is.
import { seedAdmin } from "./lib/local-site.mjs";

const remote = process.argv.includes("--remote");
const email = process.env.ADMIN_EMAIL;
if (!email) {
  console.error("Set ADMIN_EMAIL (and ideally ADMIN_PASSWORD) first.");
  process.exit(1);
}
seedAdmin({ email, password: process.env.ADMIN_PASSWORD || "", remote });
