// `npm run bench`: builds while it seeds a fresh local state for the full data set and for ten times
// it (D1 rows and one uploaded image in R2), then for each serves the deploy bundle in one workerd
// (scripts/lib/serve-bundle.mjs: `wrangler dev`'s proxy loses requests under load), probes every target
// once (status, D1 queries and round trips) and drives it with autocannon. A visitor read is driven
// twice: uncached (an empty session cookie bypasses the edge cache and the page renders as for a
// visitor) and, when the edge cache answers it, cached (no cookie; the probes filled the cache).
// Checks the issue's goals, prints them with one Markdown table (README's Performance section) and
// writes JSON and the table to bench-results/. Stops everything it started.
//
// BENCH_SECONDS (1), BENCH_RUNS (3 passes over every target: the median is kept), BENCH_CONNECTIONS (10), BENCH_SCALES ("full,10x"; "full" alone halves the run)
// and BENCH_ONLY (target names separated by "|"; the static file is always measured) narrow a run.
import autocannon from "autocannon";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { buildSiteInBackground, freePort, log } from "./lib/local-site.mjs";
import { bundleWorker, serveBundle } from "./lib/serve-bundle.mjs";
import { prepareBenchState } from "./bench/seed.mjs";
import {
  BENCH_PARENT,
  BENCH_TARGETS,
  BENCH_USERS,
  MAX_QUERIES_PER_REQUEST,
  PARENT_COOKIE,
  SESSION_COOKIE,
  bodyFor,
  freshClientAddress,
} from "./bench/targets.mjs";

// One second per target (about 100 to 800 requests at 10 connections) keeps the whole run, every
// target at both sizes with the build and the seeding, to a few minutes.
const SECONDS = Number(process.env.BENCH_SECONDS || 1);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ALL_SCALES = [
  { label: "full", scale: 1 },
  { label: "10x", scale: 10 },
];
const wantedScales = (process.env.BENCH_SCALES || "full,10x").split(",").map((label) => label.trim());
const SCALES = ALL_SCALES.filter(({ label }) => wantedScales.includes(label));
const only = process.env.BENCH_ONLY?.split("|").map((name) => name.trim());
const TARGETS = BENCH_TARGETS.filter((target) => target.static || !only || only.includes(target.name));
const RESULTS_DIR = "bench-results";

// The issue's goals, held at every data size: a cached visitor page at least 0.8x the static file,
// every page's uncached render at most 10 ms of worker time, the home page uncached at least 0.2x.
const GOALS = { cachedRatio: 0.8, renderMs: 10, homeRatio: 0.2 };
const STATIC_NAME = BENCH_TARGETS.find((target) => target.static).name;
const HOME_NAME = "home page";

/** A visitor's GET of a page or read: measured uncached, and cached when the edge cache answers it. */
const isVisitorRead = (target) => !target.as && (target.method ?? "GET") === "GET" && !target.static;

const running = new Set();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  // The process exits once the servers have stopped; nothing waits on the handler.
  process.on(signal, () => void Promise.allSettled([...running].map((server) => server.stop())).finally(() => process.exit(130)));

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
    // The session cookie alone (a sign-in may set others, such as the D1 bookmark).
    const cookie = form.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    const api = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClientAddress() },
      body: JSON.stringify({ email, password: BENCH_USERS.password }),
    });
    const { token } = await api.json();
    if (!cookie || !token) throw new Error(`could not sign in the bench ${who}`);
    credentials[who] = { cookie, token };
  }
  // The parent's session is seeded (scripts/bench/seed.mjs): no WhatsApp code to receive.
  credentials.parent = { cookie: `${PARENT_COOKIE}=${BENCH_PARENT.token}`, token: BENCH_PARENT.token };
  return credentials;
}

/** A target's request; a visitor read carries an empty session cookie (bypassing the edge cache) unless `cached`. */
function requestFor(target, credentials, { cached = false } = {}) {
  const headers = {};
  if (isVisitorRead(target) && !cached) headers.Cookie = `${SESSION_COOKIE}=`;
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

const numberHeader = (response, name) => (response.headers.has(name) ? Number(response.headers.get(name)) : null);

/**
 * One request, given up after 60 s and sent once more; null when both fail (the run goes on and the
 * target is reported), so one lost or endless request cannot hang or end the run.
 */
async function send(url, init, tries = 2) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return response;
  } catch {
    return tries > 1 ? send(url, init, tries - 1) : null;
  }
}

/**
 * Waits until the worker is idle again: a slow target leaves the requests autocannon gave up on still
 * running, and the next target would be measured behind them. A D1 read answered within a second
 * says they are done (gives up after two minutes).
 */
async function settle(base) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const started = Date.now();
    const response = await send(`${base}/api/info`, { headers: { Cookie: `${SESSION_COOKIE}=` } }, 1);
    if (response && Date.now() - started < 1000) return;
  }
}

async function probe(base, target, credentials, options) {
  const request = setupRequest(target)(requestFor(target, credentials, options));
  const response = await send(base + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  if (!response) return { status: 0, queries: null, roundTrips: null, html: false, edgeCache: null };
  return {
    status: response.status,
    queries: numberHeader(response, "x-d1-queries"),
    // Absent where the worker does not count round trips (shown as "-").
    roundTrips: numberHeader(response, "x-d1-round-trips"),
    html: (response.headers.get("content-type") ?? "").startsWith("text/html"),
    edgeCache: response.headers.get("x-edge-cache"),
  };
}

/**
 * The run of median req/s of a target's runs (BENCH_RUNS, 3): this shared machine moves a single run
 * by a fifth or more, and the goals are held by the median, as the Lighthouse scores are. Answers
 * that were not as expected are counted over every run.
 */
function medianRun(runs) {
  const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
  const total = (key) => runs.reduce((sum, run) => sum + run[key], 0);
  const unexpectedAnswers = runs
    .map((run) => run.unexpectedAnswers)
    .filter(Boolean)
    .join("; ");
  return { ...median, non2xx: total("non2xx"), requests: total("requests"), unexpectedAnswers };
}

/** Requests sent, unmeasured, before each measured run: the page's code is warm again after the rest of the list ran. */
const WARM_UP_REQUESTS = 40;

async function loadOnce(base, target, credentials, options) {
  const request = { ...requestFor(target, credentials, options), setupRequest: setupRequest(target) };
  // A short sampling interval: autocannon otherwise ends a run by count only at its next one-second tick.
  await autocannon({ url: base, connections: CONNECTIONS, amount: WARM_UP_REQUESTS, sampleInt: 50, requests: [request] });
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request],
  });
  // A redirect target counts what did not redirect as it should; every other target, what was not 2xx.
  const countOf = (status) => (status ? (result.statusCodeStats?.[status]?.count ?? 0) : 0);
  const unexpected = target.expect ? result.requests.total - countOf(target.expect) : result.non2xx - countOf(target.alsoExpect);
  // What the unexpected answers were: each status's count, and requests that got no answer.
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !/^2/.test(status));
  const answers = [
    ...statuses.map(([status, { count }]) => `${status}: ${count}`),
    `errors: ${result.errors}`,
    `timeouts: ${result.timeouts}`,
  ];
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: unexpected + result.errors + result.timeouts,
    unexpectedAnswers: unexpected + result.errors + result.timeouts ? answers.join(", ") : "",
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

/** The bundle over one prepared state, in one workerd, ready and signed in (it idles until its turn). */
async function startServer({ persistTo }, label, script) {
  const server = await serveBundle({
    script,
    persistTo,
    port: await freePort(),
    vars: { JWT_SECRET: randomBytes(48).toString("base64url"), DEBUG_QUERY_COUNT: "1" },
    // Everything the worker prints (its errors included), for when a target answers badly.
    output: createWriteStream(`${RESULTS_DIR}/bench-server-${label}.log`),
  });
  running.add(server);
  return { server, base: server.url, credentials: await signInAll(server.url) };
}

async function stopServer({ server }) {
  running.delete(server);
  await server.stop();
}

const ratioOf = (rps, staticRps) => Math.round((rps / Math.max(staticRps, 1)) * 100) / 100;
/** Worker time per answer beyond the static file's: 1000 / req/s minus 1000 / static req/s, in ms. */
const workerMsOf = (rps, staticRps) => Math.round((1000 / Math.max(rps, 1) - 1000 / Math.max(staticRps, 1)) * 10) / 10;
const figures = (measured, staticRps) => ({ ratio: ratioOf(measured.rps, staticRps), workerMs: workerMsOf(measured.rps, staticRps) });

/**
 * Every target, uncached and (a visitor read the edge cache answers) cached, in RUNS passes over the
 * whole list: a target's runs are minutes apart, so a burst of load from the machine's neighbours
 * moves one of them, not all three (back to back, they moved together). Each run follows a warm-up
 * (its first second would otherwise be spent re-warming code the other pages cooled). The static
 * file is measured in each pass too, and each figure is of the median runs.
 */
async function measureScale({ label }, { base, credentials: firstCredentials }) {
  const say = (name, rps) => log(`${label.padEnd(4)} ${name.padEnd(44)} ${String(rps).padStart(6)} req/s`);
  const seen = {};
  for (let pass = 0; pass < RUNS; pass++) {
    // Each pass signs in afresh: the list ends by signing the partner's cookie out (POST /logout),
    // and every partner page of the next pass would measure the redirect to the sign-in page.
    const credentials = pass === 0 ? firstCredentials : await signInAll(base);
    for (const target of TARGETS) {
      await settle(base);
      const entry = (seen[target.name] ??= { first: await probe(base, target, credentials), runs: [], cachedProbe: null, cachedRuns: [] });
      const run = await loadOnce(base, target, credentials);
      entry.runs.push(run);
      say(target.name, run.rps);
      if (!isVisitorRead(target)) continue;
      // The first visitor fills the cache (again, after a pass's writes); the second should be answered from it.
      await probe(base, target, credentials, { cached: true });
      const again = await probe(base, target, credentials, { cached: true });
      entry.cachedProbe ??= again;
      if (again.edgeCache !== "hit" && again.edgeCache !== "stale") continue;
      const cachedRun = await loadOnce(base, target, credentials, { cached: true });
      entry.cachedRuns.push(cachedRun);
      say(`${target.name}, cached`, cachedRun.rps);
    }
  }
  const staticRps = medianRun(seen[STATIC_NAME].runs).rps;
  const rows = {};
  for (const target of TARGETS) {
    const { first, runs, cachedProbe, cachedRuns } = seen[target.name];
    const measured = medianRun(runs);
    const row = { ...first, ...measured, ...figures(measured, staticRps), cached: null };
    if (cachedRuns.length) {
      const fromCache = medianRun(cachedRuns);
      row.cached = { ...cachedProbe, ...fromCache, ...figures(fromCache, staticRps) };
    } else if (cachedProbe) row.cached = { edgeCache: cachedProbe.edgeCache };
    rows[target.name] = row;
  }
  return rows;
}

/** The issue's goals at one data size: [{ goal, pass, detail }]. */
function checkGoals(rows) {
  const present = TARGETS.filter(({ name }) => rows[name]);
  const cachedTargets = present.filter((target) => target.edgeCache);
  const notCached = cachedTargets.filter(({ name }) => !rows[name].cached?.rps);
  const slowCached = cachedTargets.filter(({ name }) => rows[name].cached?.rps && rows[name].cached.ratio < GOALS.cachedRatio);
  const pages = present.filter((target) => (target.method ?? "GET") === "GET" && rows[target.name].html);
  const slowPages = pages.filter(({ name }) => rows[name].workerMs > GOALS.renderMs);
  const list = (targets, pick) => targets.map(({ name }) => `${name} ${pick(rows[name])}`).join(", ");
  const goals = [];
  if (cachedTargets.length)
    goals.push({
      goal: `every cached visitor page >= ${GOALS.cachedRatio}x the static file (${cachedTargets.length} targets)`,
      pass: notCached.length === 0 && slowCached.length === 0,
      detail: [
        notCached.length ? `not answered from the edge cache: ${notCached.map(({ name }) => name).join(", ")}` : "",
        slowCached.length ? `below: ${list(slowCached, (row) => `${row.cached.ratio}x`)}` : "",
      ]
        .filter(Boolean)
        .join("; "),
    });
  goals.push({
    goal: `every uncached page render <= ${GOALS.renderMs} ms of worker time (${pages.length} pages)`,
    pass: slowPages.length === 0,
    detail: slowPages.length ? `over: ${list(slowPages, (row) => `${row.workerMs} ms`)}` : "",
  });
  const home = rows[HOME_NAME];
  if (home)
    goals.push({
      goal: `home page uncached >= ${GOALS.homeRatio}x the static file`,
      pass: home.ratio >= GOALS.homeRatio,
      detail: `${home.ratio}x (${home.rps} req/s, ${home.workerMs} ms)`,
    });
  return goals;
}

/** One Markdown table, each cell "full / 10x", padded as Prettier pads it (README's Performance section). */
function markdownTable(results) {
  const sizes = SCALES.map(({ label }) => results[label]);
  const cell = (pick) => {
    const values = sizes.map((rows) => pick(rows) ?? "-").map(String);
    return values.every((value) => value === "-") ? "-" : values.join(" / ");
  };
  const header = ["target", "req/s", "p50 ms", "p99 ms", "x static", "worker ms", "D1 queries", "D1 round trips"];
  const body = [];
  for (const { name } of TARGETS) {
    const line = (label, pick) => [
      label,
      cell((rows) => pick(rows)?.rps),
      cell((rows) => pick(rows)?.p50),
      cell((rows) => pick(rows)?.p99),
      cell((rows) => pick(rows)?.ratio?.toFixed(2)),
      // No answer within the second: over a second each.
      cell((rows) => (name === STATIC_NAME ? null : pick(rows)?.rps === 0 ? ">1000" : pick(rows)?.workerMs?.toFixed(1))),
      cell((rows) => pick(rows)?.queries),
      cell((rows) => pick(rows)?.roundTrips),
    ];
    body.push(line(name, (rows) => rows[name]));
    if (sizes.some((rows) => rows[name].cached?.rps))
      body.push(line(`${name}, cached`, (rows) => (rows[name].cached?.rps ? rows[name].cached : null)));
  }
  const widths = header.map((_, column) => Math.max(3, ...[header, ...body].map((row) => row[column].length)));
  const line = (row) => `| ${row.map((text, column) => text.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...body.map(line)].join("\n");
}

const startedAt = Date.now();
mkdirSync(RESULTS_DIR, { recursive: true });
// The build and the seeding run side by side (neither is measured); the load runs alone.
const build = buildSiteInBackground();
const prepared = Object.fromEntries(SCALES.map((scale) => [scale.label, prepareScale(scale)]));
const seededSeconds = Math.round((Date.now() - startedAt) / 1000);
await build;
const script = bundleWorker(".wrangler/bench-bundle");
const setupSeconds = Math.round((Date.now() - startedAt) / 1000);
log(`Built, bundled and seeded in ${setupSeconds} s`);
// Both servers start together (an idle one costs no CPU); each is stopped before the next is measured.
const servers = await Promise.all(SCALES.map((scale) => startServer(prepared[scale.label], scale.label, script)));
const results = {};
for (const [i, scale] of SCALES.entries()) {
  results[scale.label] = await measureScale(scale, servers[i]);
  await stopServer(servers[i]);
}

const problems = [];
for (const { label } of SCALES) {
  for (const target of TARGETS) {
    const row = results[label][target.name];
    if (row.status === 0) problems.push(`${target.name} (${label}) did not answer within 60 s`);
    else if (target.expect ? row.status !== target.expect : row.status >= 400)
      problems.push(`${target.name} (${label}) answered ${row.status}`);
    // Under load too: a page measured while it answers a redirect or an error measures that instead.
    if (row.non2xx > 0)
      problems.push(`${target.name} (${label}) answered ${row.non2xx} of ${row.requests} requests unexpectedly (${row.unexpectedAnswers})`);
    if (row.queries !== null && row.queries > MAX_QUERIES_PER_REQUEST)
      problems.push(`${target.name} (${label}) made ${row.queries} D1 queries`);
  }
}
const goals = Object.fromEntries(SCALES.map(({ label }) => [label, checkGoals(results[label])]));
const goalLines = SCALES.flatMap(({ label }) =>
  goals[label].map(({ goal, pass, detail }) => `- ${pass ? "PASS" : "FAIL"} (${label}) ${goal}${detail ? `: ${detail}` : ""}`),
);
const durationSeconds = Math.round((Date.now() - startedAt) / 1000);
const table = markdownTable(results);
const summary = [
  `${TARGETS.length} targets, each driven ${RUNS === 1 ? "once" : `${RUNS} times, in ${RUNS} passes over the list (the run of median req/s shown)`} for ${SECONDS} s at ${CONNECTIONS} connections on the deploy bundle in one workerd; each cell: ${SCALES.map(({ label }) => label).join(" / ")} data.`,
  "Worker ms: 1000 / req/s minus the static file's 1000 / req/s. A visitor read runs uncached (an empty session cookie bypasses the edge cache); its row `, cached`, when the edge cache answered it, runs without cookies.",
  `Run: ${durationSeconds} s (build, bundle and seeding ${setupSeconds} s; seeding ${SCALES.map(({ label }) => `${label} ${prepared[label].seedSeconds} s`).join(", ")}).`,
].join("\n");
console.log(`\n${summary}\n\n${table}\n\nGoals:\n${goalLines.join("\n")}`);

const report = {
  date: new Date().toISOString(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  targets: TARGETS.length,
  // Seeding each size (alongside the build), build and seeding together, then the whole run.
  seedSeconds: Object.fromEntries(SCALES.map(({ label }) => [label, prepared[label].seedSeconds])),
  seededSeconds,
  setupSeconds,
  durationSeconds,
  results,
  goals,
  problems,
};
writeFileSync(`${RESULTS_DIR}/latest.json`, JSON.stringify(report, null, 2));
writeFileSync(`${RESULTS_DIR}/bench-${report.date.replace(/[:.]/g, "-")}.json`, JSON.stringify(report, null, 2));
writeFileSync(`${RESULTS_DIR}/latest.md`, `${summary}\n\n${table}\n\nGoals:\n\n${goalLines.join("\n")}\n`);
console.log(`\nFinished in ${durationSeconds} s; results in ${RESULTS_DIR}/latest.json, the table in ${RESULTS_DIR}/latest.md`);
if (problems.length) {
  console.error(`\nOver budget:\n- ${problems.join("\n- ")}`);
  process.exitCode = 1;
}
if (goalLines.some((line) => line.startsWith("- FAIL"))) {
  console.error("\nNot every goal is met (above).");
  process.exitCode = 1;
}
