// The bytes a browser downloads, gzip-compressed, read from the client build and Remix's route
// manifest. Fails when the home page's JavaScript or the site's CSS is over budget.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET_KB = { homeJs: 100, css: 25 };
const CLIENT = "build/client";
const ASSETS = `${CLIENT}/assets`;

const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("No route manifest in build/client/assets: run `npm run build` first.");
const manifestSource = readFileSync(`${ASSETS}/${manifestFile}`, "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1));

const gzipped = new Map();
function gzipSize(publicPath) {
  if (!gzipped.has(publicPath)) gzipped.set(publicPath, gzipSync(readFileSync(`${CLIENT}${publicPath}`), { level: 6 }).length);
  return gzipped.get(publicPath);
}

/** The routes from root down to `routeId`, as the router loads them. */
function chain(routeId) {
  const routes = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) routes.unshift(manifest.routes[id]);
  return routes;
}

/**
 * Every script a first visit to the route's page loads: the entry and each route module with its
 * imports (the page's modulepreload links). With lazy route discovery the manifest of the matched
 * routes is inlined in the HTML, so the manifest file itself is not fetched.
 */
function scriptsFor(routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(routeId)) [route.module, ...route.imports].forEach((file) => files.add(file));
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const pages = Object.values(manifest.routes).filter(
  (route) => !route.id.startsWith("routes/api.") && route.id !== "root" && route.id !== "routes/_site",
);
console.log("JavaScript per page on a first visit (gzip):");
for (const route of pages.sort((a, b) => a.id.localeCompare(b.id))) {
  const own = [route.module, ...route.imports].filter((file) => !scriptsFor("root").has(file));
  console.log(
    `  ${route.id.replace("routes/", "").padEnd(22)} ${kb(total(scriptsFor(route.id))).padStart(6)} KB  (own chunks ${kb(total(new Set(own)))} KB)`,
  );
}

const cssFiles = readdirSync(ASSETS)
  .filter((name) => name.endsWith(".css"))
  .map((name) => `/assets/${name}`);
const homeJs = total(scriptsFor("routes/_site._index"));
const css = total(new Set(cssFiles));
console.log(`\nHome page JavaScript: ${kb(homeJs)} KB of ${BUDGET_KB.homeJs} KB`);
console.log(`CSS: ${kb(css)} KB of ${BUDGET_KB.css} KB (${cssFiles.join(", ")})`);

const over = [];
if (homeJs > BUDGET_KB.homeJs * 1024) over.push(`home page JavaScript ${kb(homeJs)} KB > ${BUDGET_KB.homeJs} KB`);
if (css > BUDGET_KB.css * 1024) over.push(`CSS ${kb(css)} KB > ${BUDGET_KB.css} KB`);
if (over.length) {
  console.error(`\nOver budget: ${over.join("; ")}`);
  process.exit(1);
}
