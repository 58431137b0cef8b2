// The demo's rows, as the INSERT statements of the bench seeder's `inserts`: only for the sample
// ids not in the database yet, so a re-run adds nothing and an owner's edits stay as they are.
import { createHash } from "node:crypto";
import { CREDIT_NOTE_COLUMNS, creditNoteColumns, financialYearOf, inserts, SEED_COLUMNS } from "../bench/seed.mjs";
import { ADMIN_ID } from "../lib/local-site.mjs";
import {
  SAMPLE_BUSINESS,
  SAMPLE_COMPETITIONS,
  SAMPLE_MESSAGES,
  SAMPLE_ORDERS,
  SAMPLE_PARTNERS,
  SAMPLE_PHOTOS,
  SAMPLE_PRODUCTS,
  SAMPLE_SIGNUP,
  SAMPLE_TESTIMONIALS,
  SAMPLE_UPI,
  SAMPLE_BANK,
  SAMPLE_WHATSAPP_NUMBERS,
} from "./content.mjs";
import { leadStatements } from "./leads.mjs";
import { programmeStatements } from "./programmes.mjs";
import { centreStatements } from "./centres.mjs";
import { competitionEntryStatements } from "./competition-entries.mjs";
import { levelExamStatements } from "./level-exam.mjs";
import { transferStatements } from "./transfers.mjs";
import { DEMO_POSTS } from "./posts.mjs";
import { seedConsentSql } from "../lib/seed-consent.mjs";

const add = (table, columns, rows) => inserts(table, columns, rows, "INSERT OR IGNORE");
const DAY = 86_400_000;
const ago = (days, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();
/** `days` ago at `hour` o'clock in India (office hours, not 3 am UTC-ish), never later than now. */
function atIndiaHour(days, hour) {
  const day = new Date(Date.now() + 330 * 60_000 - days * DAY).toISOString().slice(0, 10);
  const at = Date.parse(`${day}T00:00:00+05:30`) + hour * 3_600_000;
  return new Date(Math.min(at, Date.now())).toISOString();
}
const orderAt = (days) => atIndiaHour(days, 11 + (days % 6) + (days % 7) / 10);
const messageAt = (days) => atIndiaHour(days, 10.5 + (days % 8));
const signupAt = () => atIndiaHour(1, 18.4);
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
/** The calendar day in India, as the site stores published dates. */
const indiaDay = (iso) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** A fixed upload id for a sample row (`<folder>/<uuid>`), so a re-run stores the same object. */
export function imageIdOf(folder, rowId) {
  const h = createHash("sha256").update(rowId).digest("hex");
  return `${folder}/${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One line's amounts, as lineAmounts of app/lib/gst.ts computes them (the spec checks they agree). */
function line(product, qty) {
  const taxable = product.price * qty;
  const gst = Math.round((taxable * Math.round(product.gst * 100)) / 10_000);
  return {
    productId: product.id,
    name: product.name,
    hsnCode: product.hsn,
    unit: product.unit,
    price: product.price,
    gstPercent: product.gst,
    qty,
    taxable,
    gst,
  };
}

/** The pictures new rows need: { rowId, id (folder/uuid), scene, variant }. */
export function imagesFor(missing) {
  return [
    ...DEMO_POSTS.map((post, i) => ({ rowId: `demo-post-${i + 1}`, folder: "blogs", scene: post.scene, variant: post.variant ?? i })),
    ...SAMPLE_PHOTOS.map((photo) => ({ rowId: photo.id, folder: "gallery", scene: photo.scene, variant: photo.variant })),
    ...SAMPLE_COMPETITIONS.map((c, i) => ({ rowId: c.id, folder: "competitions", scene: c.scene, variant: i })),
    ...SAMPLE_PRODUCTS.map((p) => ({ rowId: p.id, folder: "products", scene: "kit", variant: p.variant })),
  ]
    .filter((image) => missing(image.rowId))
    .map((image) => ({ ...image, id: imageIdOf(image.folder, image.rowId) }));
}

/**
 * The statements adding every sample row `missing` says is absent. `urls` maps a row id to its
 * picture; `lastSequence` is each financial year's highest invoice sequence; `pinnable` how many
 * posts may still be pinned (at most 3 in all).
 */
export function demoStatements({ missing, urls, passwordHash, lastSequence, lastCreditNote, pinnable }) {
  const partners = SAMPLE_PARTNERS.filter((p) => missing(p.id)).map((p, i) => [
    p.id,
    p.name,
    p.email,
    passwordHash,
    "franchise",
    1,
    p.whatsapp,
    ago(320 - i * 40),
    atIndiaHour(i, 9 + i),
  ]);
  // Each partner's saved details (My details), which fill the checkout and bill their orders.
  const profiles = SAMPLE_PARTNERS.filter((p) => missing(p.id)).map((p) => [p.id, p.buyer, p.gstin, p.address, p.whatsapp, ago(30)]);
  const signup = missing(SAMPLE_SIGNUP.id)
    ? [[SAMPLE_SIGNUP.id, SAMPLE_SIGNUP.name, SAMPLE_SIGNUP.email, passwordHash, "franchise", 0, SAMPLE_SIGNUP.whatsapp, signupAt(), null]]
    : [];

  let pins = pinnable;
  const posts = DEMO_POSTS.map((post, i) => ({ ...post, id: `demo-post-${i + 1}` }))
    .filter((post) => missing(post.id))
    .map((post) => {
      const at = atIndiaHour(post.daysAgo, 9.25 + (post.daysAgo % 5) * 0.4);
      const pinned = post.pinned && pins-- > 0 ? 1 : 0;
      return [
        post.id,
        post.slug,
        post.title,
        post.excerpt,
        post.content,
        urls.get(post.id),
        post.category,
        "published",
        indiaDay(at),
        ADMIN_ID,
        "Academic Team",
        pinned,
        at,
        at,
        "en", // the demo's posts are written in English
      ];
    });
  const likes = posts.flatMap(([blogId], i) =>
    SAMPLE_PARTNERS.slice(0, 1 + ((i * 3) % 4)).map((partner) => [blogId, partner.id, ago(Math.max(0, DEMO_POSTS.length - i))]),
  );

  const products = SAMPLE_PRODUCTS.filter((p) => missing(p.id)).map((p, i) => [
    p.id,
    p.name,
    p.description,
    p.price,
    urls.get(p.id),
    p.category,
    p.inStock === false ? 0 : 1,
    JSON.stringify(p.includes),
    p.gst,
    p.hsn,
    p.unit,
    ago(400 - i),
  ]);

  const competitions = SAMPLE_COMPETITIONS.filter((c) => missing(c.id)).map((c, i) => [
    c.id,
    c.title,
    c.description,
    urls.get(c.id),
    indiaDay(ago(-c.days)),
    c.location,
    c.participants,
    c.category,
    c.type,
    JSON.stringify(c.prizes),
    null,
    ago(Math.max(1, -c.days) + 30 + i),
  ]);

  const photos = SAMPLE_PHOTOS.filter((p) => missing(p.id)).map((p) => {
    const at = atIndiaHour(p.days, 16.5);
    return [p.id, urls.get(p.id), p.category, indiaDay(at), at];
  });

  // Invoice numbers continue each financial year's sequence, oldest order first.
  const sequences = new Map(lastSequence);
  const creditNotes = new Map(lastCreditNote);
  const kit = new Map(SAMPLE_PRODUCTS.map((p) => [p.id, p]));
  const partnerOf = new Map(SAMPLE_PARTNERS.map((p) => [p.id, p]));
  const orderNotes = [];
  const orders = SAMPLE_ORDERS.filter(([id]) => missing(id)).map(([id, userId, days, items, status]) => {
    const at = orderAt(days);
    const lines = items.map(([kitId, qty]) => line(kit.get(kitId), qty));
    const subtotal = lines.reduce((sum, l) => sum + l.taxable, 0);
    const gst = lines.reduce((sum, l) => sum + l.gst, 0);
    const year = financialYearOf(at);
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    const buyer = partnerOf.get(userId);
    const invoice = `KIT/${year}/${String(sequence).padStart(4, "0")}`;
    const count = lines.reduce((sum, l) => sum + l.qty, 0);
    // The feed's line for the latest orders, worded as placeOrder words it.
    if (days < 7)
      orderNotes.push([
        id.replace("demo-", "demo-note-"),
        "New kit order",
        `${buyer.buyer} ordered ${count} items worth ${rupees.format(subtotal + gst)} (invoice ${invoice}).`,
        at,
        0,
        `/kit-ordering/orders/${id}/invoice`,
      ]);
    return [
      id,
      userId,
      buyer.buyer,
      buyer.gstin,
      buyer.state,
      JSON.stringify(lines),
      JSON.stringify(SAMPLE_BUSINESS),
      subtotal,
      gst,
      subtotal + gst,
      status,
      year,
      sequence,
      invoice,
      null,
      buyer.address,
      ...(status === "cancelled"
        ? creditNoteColumns(ago(Math.max(0, days - 2)), creditNotes, "Ordered twice by mistake")
        : [null, null, null, null, null, null]),
      at,
      ago(Math.max(0, days - 3)),
    ];
  });

  const messages = SAMPLE_MESSAGES.filter(([id]) => missing(id)).map(([id, name, email, phone, area, subject, message, days, status]) => [
    id,
    name,
    email,
    phone,
    area,
    subject,
    message,
    status,
    messageAt(days),
  ]);

  // Each leads where the dashboard's own notifications lead (a sign-up, an order's invoice, a message).
  const notes = [
    [
      "demo-note-signup",
      "New franchise registration",
      `${SAMPLE_SIGNUP.name} (Kolhapur) asked to join as a franchise partner.`,
      signupAt(),
      0,
      "/admin",
    ],
    ...orderNotes,
    [
      "demo-note-msg-1",
      "New contact message",
      "Kavita Shinde: Trial class for my daughter",
      messageAt(0),
      0,
      "/admin/messages?status=all#message-demo-msg-1",
    ],
    [
      "demo-note-msg-2",
      "New contact message",
      "Prashant Gaikwad: Franchise in Satara",
      messageAt(2),
      1,
      "/admin/messages?status=all#message-demo-msg-2",
    ],
  ].filter(([id]) => missing(id));

  const settings = [
    ["business", JSON.stringify(SAMPLE_BUSINESS), ago(0)],
    ["testimonials", JSON.stringify(SAMPLE_TESTIMONIALS), ago(0)],
    // So paying by UPI and the WhatsApp buttons can be tried at once; neither reaches anyone real.
    ["upi", JSON.stringify(SAMPLE_UPI), ago(0)],
    // So a large order shows bank transfer (above the UPI limit); no bank holds this account.
    ["bank", JSON.stringify(SAMPLE_BANK), ago(0)],
    ["adminWhatsApp", JSON.stringify(SAMPLE_WHATSAPP_NUMBERS), ago(0)],
  ].filter(([key]) => missing(key));

  return [
    ...add("users", SEED_COLUMNS.users, [...partners, ...signup]),
    ...add("partner_profiles", ["user_id", "business_name", "gstin", "billing_address", "phone", "updated_at"], profiles),
    ...add("blogs", SEED_COLUMNS.blogs, posts),
    ...add("blog_likes", SEED_COLUMNS.blog_likes, likes),
    ...add("products", SEED_COLUMNS.products, products),
    ...add("competitions", SEED_COLUMNS.competitions, competitions),
    ...centreStatements(missing, ago),
    ...add("gallery_items", SEED_COLUMNS.gallery_items, photos),
    ...add(
      "orders",
      [
        "id",
        "user_id",
        "franchisee_name",
        "gst_number",
        "place_of_supply",
        "lines",
        "supplier",
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
      orders,
    ),
    ...add("contact_messages", ["id", "name", "email", "phone", "area", "subject", "message", "status", "created_at"], messages),
    ...add("notifications", ["id", "title", "message", "created_at", "read", "link"], notes),
    ...add("site_settings", ["key", "value", "updated_at"], settings),
    // The sample GSTIN's invoice series, as saving it in Settings would make it (the first: KIT).
    ...(settings.some(([key]) => key === "business")
      ? add("invoice_series", ["gstin", "prefix", "created_at"], [[SAMPLE_BUSINESS.gstin, "KIT", ago(0)]])
      : []),
    ...programmeStatements(ago(0)),
    ...leadStatements(missing),
    ...competitionEntryStatements(missing, ago),
    // After the students: their level history and the published level exam.
    ...levelExamStatements(ago),
    ...transferStatements(missing, ago),
    // Most parents consented on the signed form; two have not yet (the roster shows "Consent needed").
    seedConsentSql("s.id LIKE 'demo-student-%' AND s.id NOT IN ('demo-student-6', 'demo-student-10')", ago(0)),
  ];
}
