// Steps shared by `npm start` and the browser tests' server: dev vars, migrations, the seeded
// administrator, the build, and `wrangler dev` in its own process group.
import { execFileSync, spawn } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createServer } from "node:net";

export const ADMIN_ID = "admin-1";
// Must match app/lib/password.server.ts (PBKDF2_ITERATIONS and the stored format).
const PBKDF2_ITERATIONS = 100_000;

const WRANGLER = "node_modules/.bin/wrangler";
export const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export function log(message) {
  console.log(`\x1b[36m[site]\x1b[0m ${message}`);
}

/** Creates .dev.vars from the example with a fresh random JWT secret, when it is missing. */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) return;
  const example = readFileSync(".dev.vars.example", "utf8");
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(".dev.vars", example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${secret}`), { mode: 0o600 });
  log("Created .dev.vars with a new random JWT_SECRET.");
}

/** KEY=VALUE lines of .dev.vars (comments and blanks skipped). */
export function readDevVars() {
  if (!existsSync(".dev.vars")) return {};
  const vars = {};
  for (const line of readFileSync(".dev.vars", "utf8").split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (match) vars[match[1]] = match[2].replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

/**
 * Applies the D1 migrations to the local database (under `persistTo`, else wrangler's own place).
 * @param {string | undefined} persistTo
 * @param {{ quiet?: boolean, logTo?: string }} [options] `logTo`: the output goes to that file and a one-line summary here.
 */
export function applyMigrations(persistTo, { quiet = false, logTo } = {}) {
  const args = ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)];
  const env = { ...quietEnv, CI: "true" };
  if (logTo) {
    const output = runLogged(WRANGLER, args, { env, logTo, step: "Applying the D1 migrations" });
    // wrangler redraws its table after each migration; its "About to apply N migration(s)" says how many.
    const applied = Number(/About to apply (\d+) migration/.exec(output)?.[1] ?? 0);
    log(applied ? `Database: ${applied} new migration${applied === 1 ? "" : "s"} applied.` : "Database: up to date.");
    return;
  }
  log("Applying D1 migrations to the local database...");
  execFileSync(WRANGLER, args, { stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"], env });
}

/**
 * Runs a setup step with its whole output appended to `logTo` (printed there, not here); on failure
 * prints the output's last lines and where the rest is, then throws. Answers the output.
 */
function runLogged(command, args, { env, logTo, step }) {
  mkdirSync(dirname(logTo), { recursive: true });
  try {
    const output = execFileSync(command, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
    appendFileSync(logTo, `\n$ ${command} ${args.join(" ")}\n${output}`);
    return output;
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    appendFileSync(logTo, `\n$ ${command} ${args.join(" ")}\n${output}`);
    console.error(output.split("\n").slice(-40).join("\n"));
    console.error(`${step} failed; the whole output is in ${logTo}.`);
    throw error;
  }
}

/**
 * Runs a SQL file against the local database (seeding in batches). Quiet unless it fails: a large
 * file makes workerd warn about its own hash tables, which says nothing about the data.
 */
export function executeSqlFile(file, persistTo) {
  execFileSync(WRANGLER, ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs(persistTo)], {
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
    env: { ...quietEnv, CI: "true" },
  });
}

/** Stores a file in the local R2 bucket of the IMAGES binding under `key` (an uploaded image). */
export function putImageObject({ key, file, contentType }, persistTo) {
  execFileSync(
    WRANGLER,
    ["r2", "object", "put", `academy-images/${key}`, "--file", file, "--content-type", contentType, "--local", ...persistArgs(persistTo)],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...quietEnv, CI: "true" },
    },
  );
}

/**
 * Stores many WebP files ([{ key, file }]) in the local IMAGES bucket in one wrangler run, with the
 * headers an upload gets (services/images.server.ts); `listFile` is where their list is written.
 */
export function putImageObjects(objects, listFile, persistTo) {
  writeFileSync(listFile, JSON.stringify(objects));
  execFileSync(
    WRANGLER,
    [
      "r2",
      "bulk",
      "put",
      "academy-images",
      "--filename",
      listFile,
      "--content-type",
      "image/webp",
      "--cache-control",
      "public, max-age=31536000, immutable",
      "--local",
      ...persistArgs(persistTo),
    ],
    // Quiet unless it fails: the command's only other output is its "experimental" banner.
    { stdio: ["ignore", "ignore", "pipe"], env: { ...quietEnv, CI: "true" } },
  );
}

export function d1Execute(sql, persistTo, remote = false) {
  const target = remote ? ["--remote"] : ["--local", ...persistArgs(persistTo)];
  const out = execFileSync(WRANGLER, ["d1", "execute", "DB", ...target, "--json", "--command", sql], {
    env: quietEnv,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(out.slice(out.indexOf("[")));
}

const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

export function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/**
 * Creates an approved account unless its id exists (existing data is never touched). Without a
 * password, a random one is generated and printed this once, and must be changed at first sign-in:
 * a password that went through a terminal (and its scrollback or CI log) is only good for getting in.
 * @param {{ id: string, role: string, name: string, email: string, password?: string, persistTo?: string, remote?: boolean }} account
 */
export function seedAccount({ id, role, name, email, password, persistTo, remote = false }) {
  const generated = !password;
  const secret = password || randomBytes(12).toString("base64url");
  const now = new Date().toISOString();
  const [result, existing] = d1Execute(
    `INSERT OR IGNORE INTO users (id, name, email, password_hash, role, is_approved, must_change_password, created_at)
     VALUES (${sqlText(id)}, ${sqlText(name)}, ${sqlText(email.toLowerCase())}, ${sqlText(hashPassword(secret))}, ${sqlText(role)}, 1, ${generated ? 1 : 0}, ${sqlText(now)})
     RETURNING id;
     SELECT id FROM users WHERE id = ${sqlText(id)};`,
    persistTo,
    remote,
  );
  const who = role === "admin" ? "administrator" : "franchise partner";
  if (result?.results?.length === 1) {
    log(`Created the ${who} ${id} <${email}>.`);
    if (generated) log(`Generated ${who} password (shown only this once; you choose your own at first sign-in): \x1b[1m${secret}\x1b[0m`);
  } else if (existing?.results?.length === 1) {
    log(`The ${who} ${id} already exists; its email and password are unchanged.`);
  } else {
    // The insert was ignored for the email: another account already uses it.
    throw new Error(`Could not create the ${who} ${id}: another account already uses ${email}. Choose another email.`);
  }
}

/**
 * The administrator `admin-1`, which `npm start` and the tests seed.
 * @param {Omit<Parameters<typeof seedAccount>[0], "id" | "role" | "name"> & { name?: string }} account
 */
export function seedAdmin({ name = "Administrator", ...rest }) {
  seedAccount({ id: ADMIN_ID, role: "admin", name, ...rest });
}

/** Saves a site setting (as an admin would in the dashboard) unless one is saved already. */
export function seedSiteSetting({ key, value, persistTo }) {
  d1Execute(
    `INSERT OR IGNORE INTO site_settings (key, value, updated_at) VALUES (${sqlText(key)}, ${sqlText(JSON.stringify(value))}, ${sqlText(new Date().toISOString())});`,
    persistTo,
  );
}

/** A centre and the partners who run it, unless its id exists (as an admin would add it in the dashboard). */
export function seedCentre({ centre, partnerIds = [], persistTo }) {
  const now = new Date().toISOString();
  const { id, slug, name, city, area, address, pincode, latitude, longitude, phone, whatsappNumber = null, courses, timings = "" } = centre;
  const text = (value) => (value === null ? "NULL" : sqlText(value));
  d1Execute(
    `INSERT OR IGNORE INTO centres (id, slug, name, city, area, address, pincode, latitude, longitude, phone, whatsapp_number, courses, timings, created_at, updated_at)
     VALUES (${[id, slug, name, city, area, address, pincode].map(text).join(", ")}, ${Number(latitude)}, ${Number(longitude)}, ${text(phone)}, ${text(whatsappNumber)}, ${text(JSON.stringify(courses))}, ${text(timings)}, ${text(now)}, ${text(now)});
     ${partnerIds.map((userId) => `INSERT OR IGNORE INTO centre_partners (centre_id, user_id) VALUES (${text(id)}, ${text(userId)});`).join("\n")}`,
    persistTo,
  );
}

/** The same steps as `npm run build`: the icon sprite (generated, not committed), then Remix. */
/**
 * Builds the site (the icon sprite, then `remix vite:build`).
 * @param {{ logTo?: string }} [options] `logTo`: the output goes to that file and its time here.
 */
export function buildSite({ logTo } = {}) {
  if (logTo) {
    const started = Date.now();
    runLogged(process.execPath, ["scripts/make-icon-sprite.mjs"], { env: quietEnv, logTo, step: "The icon sprite" });
    runLogged(process.execPath, ["scripts/make-place-index.mjs"], { env: quietEnv, logTo, step: "The place index" });
    runLogged("node_modules/.bin/remix", ["vite:build"], { env: quietEnv, logTo, step: "The build" });
    log(`Built in ${Math.round((Date.now() - started) / 100) / 10} s.`);
    return;
  }
  log("Building...");
  execFileSync(process.execPath, ["scripts/make-icon-sprite.mjs"], { stdio: "inherit", env: quietEnv });
  execFileSync(process.execPath, ["scripts/make-place-index.mjs"], { stdio: "inherit", env: quietEnv });
  execFileSync("node_modules/.bin/remix", ["vite:build"], { stdio: "inherit", env: quietEnv });
}

/** The same build, as a child process: resolves when it succeeds, so other setup can run meanwhile. */
export function buildSiteInBackground() {
  log("Building (in the background)...");
  const run = (command, args) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], env: quietEnv });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
    });
  return run(process.execPath, ["scripts/make-icon-sprite.mjs"])
    .then(() => run(process.execPath, ["scripts/make-place-index.mjs"]))
    .then(() => run("node_modules/.bin/remix", ["vite:build"]));
}

/**
 * Starts `wrangler dev` in its own process group (so workerd can be stopped with it).
 * @param {{ port: number, persistTo?: string, vars?: Record<string, string>, stdio?: import("node:child_process").StdioOptions, inspectorPort?: number }} options
 */
export function spawnWranglerDev({ port, persistTo, vars = {}, stdio = "inherit", inspectorPort }) {
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
  // Servers started at the same moment would race for the same default inspector port.
  const inspectorArgs = inspectorPort ? ["--inspector-port", String(inspectorPort)] : [];
  return spawn(WRANGLER, ["dev", "--port", String(port), "--ip", "127.0.0.1", ...inspectorArgs, ...persistArgs(persistTo), ...varArgs], {
    stdio,
    env: quietEnv,
    detached: true,
  });
}

/** Ends a process group started by spawnWranglerDev, workerd included. */
export function stopProcessGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Runs `wrangler dev` until this process is told to stop, then ends its whole group. */
export function runWranglerDev(options) {
  const child = spawnWranglerDev(options);
  const stop = () => stopProcessGroup(child);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop());
  process.on("exit", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
  return child;
}

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

// What workerd logs each time a client closes a connection with a request still in flight.
const DISCONNECT_NOISE = /Network connection lost|Connection reset by peer|Broken pipe|^\s*stack: .*workerd@|^\s*$/;

/**
 * Passes a server's output (a readable stream) on, less the disconnect lines that load tests and Lighthouse
 * cause by closing connections mid-request: expected there, and not the site's fault.
 */
export function forwardServerErrors(output) {
  let pending = "";
  output.setEncoding("utf8").on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) if (!DISCONNECT_NOISE.test(line)) process.stderr.write(`${line}\n`);
  });
}
