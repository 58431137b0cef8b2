// A realistic data set for the benchmark, written as multi-row INSERT batches into one SQL file
// that `wrangler d1 execute --file` runs in a few seconds. Every table has a seeder; a feature that
// adds a table adds its seeder here. `scale` 1 is the full size, 0.1 the tenth.
import { seededEnrolment, seedLevelExams, seedLevelHistory, seedProgrammes } from "./seed-levels.mjs";
import { rmSync, writeFileSync } from "node:fs";
import { applyMigrations, executeSqlFile, hashPassword, putImageObject } from "../lib/local-site.mjs";
import { samplePdf } from "../lib/sample-pdf.mjs";
import { seedConsentSql } from "../lib/seed-consent.mjs";
import {
  BENCH_BLOG,
  BENCH_CENTRE,
  BENCH_COMPETITION,
  BENCH_LEAD,
  BENCH_EDITED_BLOG,
  BENCH_EDITED_PRODUCT,
  BENCH_GALLERY_ITEM,
  BENCH_BROCHURE,
  BENCH_IMAGE,
  BENCH_OLD_SLUG,
  BENCH_ORDER,
  BENCH_PRODUCT,
  BENCH_STUDENT,
  benchParentSessionSql,
  BENCH_RESULTS,
  BENCH_UPI,
  BENCH_USERS,
} from "./targets.mjs";

const ROWS_PER_INSERT = 100; // keeps each statement far below D1's 100 KB limit

export const sql = (value) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** Multi-row INSERT statements; `verb` "INSERT OR IGNORE" keeps rows whose key exists (the demo's re-runs). */
export function inserts(table, columns, rows, verb = "INSERT") {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => `(${row.map(sql).join(", ")})`);
    statements.push(`${verb} INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`);
  }
  return statements;
}

/** The columns each seeded table is written with, shared with the demo seeder (scripts/demo). */
export const SEED_COLUMNS = {
  users: ["id", "name", "email", "password_hash", "role", "is_approved", "whatsapp_number", "created_at", "last_login"],
  blogs: [
    "id",
    "slug",
    "title",
    "excerpt",
    "content",
    "image_url",
    "category",
    "status",
    "published_date",
    "author_id",
    "author_name",
    "pinned",
    "created_at",
    "updated_at",
    "language",
  ],
  products: [
    "id",
    "name",
    "description",
    "price",
    "image_url",
    "category",
    "in_stock",
    "includes",
    "gst_percent",
    "hsn_code",
    "unit",
    "created_at",
  ],
  competitions: [
    "id",
    "title",
    "description",
    "image_url",
    "date",
    "location",
    "participants",
    "category",
    "type",
    "prizes",
    "button_url",
    "created_at",
  ],
  gallery_items: ["id", "image_url", "category", "published_date", "created_at"],
  centres: [
    "id",
    "slug",
    "name",
    "city",
    "area",
    "address",
    "pincode",
    "latitude",
    "longitude",
    "phone",
    "whatsapp_number",
    "courses",
    "timings",
    "fees",
    "image_url",
    "active",
    "created_at",
    "updated_at",
  ],
  centre_partners: ["centre_id", "user_id"],
  blog_likes: ["blog_id", "user_id", "created_at"],
};

/** Spreads n timestamps over the last `days` days, newest first. */
const daysAgo = (i, n, days) => new Date(Date.now() - Math.floor((i / Math.max(n, 1)) * days * 86_400_000)).toISOString();

const NAMES = [
  "Aarav Kulkarni",
  "Diya Patil",
  "Vihaan Joshi",
  "Ananya Deshpande",
  "Reyansh Shinde",
  "Ira Pawar",
  "Kabir Jadhav",
  "Myra Gokhale",
];

/**
 * The i-th seeded account after the bench partner and admin (i from 2; all share the bench
 * password): every fiftieth an admin, about one in seven franchise sign-ups waiting for approval.
 */
export function seededUser(i) {
  const role = i % 50 === 0 ? "admin" : "franchise";
  return { id: `user-${i}`, email: `user${i}@example.com`, role, approved: role === "admin" || i % 7 !== 0 };
}

/** How many accounts the data set of `scale` holds (the bench partner and admin included). */
export const seededUserCount = (scale) => Math.max(10, Math.round(1000 * scale));

function seedUsers(scale) {
  const count = seededUserCount(scale);
  const passwordHash = hashPassword(BENCH_USERS.password); // one hash for all: seconds, not minutes
  const rows = [];
  for (const account of [BENCH_USERS.partner, BENCH_USERS.admin]) {
    rows.push([
      account.id,
      `Bench ${account.role}`,
      account.email,
      passwordHash,
      account.role,
      1,
      `+9198${String(rows.length).padStart(8, "0")}`,
      daysAgo(0, 1, 1),
      null,
    ]);
  }
  for (let i = rows.length; i < count; i++) {
    const { id, email, role, approved } = seededUser(i);
    rows.push([
      id,
      NAMES[i % NAMES.length],
      email,
      passwordHash,
      role,
      approved ? 1 : 0,
      `+9197${String(i).padStart(8, "0")}`,
      daysAgo(i, count, 720),
      approved ? daysAgo(i, count, 30) : null,
    ]);
  }
  return inserts("users", SEED_COLUMNS.users, rows);
}

function seedNotifications(scale) {
  const count = Math.round(2000 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push([
      `note-${i}`,
      i % 2 ? "New franchise registration" : "New kit order",
      `Seeded notification ${i}`,
      daysAgo(i, count, 180),
      i > 20 ? 1 : 0,
    ]);
  }
  return inserts("notifications", ["id", "title", "message", "created_at", "read"], rows);
}

function seedContactMessages(scale) {
  const count = Math.round(300 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push([
      `contact-${i}`,
      NAMES[i % NAMES.length],
      `parent${i}@example.com`,
      `+9198220${String(i).padStart(5, "0")}`,
      i % 3 ? "Pune" : null,
      "Class timings",
      `Seeded message ${i}`,
      daysAgo(i, count, 180),
    ]);
  }
  return inserts("contact_messages", ["id", "name", "email", "phone", "area", "subject", "message", "created_at"], rows);
}

/** The franchise brochure the bench serves (a sample: one page). */
const BROCHURE_PDF = samplePdf("Bright Minds Academy: the franchise brochure");

function seedSiteSettings() {
  const numbers = {
    franchiseeNotifications: "+919822000001",
    contactFormNotifications: "+919822000002",
    franchiseEnquiryNumber: "+919822000003",
  };
  const now = new Date().toISOString();
  return inserts(
    "site_settings",
    ["key", "value", "updated_at"],
    [
      ["adminWhatsApp", JSON.stringify(numbers), now],
      ["upi", JSON.stringify(BENCH_UPI), now],
      ["franchiseBrochure", JSON.stringify({ key: BENCH_BROCHURE.key, bytes: BROCHURE_PDF.byteLength, uploadedAt: now }), now],
    ],
  );
}

const COMPETITION_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp", null];
const COMPETITION_CATEGORIES = ["upcoming", "ongoing", "completed"];
const COMPETITION_TYPES = ["state", "international", "event"];
const CITIES = ["Pune", "Mumbai", "Nagpur", "Nashik", "Aurangabad", "Kolhapur"];

function seedCompetitions(scale) {
  const count = Math.max(10, Math.round(100 * scale));
  const rows = [];
  for (let i = 0; i < count; i++) {
    // Dates from about a year ahead to two years back, a few days apart.
    const date = new Date(Date.now() + (365 - i * 10) * 86_400_000).toISOString().slice(0, 10);
    const prizes = JSON.stringify(["Gold trophy", "Silver medal", "Certificates for all participants"].slice(0, 1 + (i % 3)));
    rows.push([
      i === 0 ? BENCH_COMPETITION.id : `competition-${i}`,
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
  return inserts("competitions", SEED_COLUMNS.competitions, rows);
}

// Centres across the state: a city's centre coordinates, spread a few kilometres around it.
const CENTRE_CITIES = [
  { city: "Pune", pin: 411001, latitude: 18.5204, longitude: 73.8567, areas: ["Kothrud", "Baner", "Hadapsar", "Aundh", "Wakad"] },
  { city: "Mumbai", pin: 400050, latitude: 19.076, longitude: 72.8777, areas: ["Andheri West", "Borivali", "Dadar", "Chembur"] },
  { city: "Nashik", pin: 422001, latitude: 19.9975, longitude: 73.7898, areas: ["College Road", "Gangapur Road", "Indira Nagar"] },
  { city: "Nagpur", pin: 440001, latitude: 21.1458, longitude: 79.0882, areas: ["Dharampeth", "Sitabuldi", "Manewada"] },
];
const CENTRE_COURSES = ["abacus", "phonics", "vedic_maths", "mental_math", "brain_development"];

/** About a hundred centres (the network's size), one in ten inactive; the first is the bench partner's. */
function seedCentres(scale) {
  const count = Math.max(10, Math.round(100 * scale));
  const rows = [];
  const partners = [];
  for (let i = 0; i < count; i++) {
    const place = CENTRE_CITIES[i % CENTRE_CITIES.length];
    const area = place.areas[i % place.areas.length];
    const bench = i === 0;
    const id = bench ? BENCH_CENTRE.id : `centre-${i}`;
    const name = bench ? "Bench Centre" : `Bright Minds ${area} ${i}`;
    const created = daysAgo(i, count, 700);
    rows.push([
      id,
      bench ? BENCH_CENTRE.slug : `bright-minds-${area.toLowerCase().replaceAll(" ", "-")}-${i}`,
      name,
      bench ? "Pune" : place.city,
      bench ? "Kothrud" : area,
      `${10 + (i % 90)} Main Road, ${area}, ${place.city}`,
      bench ? BENCH_CENTRE.pincode : String(place.pin + (i % 60)),
      place.latitude + (((i * 37) % 100) - 50) / 1000,
      place.longitude + (((i * 53) % 100) - 50) / 1000,
      `+9198${String(76543210 + i).slice(-8)}`,
      i % 3 ? `+9191${String(23456780 + i).slice(-8)}` : null,
      JSON.stringify(CENTRE_COURSES.filter((_, c) => (i + c) % 3 !== 2)),
      "Mon-Fri 4-7 pm, Sat 10 am-1 pm",
      JSON.stringify(i % 2 ? { abacus: "₹1,500 a month" } : {}),
      null,
      bench || i % 10 !== 9 ? 1 : 0,
      created,
      created,
    ]);
    partners.push([id, bench ? BENCH_USERS.partner.id : `user-${2 + (i % 50)}`]);
  }
  return [...inserts("centres", SEED_COLUMNS.centres, rows), ...inserts("centre_partners", SEED_COLUMNS.centre_partners, partners)];
}

const GALLERY_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp"];
const GALLERY_CATEGORIES = ["classes", "competitions", "achievements", "events"];

function seedGalleryItems(scale) {
  const count = Math.round(500 * scale);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const createdAt = daysAgo(i, count, 730);
    // The photo the bench edits shows the uploaded image in R2 (an edit may only keep its own image).
    rows.push([
      i === 0 ? BENCH_GALLERY_ITEM.id : `gallery-${i}`,
      i === 0 ? `/images/${BENCH_IMAGE.key}` : GALLERY_IMAGES[i % GALLERY_IMAGES.length],
      GALLERY_CATEGORIES[i % GALLERY_CATEGORIES.length],
      createdAt.slice(0, 10),
      createdAt,
    ]);
  }
  return inserts("gallery_items", SEED_COLUMNS.gallery_items, rows);
}

const BLOG_CATEGORIES = ["abacus", "phonics", "vedic_maths"];

const BLOG_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp"];

/**
 * 300 posts (every tenth a draft, three pinned, every other one with an image, every sixth in Marathi), likes spread over
 * the seeded users, and a former slug for every fifth post (retitled once: the old address redirects).
 */
function seedBlogs(scale) {
  const count = Math.max(5, Math.round(300 * scale));
  const users = seededUserCount(scale);
  const posts = [];
  const likes = [];
  const formerSlugs = [];
  for (let i = 0; i < count; i++) {
    const named = [BENCH_BLOG, BENCH_EDITED_BLOG][i];
    const id = named?.id ?? `blog-${i}`;
    const slug = named?.slug ?? `abacus-tips-${i}`;
    const date = daysAgo(i, count, 720);
    const image = i % 2 === 0 ? BLOG_IMAGES[(i / 2) % 3] : null;
    posts.push([
      id,
      slug,
      `Abacus tips, part ${i + 1}`,
      "Practical ideas for faster mental arithmetic at home.",
      `Paragraph one of post ${i}.\n\nParagraph two.`,
      image,
      BLOG_CATEGORIES[i % 3],
      i % 10 === 9 ? "draft" : "published",
      date.slice(0, 10),
      "admin-1",
      "Administrator",
      i < 3 ? 1 : 0,
      date,
      date,
      // Every sixth in Marathi: the Marathi blog page lists them first.
      i % 6 === 5 ? "mr" : "en",
    ]);
    if (i % 5 === 0) formerSlugs.push(id === BENCH_OLD_SLUG.blogId ? [BENCH_OLD_SLUG.slug, id] : [`${slug}-first-draft`, id]);
    for (let j = 0; j < i % 25; j++) likes.push([id, `user-${2 + ((i * 7 + j * 13) % (users - 2))}`, date]);
  }
  return [
    ...inserts("blogs", SEED_COLUMNS.blogs, posts),
    ...inserts("blog_likes", SEED_COLUMNS.blog_likes, dedupePairs(likes)),
    ...inserts("blog_slug_history", ["slug", "blog_id"], formerSlugs),
  ];
}

const PRODUCT_CATEGORIES = ["abacus", "phonics", "vedic_math", "other"];
const KIT_IMAGES = ["/images/hero/abacus-640.webp", "/images/hero/phonics-640.webp", "/images/hero/vedic-640.webp"];

/** 50 kits (every eighth out of stock) at GST rates of 5, 12 and 18%. */
function productRows(scale) {
  const count = Math.max(5, Math.round(50 * scale));
  const rows = [];
  for (let i = 0; i < count; i++) {
    const bench = i === 0;
    const named = [BENCH_PRODUCT, BENCH_EDITED_PRODUCT][i];
    rows.push({
      id: named?.id ?? `product-${i}`,
      name: named?.name ?? `${["Abacus", "Phonics", "Vedic Maths", "Activity"][i % 4]} Kit, level ${i}`,
      price: named?.price ?? 400 + ((i * 137) % 4000),
      gstPercent: named?.gstPercent ?? [5, 12, 18][i % 3],
      category: PRODUCT_CATEGORIES[i % 4],
      inStock: bench || i % 8 !== 7,
    });
  }
  return rows;
}

function seedProducts(scale) {
  const rows = productRows(scale).map((p, i) => [
    p.id,
    p.name,
    "Everything a centre needs for one level.",
    p.price,
    KIT_IMAGES[i % 3],
    p.category,
    p.inStock ? 1 : 0,
    JSON.stringify(["Student workbook", "Teacher guide", "Practice sheets"]),
    p.gstPercent,
    "4901",
    "SET",
    daysAgo(i, 50, 365),
  ]);
  return inserts("products", SEED_COLUMNS.products, rows);
}

/** The financial year (April-March, IST) of an ISO instant: "26-27". */
export function financialYearOf(iso) {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** 2,000 orders of one to three kits over the last two years; the bench partner placed every twentieth. */
function seedOrders(scale) {
  const count = Math.max(10, Math.round(2000 * scale));
  const users = seededUserCount(scale);
  const kits = productRows(scale);
  const statuses = ["placed", "confirmed", "dispatched", "delivered", "delivered", "cancelled"];
  const sequences = new Map();
  const creditSequences = new Map();
  const rows = [];
  // Oldest first, so invoice numbers rise with time within each financial year.
  for (let i = count - 1; i >= 0; i--) {
    const created = daysAgo(i, count, 720);
    const lines = [];
    for (let j = 0; j < 1 + (i % 3); j++) {
      const kit = kits[(i + j * 7) % kits.length];
      const qty = 1 + ((i + j) % 5);
      const taxable = kit.price * qty;
      lines.push({
        productId: kit.id,
        name: kit.name,
        hsnCode: "4901",
        unit: "SET",
        price: kit.price,
        gstPercent: kit.gstPercent,
        qty,
        taxable,
        gst: Math.round((taxable * kit.gstPercent) / 100),
      });
    }
    const subtotal = lines.reduce((sum, line) => sum + line.taxable, 0);
    const gst = lines.reduce((sum, line) => sum + line.gst, 0);
    const year = financialYearOf(created);
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    const userId = i % 20 === 0 ? BENCH_USERS.partner.id : `user-${2 + (i % (users - 2))}`;
    const status = i === 0 ? "placed" : statuses[i % statuses.length];
    // A cancelled order's credit note, as cancelling it issues one (CN, numbered in the year it was cancelled).
    const cancelledAt = new Date(new Date(created).getTime() + 86_400_000).toISOString();
    const credit = status === "cancelled" ? creditNoteColumns(cancelledAt, creditSequences) : [null, null, null, null, null, null];
    rows.push([
      i === 0 ? BENCH_ORDER.id : `order-${i}`,
      userId,
      NAMES[i % NAMES.length],
      i % 4 === 0 ? "27AAJCB4821M1ZE" : null,
      i % 5 === 0 ? "29" : "27",
      JSON.stringify(lines),
      subtotal,
      gst,
      subtotal + gst,
      status,
      year,
      sequence,
      `KIT/${year}/${String(sequence).padStart(4, "0")}`,
      null,
      `${NAMES[i % NAMES.length]}, 12 Karve Road, Pune 411038`,
      ...credit,
      created,
      created,
    ]);
  }
  return inserts(
    "orders",
    [
      "id",
      "user_id",
      "franchisee_name",
      "gst_number",
      "place_of_supply",
      "lines",
      "subtotal",
      "gst",
      "total",
      "status",
      "financial_year",
      "sequence",
      "invoice_number",
      "idempotency_key",
      "billing_address",
      ...CREDIT_NOTE_COLUMNS,
      "created_at",
      "updated_at",
    ],
    rows,
  );
}

/** The orders' credit note columns, in the order creditNoteColumns fills them. */
export const CREDIT_NOTE_COLUMNS = [
  "credit_note_series",
  "credit_note_year",
  "credit_note_sequence",
  "credit_note_number",
  "credit_note_at",
  "cancel_reason",
];

/**
 * The credit note columns (series to reason) of a sample order cancelled at `at`, as cancelling
 * numbers one: on from the last of its financial year in `sequences` (year -> last sequence).
 */
export function creditNoteColumns(at, sequences, reason = "Order cancelled") {
  const year = financialYearOf(at);
  const sequence = (sequences.get(year) ?? 0) + 1;
  sequences.set(year, sequence);
  return ["CN", year, sequence, `CN/${year}/${String(sequence).padStart(4, "0")}`, at, reason];
}

const dedupePairs = (rows) => [...new Map(rows.map((row) => [`${row[0]}|${row[1]}`, row])).values()];

const FIRST_NAMES = ["Aarav", "Diya", "Kabir", "Ishaan", "Anaya", "Vihaan", "Saanvi", "Arjun", "Myra", "Reyansh"];
const FAMILY_NAMES = ["Sharma", "Kulkarni", "Joshi", "Patil", "Deshpande", "Rao", "Iyer", "Shinde"];
const AWARD_BY_RANK = ["gold", "silver", "bronze", "merit", "merit"];

/**
 * A competition with published results: students of the bench centre (the bench partner's), each
 * entered with a result and a certificate code, across three levels; the first is BENCH_RESULTS's.
 */
function seedResults(scale) {
  const count = Math.max(10, Math.round(300 * scale));
  const now = new Date().toISOString();
  const students = [];
  const entries = [];
  for (let i = 0; i < count; i++) {
    const studentId = `bench-result-student-${i + 1}`;
    const level = `Level ${(i % 3) + 1}`;
    const rank = Math.floor(i / 3) + 1;
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${FAMILY_NAMES[i % FAMILY_NAMES.length]}`;
    students.push([studentId, BENCH_CENTRE.id, name, "2016-05-14", "abacus", (i % 10) + 1, "+919822012345", 0, now, now]);
    const code =
      i === 0
        ? BENCH_RESULTS.code.replace("-", "")
        : `X${String(i)
            .padStart(7, "0")
            .replace(/[0125-8]/g, (d) => "ACDEFGHJKM"[d])}`;
    const award = AWARD_BY_RANK[rank - 1] ?? "participation";
    entries.push([
      i === 0 ? BENCH_RESULTS.entryId : `bench-entry-${i + 1}`,
      BENCH_RESULTS.competitionId,
      studentId,
      BENCH_CENTRE.id,
      level,
      String(1000 + i + 1),
      BENCH_USERS.partner.id,
      "paid",
      100 - rank,
      rank,
      award,
      code,
      now,
      name,
    ]);
  }
  return [
    ...inserts(
      "competitions",
      ["id", "title", "description", "date", "location", "category", "type", "prizes", "levels", "results_published_at", "created_at"],
      [
        [
          BENCH_RESULTS.competitionId,
          "Pune Abacus Olympiad",
          "Results are out.",
          "2026-10-04",
          "Pune",
          "completed",
          "state",
          "[]",
          '["Level 1","Level 2","Level 3"]',
          now,
          now,
        ],
      ],
    ),
    ...inserts(
      "students",
      ["id", "centre_id", "name", "date_of_birth", "course", "level", "parent_phone", "archived", "created_at", "updated_at"],
      students,
    ),
    ...inserts(
      "competition_entries",
      [
        "id",
        "competition_id",
        "student_id",
        "centre_id",
        "level",
        "roll_number",
        "entered_by",
        "payment_status",
        "score",
        "rank",
        "award",
        "certificate_code",
        "created_at",
        "certificate_name",
      ],
      entries,
    ),
  ];
}

const SEEDERS = [
  seedUsers,
  seedNotifications,
  seedContactMessages,
  seedSiteSettings,
  seedCompetitions,
  seedGalleryItems,
  seedBlogs,
  seedProducts,
  seedOrders,
  seedLeads,
  seedCentres,
  seedStudents,
  seedResults,
  seedProgrammes,
  // After the students: their history before the levels they are at (the trigger opened those).
  seedLevelHistory,
  // Nine students in ten have a parent's consent on record (the rest show as "Consent needed").
  () => [seedConsentSql("s.rowid % 10 <> 0")],
  // The bench parent, signed in as the bench student's parent.
  () => [benchParentSessionSql(BENCH_STUDENT.id)],
  (scale) => seedLevelExams(Math.max(10, Math.round(100 * scale)), (i) => `bench-result-student-${i + 1}`),
];

/**
 * Demo bookings at the bench centre (seedCentres writes it, run by the bench partner); the first is
 * the lead the note target writes on.
 */
function seedLeads(scale) {
  const { id, city, courses } = BENCH_CENTRE;
  const count = Math.max(10, Math.round(500 * scale));
  const rows = [];
  for (let i = 0; i < count; i++) {
    const details = { childName: `Child ${i}`, childAge: 5 + (i % 10), course: courses[i % courses.length], consent: true };
    const created = daysAgo(i, count, 365);
    const lead = i === 0 ? BENCH_LEAD.id : `bench-lead-${i + 1}`;
    rows.push([
      lead,
      "demo",
      ["new", "contacted", "demo_scheduled", "enrolled"][i % 4],
      id,
      NAMES[i % NAMES.length],
      `+9198230${String(i).padStart(5, "0")}`,
      city,
      JSON.stringify(details),
      created,
      created,
    ]);
  }
  return [...inserts("leads", ["id", "type", "status", "centre_id", "name", "phone", "city", "details", "created_at", "updated_at"], rows)];
}

const STUDENT_COURSES = ["abacus", "phonics", "vedic_maths", "mental_math", "brain_development"];

/**
 * Rosters: about forty students at each of seedCentres' centres (a tenth archived), the bench
 * centre's first being the student the edit target saves.
 */
function seedStudents(scale) {
  const centres = Math.max(10, Math.round(100 * scale));
  const rows = [];
  for (let c = 0; c < centres; c++) {
    const centreId = c === 0 ? BENCH_CENTRE.id : `centre-${c}`;
    for (let i = 0; i < 40; i++) {
      const n = c * 40 + i;
      const created = daysAgo(n, centres * 40, 700);
      const level = 1 + (n % 10);
      rows.push([
        n === 0 ? BENCH_STUDENT.id : `bench-student-${n + 1}`,
        centreId,
        `${NAMES[n % NAMES.length]} ${n}`,
        `${2012 + (n % 8)}-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}`,
        STUDENT_COURSES[n % STUDENT_COURSES.length],
        level,
        `+9198231${String(n).padStart(5, "0")}`,
        n % 10 === 9 ? 1 : 0,
        created,
        created,
        seededEnrolment(created, level),
      ]);
    }
  }
  const columns = [
    "id",
    "centre_id",
    "name",
    "date_of_birth",
    "course",
    "level",
    "parent_phone",
    "archived",
    "created_at",
    "updated_at",
    "enrolled_on",
  ];
  return inserts("students", columns, rows);
}

/** Writes the seed SQL for `scale` to `file`; returns how many rows of each kind it holds. */
export function writeSeedSql(file, scale) {
  const statements = SEEDERS.flatMap((seeder) => seeder(scale));
  writeFileSync(file, statements.join("\n"));
  return statements.length;
}

/**
 * A fresh local state under `persistTo` holding the data set of `scale`: migrations, the seed rows
 * (written to `seedFile` first), the uploaded image and the franchise brochure. Returns how many batches it ran.
 */
export function prepareBenchState({ persistTo, scale, seedFile }) {
  rmSync(persistTo, { recursive: true, force: true });
  applyMigrations(persistTo, { quiet: true });
  const statements = writeSeedSql(seedFile, scale);
  executeSqlFile(seedFile, persistTo);
  putBenchFiles(persistTo);
  return statements;
}

/** The seed's files in R2 (bench-results/ must exist): the photo that shows an uploaded image, and the franchise brochure. */
export function putBenchFiles(persistTo) {
  putImageObject(BENCH_IMAGE, persistTo);
  writeFileSync(BENCH_BROCHURE.file, BROCHURE_PDF);
  putImageObject(BENCH_BROCHURE, persistTo);
}
