// A realistic data set for the benchmark, written as multi-row INSERT batches into one SQL file
// that `wrangler d1 execute --file` runs in a few seconds. Every table has a seeder; a feature that
// adds a table adds its seeder here. `scale` 1 is the full size, 0.1 the tenth.
import { writeFileSync } from "node:fs";
import { hashPassword } from "../lib/local-site.mjs";
import { BENCH_BLOG, BENCH_EDITED_BLOG, BENCH_USERS } from "./targets.mjs";

const ROWS_PER_INSERT = 100; // keeps each statement far below D1's 100 KB limit

const sql = (value) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

function inserts(table, columns, rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => `(${row.map(sql).join(", ")})`);
    statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`);
  }
  return statements;
}

/** Spreads n timestamps over the last `days` days, newest first. */
const daysAgo = (i, n, days) => new Date(Date.now() - Math.floor((i / Math.max(n, 1)) * days * 86_400_000)).toISOString();

const NAMES = ["Aarav Kulkarni", "Diya Patil", "Vihaan Joshi", "Ananya Deshpande", "Reyansh Shinde", "Ira Pawar", "Kabir Jadhav", "Myra Gokhale"];

function seedUsers(scale) {
  const count = Math.max(10, Math.round(1000 * scale));
  const passwordHash = hashPassword(BENCH_USERS.password); // one hash for all: seconds, not minutes
  const rows = [];
  for (const account of [BENCH_USERS.partner, BENCH_USERS.admin]) {
    rows.push([account.id, `Bench ${account.role}`, account.email, passwordHash, account.role, 1, `+9198${String(rows.length).padStart(8, "0")}`, daysAgo(0, 1, 1), null]);
  }
  for (let i = rows.length; i < count; i++) {
    const role = i % 50 === 0 ? "admin" : "franchise";
    const approved = role === "admin" || i % 7 !== 0 ? 1 : 0; // about one in seven waits for approval
    rows.push([`user-${i}`, NAMES[i % NAMES.length], `user${i}@example.com`, passwordHash, role, approved, `+9197${String(i).padStart(8, "0")}`, daysAgo(i, count, 720), approved ? daysAgo(i, count, 30) : null]);
  }
  return inserts("users", ["id", "name", "email", "password_hash", "role", "is_approved", "whatsapp_number", "created_at", "last_login"], rows);
}

function seedNotifications(scale) {
  const count = Math.round(2000 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push([`note-${i}`, i % 2 ? "New franchise registration" : "New kit order", `Seeded notification ${i}`, daysAgo(i, count, 180), i > 20 ? 1 : 0]);
  }
  return inserts("notifications", ["id", "title", "message", "created_at", "read"], rows);
}

function seedContactMessages(scale) {
  const count = Math.round(300 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push([`contact-${i}`, NAMES[i % NAMES.length], `parent${i}@example.com`, `+9198220${String(i).padStart(5, "0")}`, i % 3 ? "Pune" : null, "Class timings", `Seeded message ${i}`, daysAgo(i, count, 180)]);
  }
  return inserts("contact_messages", ["id", "name", "email", "phone", "area", "subject", "message", "created_at"], rows);
}

function seedSiteSettings() {
  const numbers = { franchiseeNotifications: "+919822000001", contactFormNotifications: "+919822000002", franchiseEnquiryNumber: "+919822000003" };
  return inserts("site_settings", ["key", "value", "updated_at"], [["adminWhatsApp", JSON.stringify(numbers), new Date().toISOString()]]);
}


const COMPETITION_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp", null];
const COMPETITION_CATEGORIES = ["upcoming", "ongoing", "completed"];
const COMPETITION_TYPES = ["state", "international", "event"];
const CITIES = ["Pune", "Mumbai", "Nagpur", "Nashik", "Aurangabad", "Kolhapur"];

function seedCompetitions(scale) {
  const count = Math.max(5, Math.round(100 * scale));
  const rows = [];
  for (let i = 0; i < count; i++) {
    // Dates from about a year ahead to two years back, a few days apart.
    const date = new Date(Date.now() + (365 - i * 10) * 86_400_000).toISOString().slice(0, 10);
    const prizes = JSON.stringify(["Gold trophy", "Silver medal", "Certificates for all participants"].slice(0, 1 + (i % 3)));
    rows.push([
      `competition-${i}`,
      `${CITIES[i % CITIES.length]} Abacus Championship ${date.slice(0, 4)}`,
      "A mental arithmetic contest for students of every level, with rounds on the abacus, flash numbers and speed sums.",
      COMPETITION_IMAGES[i % COMPETITION_IMAGES.length],
      date,
      `${CITIES[i % CITIES.length]}, Maharashtra`,
      50 + ((i * 37) % 500),
      COMPETITION_CATEGORIES[i % 3],
      COMPETITION_TYPES[i % 3],
      prizes,
      i % 2 ? "https://example.com/competitions" : null,
      daysAgo(i, count, 365),
    ]);
  }
  return inserts(
    "competitions",
    ["id", "title", "description", "image_url", "date", "location", "participants", "category", "type", "prizes", "button_url", "created_at"],
    rows,
  );
}


const GALLERY_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp"];
const GALLERY_CATEGORIES = ["classes", "competitions", "achievements", "events"];

function seedGalleryItems(scale) {
  const count = Math.round(500 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const createdAt = daysAgo(i, count, 730);
    rows.push([`gallery-${i}`, GALLERY_IMAGES[i % GALLERY_IMAGES.length], GALLERY_CATEGORIES[i % GALLERY_CATEGORIES.length], createdAt.slice(0, 10), createdAt]);
  }
  return inserts("gallery_items", ["id", "image_url", "category", "published_date", "created_at"], rows);
}


const BLOG_CATEGORIES = ["abacus", "phonics", "vedic_maths"];

/** 300 posts (every tenth a draft, three pinned) and likes spread over the seeded users. */
function seedBlogs(scale) {
  const count = Math.max(5, Math.round(300 * scale));
  const users = Math.max(10, Math.round(1000 * scale));
  const posts = [];
  const likes = [];
  for (let i = 0; i < count; i++) {
    const named = [BENCH_BLOG, BENCH_EDITED_BLOG][i];
    const id = named?.id ?? `blog-${i}`;
    const slug = named?.slug ?? `abacus-tips-${i}`;
    const date = daysAgo(i, count, 720);
    posts.push([id, slug, `Abacus tips, part ${i + 1}`, "Practical ideas for faster mental arithmetic at home.", `Paragraph one of post ${i}.\n\nParagraph two.`, BLOG_CATEGORIES[i % 3], i % 10 === 9 ? "draft" : "published", date.slice(0, 10), "admin-1", "Administrator", i < 3 ? 1 : 0, date, date]);
    for (let j = 0; j < i % 25; j++) likes.push([id, `user-${2 + ((i * 7 + j * 13) % (users - 2))}`, date]);
  }
  return [
    ...inserts("blogs", ["id", "slug", "title", "excerpt", "content", "category", "status", "published_date", "author_id", "author_name", "pinned", "created_at", "updated_at"], posts),
    ...inserts("blog_likes", ["blog_id", "user_id", "created_at"], dedupePairs(likes)),
  ];
}

const dedupePairs = (rows) => [...new Map(rows.map((row) => [`${row[0]}|${row[1]}`, row])).values()];

const SEEDERS = [seedUsers, seedNotifications, seedContactMessages, seedSiteSettings, seedCompetitions, seedGalleryItems, seedBlogs];

/** Writes the seed SQL for `scale` to `file`; returns how many rows of each kind it holds. */
export function writeSeedSql(file, scale) {
  const statements = SEEDERS.flatMap((seeder) => seeder(scale));
  writeFileSync(file, statements.join("\n"));
  return statements.length;
}
