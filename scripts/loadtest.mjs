// `npm run loadtest` (not part of `npm test`): builds the site while it seeds the bench's full data
// set into a throwaway local state, serves the deploy bundle of the worker over it (Miniflare, see
// lib/serve-bundle.mjs), signs in LOADTEST_USERS simulated people (50: visitors, franchise partners
// and admins) and lets them use the site together for LOADTEST_SECONDS (60): page views, likes,
// orders, approvals, pins. Then it checks what must hold (no 5xx, every order accounted for,
// invoice numbers gap-free, never more than 3 pins), prints the figures, writes them to
// bench-results/loadtest-latest.json and exits non-zero if a check failed.
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { prepareBenchState } from "./bench/seed.mjs";
import { buildSiteInBackground, log } from "./lib/local-site.mjs";
import { bundleWorker, serveBundle } from "./lib/serve-bundle.mjs";
import { castSizes, signInCast } from "./loadtest/cast.mjs";
import { checkRun } from "./loadtest/checks.mjs";
import { createClient } from "./loadtest/client.mjs";
import { newLedger, runPeople } from "./loadtest/journeys.mjs";
import { printReport, summarize } from "./loadtest/report.mjs";
import { readSite } from "./loadtest/site.mjs";

const SECONDS = Number(process.env.LOADTEST_SECONDS || 60);
const USERS = Number(process.env.LOADTEST_USERS || 50);
const PORT = Number(process.env.LOADTEST_PORT || 8797);
const STATE = ".wrangler/loadtest-state";
const RESULTS_DIR = "bench-results";
const SERVER_LOG = `${RESULTS_DIR}/loadtest-server.log`;

mkdirSync(RESULTS_DIR, { recursive: true });
const build = buildSiteInBackground();
prepareBenchState({ persistTo: STATE, scale: 1, seedFile: `${RESULTS_DIR}/seed-loadtest.sql` });
await build;
const script = bundleWorker(".wrangler/loadtest-bundle");
log("Built, bundled and seeded the full bench data set.");

const server = await serveBundle({
  script,
  persistTo: STATE,
  port: PORT,
  vars: { JWT_SECRET: randomBytes(48).toString("base64url") },
  // Everything the worker prints (its errors included), for when a check fails.
  output: createWriteStream(SERVER_LOG),
});
// The process exits once the server has stopped; nothing waits on the handler.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void server.stop().finally(() => process.exit(130)));

/** Signs the people in, runs the load, then checks what must hold; answers the figures and the checks. */
async function loadAndCheck(base) {
  const client = createClient(base);
  const people = await signInCast(client, USERS);
  const admin = people.find((person) => person.role === "admin");
  const site = await readSite(client, admin);
  const ledger = newLedger(site);
  log(`Signed in ${people.length} people; ${SECONDS} s of load on ${base}...`);

  client.startRecording();
  const started = performance.now();
  await runPeople(people, { client, site, ledger }, Date.now() + SECONDS * 1000);
  const seconds = (performance.now() - started) / 1000;
  client.stopRecording();
  return { summary: summarize(client.samples, seconds), checks: await checkRun(client, admin, site, ledger, client.samples) };
}

const { summary, checks } = await loadAndCheck(server.url).finally(() => server.stop());
printReport(summary, checks, castSizes(USERS));

const report = { date: new Date().toISOString(), users: USERS, cast: castSizes(USERS), ...summary, checks };
writeFileSync(`${RESULTS_DIR}/loadtest-latest.json`, JSON.stringify(report, null, 2));
console.log(`\nFigures in ${RESULTS_DIR}/loadtest-latest.json, the worker's output in ${SERVER_LOG}`);
if (checks.some((c) => !c.ok)) process.exitCode = 1;
