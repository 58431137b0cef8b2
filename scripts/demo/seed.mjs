// Fills a local site with the demo's sample data (scripts/demo.mjs; the spec runs it on a temporary
// state). Reads which sample rows exist, draws and stores pictures only for the missing ones,
// inserts them (INSERT OR IGNORE: nothing is ever replaced or deleted), and says what it added.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { d1Execute, executeSqlFile, hashPassword, putImageObjects } from "../lib/local-site.mjs";
import { renderImagePair } from "./scenes.mjs";
import { demoStatements, imagesFor } from "./rows.mjs";
import { forgetEdgeCache } from "../lib/forget-edge-cache.mjs";

/** What the demo adds, by table: the sample rows are those whose id starts with "demo-". */
export const DEMO_TABLES = {
  users: "partners and sign-ups",
  blogs: "blog posts",
  gallery_items: "gallery photos",
  competitions: "competitions",
  products: "kits",
  orders: "orders",
  contact_messages: "contact messages",
  notifications: "notifications",
  leads: "leads",
  lead_notes: "lead notes",
  centres: "centres",
  students: "students",
  competition_entries: "competition entries",
  student_levels: "levels in students' histories",
};
const SETTINGS = ["business", "testimonials", "upi", "bank", "adminWhatsApp"];

/** The sample rows present now, as "table:id", with what the statements need to know. */
function readState(persistTo) {
  // One statement per table: D1 allows only a few terms in a compound SELECT.
  const tables = Object.keys(DEMO_TABLES);
  const results = d1Execute(
    [
      ...tables.map((table) => `SELECT id FROM ${table} WHERE id LIKE 'demo-%';`),
      `SELECT key AS id FROM site_settings WHERE key IN (${SETTINGS.map((k) => `'${k}'`).join(", ")});`,
      "SELECT financial_year AS year, MAX(sequence) AS last FROM orders WHERE series = 'KIT' GROUP BY financial_year;",
      "SELECT credit_note_year AS year, MAX(credit_note_sequence) AS last FROM orders WHERE credit_note_series = 'CN' GROUP BY credit_note_year;",
      "SELECT COUNT(*) AS n FROM blogs WHERE pinned = 1;",
    ].join("\n"),
    persistTo,
  );
  const [years, creditYears, pinned] = results.slice(-3);
  const rows = new Set([...tables, "site_settings"].flatMap((table, i) => results[i].results.map(({ id }) => `${table}:${id}`)));
  return {
    rows,
    lastSequence: years.results.map(({ year, last }) => [year, last]),
    lastCreditNote: creditYears.results.map(({ year, last }) => [year, last]),
    pinnable: Math.max(0, 3 - pinned.results[0].n),
  };
}

/**
 * Seeds `persistTo` (undefined: the state `npm start` serves); the database must be migrated and
 * admin-1 seeded. Partners sign in with `partnerPassword`. Answers { added: { table: n } }.
 * @param {{ persistTo?: string, partnerPassword: string }} options
 */
export async function seedDemo({ persistTo, partnerPassword }) {
  const before = readState(persistTo);
  const ids = new Set([...before.rows].map((key) => key.slice(key.indexOf(":") + 1)));
  const missing = (id) => !ids.has(id);
  const work = mkdtempSync(join(tmpdir(), "academy-demo-"));
  try {
    const images = imagesFor(missing);
    // All at once: sharp spreads them over its worker threads.
    const pairs = await Promise.all(images.map((image) => renderImagePair(image, work)));
    const urls = new Map(images.map((image, i) => [image.rowId, pairs[i].url]));
    const objects = pairs.flatMap((pair) => pair.objects);
    // Pictures first: a row never points at an image that is not stored.
    if (objects.length) putImageObjects(objects, join(work, "objects.json"), persistTo);
    const statements = demoStatements({ missing, urls, passwordHash: hashPassword(partnerPassword), ...before });
    if (statements.length) {
      writeFileSync(join(work, "demo.sql"), statements.join("\n"));
      executeSqlFile(join(work, "demo.sql"), persistTo);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // The rows went in past the worker, which would have told the edge cache: the pages show them now.
  await forgetEdgeCache(persistTo);
  const after = readState(persistTo).rows;
  const added = {};
  for (const key of after) {
    if (before.rows.has(key)) continue;
    const table = key.slice(0, key.indexOf(":"));
    added[table] = (added[table] ?? 0) + 1;
  }
  return { added };
}
