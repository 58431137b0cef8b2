// `npm run check:html`: every HTML document the browser tests loaded (saved by tests/browser/saved-documents.ts)
// through the W3C Nu HTML checker (npm vnu-jar, on the machine's Java). Any error fails it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import vnu from "vnu-jar";

const DIR = "test-results/documents";
const files = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith(".html")) : [];
if (files.length === 0) {
  console.error(`No saved documents in ${DIR}: run the browser tests first (npm run test:browser).`);
  process.exit(1);
}
const run = spawnSync(
  "java",
  ["-jar", String(vnu), "--errors-only", "--format", "json", "--exit-zero-always", ...files.map((name) => join(DIR, name))],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.error || run.status !== 0) {
  console.error("The Nu HTML checker did not run (is Java installed?)", run.error ?? run.stderr);
  process.exit(1);
}
// With --format json the checker writes its report to stderr.
const { messages = [] } = JSON.parse(run.stderr || "{}");
const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const { url, lastLine, firstColumn, message } of errors)
  console.error(`${url.replace(/^.*\//, "")}:${lastLine}:${firstColumn}: ${message}`);
console.log(`Nu HTML checker: ${files.length} documents, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);
