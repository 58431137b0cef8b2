// `npm run bench`: builds while it seeds a fresh local state for the full data set and for a tenth
// of it (D1 rows and one uploaded image in R2), then for each starts `wrangler dev`, probes every
// target once (status, D1 queries) and drives it with autocannon. Prints one table and writes JSON
// to bench-results/. Stops everything it started.
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import {
  buildSiteInBackground,
  forwardServerErrors,
  freePort,
  log,
  spawnWranglerDev,
  stopProcessGroup,
  waitUntilReady,
} from "./lib/local-site.mjs";
import { prepareBenchState } from "./bench/seed.mjs";
import { BENCH_TARGETS, BENCH_USERS, MAX_QUERIES_PER_REQUEST, bodyFor, freshClientAddress } from "./bench/targets.mjs";

// One second per target (about 100 to 800 requests at 10 connections) keeps the whole run, every
// target at both sizes with the build and the seeding, under three minutes.
const SECONDS = Number(process.env.BENCH_SECONDS || 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SCALES = [
  { label: "full", scale: 1 },
  { label: "tenth", scale: 0.1 },
];
const RESULTS_DIR = "bench-results";

const running = new Set();
const stopAll = () => running.forEach((child) => stopProcessGroup(child));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => (stopAll(), process.exit(130)));
process.on("exit", stopAll);

/** Bearer tokens and session cookies for the seeded partner and admin. */
async function signInAll(base) {
  const credentials = {};
  for (const who of ["partner", "admin"]) {
    const { email } = BENCH_USERS[who];
    const form = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshClientAddress() },
      body: new URLSearchParams({ email, password: BENCH_USERS.password, redirectTo: "/" }),
    });
    const cookie = form.headers.get("set-cookie")?.split(";")[0];
    const api = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClientAddress() },
      body: JSON.stringify({ email, password: BENCH_USERS.password }),
    });
    const { token } = await api.json();
    if (!cookie || !token) throw new Error(`could not sign in the bench ${who}`);
    credentials[who] = { cookie, token };
  }
  return credentials;
}

function requestFor(target, credentials) {
  const headers = {};
  if (target.as) {
    const { cookie, token } = credentials[target.as];
    if (target.via === "bearer") headers.Authorization = `Bearer ${token}`;
    else headers.Cookie = cookie;
  }
  if (target.body) headers["Content-Type"] = "application/json";
  return { method: target.method ?? "GET", path: target.path, headers };
}

/** Fresh body and client address per request where the target asks for them. */
function setupRequest(target) {
  return (request) => {
    const next = { ...request, headers: { ...request.headers } };
    if (target.body) next.body = JSON.stringify(bodyFor(target));
    if (target.freshAddress) next.headers["CF-Connecting-IP"] = freshClientAddress();
    return next;
  };
}

async function probe(base, target, credentials) {
  const request = setupRequest(target)(requestFor(target, credentials));
  const response = await fetch(base + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  await response.arrayBuffer();
  const queries = response.headers.get("x-d1-queries");
  return { status: response.status, queries: queries === null ? null : Number(queries) };
}

async function load(base, target, credentials) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ ...requestFor(target, credentials), setupRequest: setupRequest(target) }],
  });
  // A redirect target counts what did not redirect as it should; every other target, what was not 2xx.
  const unexpected = target.expect ? result.requests.total - (result.statusCodeStats?.[target.expect]?.count ?? 0) : result.non2xx;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: unexpected + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** A fresh local state for one data size: migrations, the seed rows, the uploaded image. */
function prepareScale({ label, scale }) {
  const started = Date.now();
  const persistTo = `.wrangler/bench-state-${label}`;
  const statements = prepareBenchState({ persistTo, scale, seedFile: `${RESULTS_DIR}/seed-${label}.sql` });
  const seconds = (Date.now() - started) / 1000;
  log(`Seeded the ${label} data set (${statements} batches) in ${seconds.toFixed(1)} s`);
  return { persistTo, seedSeconds: Math.round(seconds * 10) / 10 };
}

/** `wrangler dev` over one prepared state, ready and signed in (it idles until its turn). */
async function startServer({ persistTo }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnWranglerDev({
    port,
    inspectorPort: await freePort(),
    persistTo,
    vars: { JWT_SECRET: randomBytes(48).toString("base64url"), DEBUG_QUERY_COUNT: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  forwardServerErrors(child);
  running.add(child);
  await waitUntilReady(`${base}/favicon.svg`, child);
  return { child, base, credentials: await signInAll(base) };
}

async function stopServer({ child }) {
  stopProcessGroup(child);
  running.delete(child);
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
}

async function measureScale({ label }, { base, credentials }) {
  const rows = {};
  for (const target of BENCH_TARGETS) {
    const first = await probe(base, target, credentials);
    const measured = await load(base, target, credentials);
    rows[target.name] = { ...first, ...measured };
    log(`${label.padEnd(5)} ${target.name.padEnd(28)} ${String(measured.rps).padStart(6)} req/s`);
  }
  return rows;
}

function printTable(results) {
  const [full, tenth] = SCALES.map(({ label }) => results[label]);
  const staticName = BENCH_TARGETS.find((target) => target.static).name;
  const pair = (a, b) => `${a} / ${b}`;
  const ratio = (rows, name) => (rows[name].rps / Math.max(rows[staticName].rps, 1)).toFixed(2);
  const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "x static", "D1 queries"];
  const body = BENCH_TARGETS.map(({ name }) => [
    name,
    pair(full[name].rps, tenth[name].rps),
    pair(full[name].p50, tenth[name].p50),
    pair(full[name].p99, tenth[name].p99),
    pair(full[name].non2xx, tenth[name].non2xx),
    pair(ratio(full, name), ratio(tenth, name)),
    full[name].queries === null ? "-" : pair(full[name].queries, tenth[name].queries),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell)[column === 0 ? "padEnd" : "padStart"](widths[column])).join("  ");
  console.log(
    `\nEach cell: full data / a tenth of it. ${BENCH_TARGETS.length} targets, ${SECONDS} s per target, ${CONNECTIONS} connections; non-2xx counts a redirect target's answers that were not its redirect.\n`,
  );
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  body.forEach((row) => console.log(line(row)));
}

const startedAt = Date.now();
mkdirSync(RESULTS_DIR, { recursive: true });
// The build and the seeding run side by side (neither is measured); the load runs alone.
const build = buildSiteInBackground();
const prepared = Object.fromEntries(SCALES.map((scale) => [scale.label, prepareScale(scale)]));
const seededSeconds = Math.round((Date.now() - startedAt) / 1000);
await build;
const setupSeconds = Math.round((Date.now() - startedAt) / 1000);
log(`Built and seeded in ${setupSeconds} s`);
// Both servers start together (an idle one costs no CPU); each is stopped before the next is measured.
const servers = await Promise.all(SCALES.map((scale) => startServer(prepared[scale.label])));
const results = {};
for (const [i, scale] of SCALES.entries()) {
  results[scale.label] = await measureScale(scale, servers[i]);
  await stopServer(servers[i]);
}
printTable(results);

const problems = [];
for (const { label } of SCALES) {
  for (const target of BENCH_TARGETS) {
    const row = results[label][target.name];
    if (target.expect ? row.status !== target.expect : row.status >= 400) problems.push(`${target.name} (${label}) answered ${row.status}`);
    if (row.queries !== null && row.queries > MAX_QUERIES_PER_REQUEST)
      problems.push(`${target.name} (${label}) made ${row.queries} D1 queries`);
  }
}
const report = {
  date: new Date().toISOString(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  targets: BENCH_TARGETS.length,
  // Seeding both sizes (alongside the build), build and seeding together, then the whole run.
  seedSeconds: Object.fromEntries(SCALES.map(({ label }) => [label, prepared[label].seedSeconds])),
  seededSeconds,
  setupSeconds,
  durationSeconds: Math.round((Date.now() - startedAt) / 1000),
  results,
  problems,
};
writeFileSync(`${RESULTS_DIR}/latest.json`, JSON.stringify(report, null, 2));
writeFileSync(`${RESULTS_DIR}/bench-${report.date.replace(/[:.]/g, "-")}.json`, JSON.stringify(report, null, 2));
console.log(`\nFinished in ${report.durationSeconds} s; results in ${RESULTS_DIR}/latest.json`);
if (problems.length) {
  console.error(`\nOver budget:\n- ${problems.join("\n- ")}`);
  process.exitCode = 1;
}
