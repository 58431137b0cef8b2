// `npm test`: every check, with the independent ones side by side where the two cores have room,
// timing each step. Phases run one after another and stop at the first that fails:
//   1. the build (then the bundle budget): everything after it runs the built site;
//   2. the worker tests (vitest runs three files at once);
//   3. the browser tests, then the Nu HTML check of the documents they saved; beside them, one after
//      another, the format check, typecheck and lint (the journeys wait on pages and wrangler runs
//      much of the time; these fill it).
// Lighthouse is not here: its scores measure the machine's speed as well as the site's, so it runs on
// its own (`npm run lighthouse`), where a slow machine cannot turn the test loop red.
// The first lane of a phase streams its output; the others print theirs, whole, as each ends.
// Prints every step's time at the end and writes them to bench-results/test-times.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

/** Each phase is a list of lanes run side by side; a lane is npm scripts run one after another. */
const PHASES = [
  [["build", "budget:bundle"]],
  [["test:worker"]],
  [
    ["test:browser", "check:html"],
    ["format:check", "typecheck", "lint"],
  ],
];

const children = new Set();
const stopAll = () => children.forEach((child) => stopGroup(child));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

const seconds = (ms) => Math.round(ms / 100) / 10;
/** @type {{ step: string, seconds: number, ok?: boolean }[]} */
const times = [];

/** Runs one npm script; resolves to its exit code. `stream`: output straight through, else kept and printed at the end. */
function runScript(script, stream) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.add(child);
    let output = "";
    if (!stream) for (const pipe of [child.stdout, child.stderr]) pipe.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 1 : 0);
      times.push({ step: script, seconds: seconds(Date.now() - started), ok: status === 0 });
      if (!stream) process.stdout.write(`\n\x1b[1m> ${script}\x1b[0m\n${output}`);
      console.log(
        `\x1b[${status === 0 ? 32 : 31}m${script}: ${status === 0 ? "ok" : "FAILED"} in ${seconds(Date.now() - started)} s\x1b[0m`,
      );
      resolve(status);
    });
  });
}

async function runLane(scripts, stream) {
  for (const script of scripts) {
    const status = await runScript(script, stream);
    if (status !== 0) return status;
  }
  return 0;
}

const startedAt = Date.now();
let failed = false;
for (const lanes of PHASES) {
  const phaseStarted = Date.now();
  const statuses = await Promise.all(lanes.map((lane, index) => runLane(lane, index === 0)));
  if (lanes.length > 1)
    times.push({ step: `(${lanes.map((lane) => lane.join(" then ")).join(" | ")})`, seconds: seconds(Date.now() - phaseStarted) });
  if (statuses.some((status) => status !== 0)) {
    failed = true;
    break;
  }
}
const total = seconds(Date.now() - startedAt);
const width = Math.max(...times.map(({ step }) => step.length));
console.log("\nStep times (s):");
for (const { step, seconds: s, ok } of times)
  console.log(`  ${step.padEnd(width)}  ${String(s).padStart(6)}${ok === false ? "  FAILED" : ""}`);
console.log(`  ${"total".padEnd(width)}  ${String(total).padStart(6)}`);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/test-times.json", JSON.stringify({ date: new Date().toISOString(), total, steps: times }, null, 2));
process.exit(failed ? 1 : 0);
