import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  LEAD_STATUSES,
  LEAD_TYPES,
  COMPETITION_CATEGORIES,
  COMPETITION_TYPES,
  DELIVERY_STATUSES,
  GALLERY_CATEGORIES,
  MESSAGE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_CATEGORIES,
  ROLES,
  AWARDS,
  COMPETITION_KINDS,
  LEVEL_RESULTS,
  TRANSFER_STATUSES,
  CONSENT_STATUSES,
  CONSENT_METHODS,
  COURSES,
} from "../lib/enums";
import { PRIVACY_REQUEST_STATUSES, PRIVACY_REQUEST_TYPES } from "../lib/privacy-requests";
import { BLOG_FORMATS } from "../lib/blog-formats";
import { LOCALES } from "../i18n/locales";
import { booleanColumn, createdAtColumn, idColumn } from "./columns";
import type { Course } from "../lib/enums";
import { EMAIL_STATUSES, type EmailKind } from "../lib/email-kinds";

// The enumerated values live in the browser-safe lib/enums; re-exported for server code.
export * from "../lib/enums";

export const users = sqliteTable(
  "users",
  {
    id: idColumn(),
    name: text("name").notNull(),
    // Stored lower-cased so the unique index is case-insensitive in effect.
    email: text("email").notNull().unique(),
    // Self-describing: "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>".
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("franchise"),
    isApproved: booleanColumn("is_approved").notNull().default(false),
    whatsappNumber: text("whatsapp_number"),
    // Where a franchise applicant is based (asked at sign-up; shown in Pending Requests).
    city: text("city"),
    // Set for accounts an admin creates with a temporary password.
    mustChangePassword: booleanColumn("must_change_password").notNull().default(false),
    // When an admin-issued temporary password stops working (ISO time); null for chosen passwords.
    passwordExpiresAt: text("password_expires_at"),
    // Set when an admin deactivates the account (ISO time): it cannot sign in; its orders stay.
    deactivatedAt: text("deactivated_at"),
    createdAt: createdAtColumn(),
    lastLogin: text("last_login"),
    // The kinds of update this person turned off by email (lib/email-kinds.ts); none by default.
    emailOptOuts: text("email_opt_outs", { mode: "json" })
      .$type<EmailKind[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (table) => [
    index("users_pending_idx").on(table.isApproved, table.createdAt),
    // The Users tab, newest first: a page reads its 21 accounts, not all of them sorted (1.9 ms for 10,000).
    index("users_created_idx").on(table.createdAt),
  ],
);

/** The admin feed: rows written in the same batch as the change that caused them. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: idColumn(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    time: createdAtColumn(),
    read: booleanColumn("read").notNull().default(false),
    // WhatsApp delivery, when configured: null while not sent (or not configured), then the outcome.
    deliveryStatus: text("delivery_status", { enum: DELIVERY_STATUSES }),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    deliveryError: text("delivery_error"),
    // The WhatsApp message id (wamid) the API answered with: the webhook's status updates find the row by it.
    whatsappMessageId: text("whatsapp_message_id"),
    // The page the notification is about (Pending Requests, an order, a message); null for none.
    link: text("link"),
    // Null: the admin feed. A user's id: that partner's own update (approval, their orders, payments),
    // shown in their Updates list and sent to their WhatsApp number.
    recipientId: text("recipient_id"),
    // Email delivery, when configured (services/notification-email.server.ts): null until claimed,
    // then "sending", "sent", "skipped" (no one to send it to) or "failed", with the reason.
    emailStatus: text("email_status", { enum: EMAIL_STATUSES }),
    emailError: text("email_error"),
  },
  (table) => [
    index("notifications_time_idx").on(sql`${table.time} desc`),
    index("notifications_recipient_time_idx").on(table.recipientId, sql`${table.time} desc`),
    index("notifications_whatsapp_message_idx").on(table.whatsappMessageId),
  ],
);

/**
 * A WhatsApp number that has written to the business: when it last did (a free-text answer may go
 * to it for 24 hours after, WhatsApp's customer service window), and whether it opted out of
 * marketing templates (STOP; START undoes it). Numbers in E.164 (+919822011001).
 */
export const whatsappContacts = sqliteTable("whatsapp_contacts", {
  number: text("number").primaryKey(),
  profileName: text("profile_name"),
  lastInboundAt: text("last_inbound_at"),
  optedOutAt: text("opted_out_at"),
  updatedAt: text("updated_at").notNull(),
});

export const WHATSAPP_DIRECTIONS = ["in", "out"] as const;

/** A message of a WhatsApp conversation: what a number wrote (in), and the admins' free-text answers (out). */
export const whatsappMessages = sqliteTable(
  "whatsapp_messages",
  {
    id: idColumn(),
    // WhatsApp's own id: a webhook delivered twice stores the message once.
    wamid: text("wamid").notNull().unique(),
    number: text("number").notNull(),
    direction: text("direction", { enum: WHATSAPP_DIRECTIONS }).notNull(),
    body: text("body").notNull(),
    // The admin who answered (out).
    sentBy: text("sent_by"),
    createdAt: createdAtColumn(),
  },
  (table) => [index("whatsapp_messages_number_idx").on(table.number, table.createdAt)],
);

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

export type UserRow = typeof users.$inferSelect;

/**
 * One signed-in device of an account: a token names its row (`sid`), and a token whose row is gone or
 * past `expiresAt` works no more. Signing out deletes the row; triggers (migration 0021) delete every
 * row of an account whose password, role or activation changes, or which is deleted.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: idColumn(),
    userId: text("user_id").notNull(),
    // "Chrome on Android": what the account's owner recognises in their list, from the User-Agent.
    deviceLabel: text("device_label").notNull(),
    createdAt: createdAtColumn(),
    // Moved on at most once an hour (services/sessions.server.ts), never a write per request.
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId, table.lastSeenAt), index("sessions_expires_idx").on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** A partner's saved details ("My details"), which prefill the checkout. One row per account. */
export const partnerProfiles = sqliteTable("partner_profiles", {
  userId: text("user_id").primaryKey(),
  businessName: text("business_name").notNull(),
  gstin: text("gstin"),
  billingAddress: text("billing_address").notNull(),
  // Null: the same as the billing address.
  deliveryAddress: text("delivery_address"),
  phone: text("phone").notNull(),
  updatedAt: text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
});

export type PartnerProfileRow = typeof partnerProfiles.$inferSelect;

/**
 * A password-reset code sent to an account's WhatsApp number: only its hash is kept, one per
 * account (a new request replaces it), valid until `expiresAt`, ended by five wrong tries.
 */
/**
 * Password reset links sent by email (services/password-reset-link.server.ts): only the keyed hash
 * of the link's token is kept; a link works once (usedAt), for 30 minutes (expiresAt).
 */
export const passwordResetLinks = sqliteTable(
  "password_reset_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAtColumn(),
  },
  (table) => [index("password_reset_links_user_idx").on(table.userId, table.createdAt)],
);

export const passwordResetCodes = sqliteTable("password_reset_codes", {
  userId: text("user_id").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: text("expires_at").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  createdAt: createdAtColumn(),
});

/**
 * Failed sign-ins per account (the email as typed, lower-cased, whether or not an account has it,
 * so the throttle does not tell which emails exist). Cleared by a successful sign-in.
 */
export const signInFailures = sqliteTable("sign_in_failures", {
  account: text("account").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: text("last_failure_at").notNull(),
  // Sign-in for this account is refused until then (ISO time); null while under the free attempts.
  blockedUntil: text("blocked_until"),
});

/** Site info (contact, socialLinks, adminWhatsApp, testimonials): one JSON value per key. */
export const SITE_SETTING_KEYS = [
  "contact",
  "socialLinks",
  "adminWhatsApp",
  "testimonials",
  "business",
  "videos",
  "upi",
  // The bank account for transfers (validation/site-info.ts bankSchema).
  "bank",
  "leads",
  "franchise",
  // The franchise brochure's PDF in R2 (services/franchise-brochure.server.ts).
  "franchiseBrochure",
  // Each WhatsApp template's name as approved in WhatsApp Manager, and whether it is switched on (lib/whatsapp-templates.ts).
  "whatsappTemplates",
  // The privacy notice's grievance officer (validation/site-info.ts privacyContactSchema).
  "privacy",
  // How long archived students are kept before the daily job erases their data (validation/students.ts).
  "students",
  // The testimonials and franchise figures in Marathi and Hindi (English where not given).
  "testimonialsMr",
  "testimonialsHi",
  "franchiseMr",
  "franchiseHi",
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const siteSettings = sqliteTable("site_settings", {
  key: text("key", { enum: SITE_SETTING_KEYS }).primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
});

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    area: text("area"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_status_created_idx").on(table.status, table.createdAt),
  ],
);

export const galleryItems = sqliteTable(
  "gallery_items",
  {
    id: idColumn(),
    // Always an image stored on this site: /images/<R2 key>. Never a data URL.
    imageUrl: text("image_url").notNull(),
    category: text("category", { enum: GALLERY_CATEGORIES }).notNull().default("classes"),
    // The date part only (YYYY-MM-DD), as the form edits it.
    publishedDate: text("published_date").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("gallery_published_idx").on(table.publishedDate, table.createdAt),
    index("gallery_category_published_idx").on(table.category, table.publishedDate, table.createdAt),
  ],
);

/**
 * The children a gallery photo shows, as the admin names them: the photo is public only while each
 * one's parent consents to photos (withdrawn: it comes down at once, the edge cache included).
 */
export const galleryItemStudents = sqliteTable(
  "gallery_item_students",
  {
    galleryItemId: text("gallery_item_id").notNull(),
    studentId: text("student_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.galleryItemId, table.studentId] }),
    index("gallery_item_students_student_idx").on(table.studentId),
  ],
);

/**
 * A picture uploaded into a post's Markdown (R2, /images/post-images/...): whose it is, and the post
 * that uses it once saved. A post's deletion, or an edit that leaves it out, deletes it; one never
 * used in a saved post is deleted by the daily job after a day.
 */
export const blogImages = sqliteTable(
  "blog_images",
  {
    key: text("key").primaryKey(),
    blogId: text("blog_id"),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("blog_images_blog_idx").on(table.blogId)],
);

export const competitions = sqliteTable(
  "competitions",
  {
    id: idColumn(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    date: text("date").notNull(),
    location: text("location").notNull(),
    participants: integer("participants").notNull().default(0),
    category: text("category", { enum: COMPETITION_CATEGORIES }).notNull().default("upcoming"),
    type: text("type", { enum: COMPETITION_TYPES }).notNull().default("state"),
    prizes: text("prizes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    buttonUrl: text("button_url"),
    // Registration (partners enter their students): open while this date (India time, inclusive) has
    // not passed and no admin closed it early; null means registration was never opened.
    registrationDeadline: text("registration_deadline"),
    registrationClosedAt: text("registration_closed_at"),
    // Whole rupees per student entered; 0 is free.
    entryFee: integer("entry_fee").notNull().default(0),
    // Most entries accepted; null means no limit.
    capacity: integer("capacity"),
    // The levels or age groups students are entered in ("Level 1", "Under 8"); empty: the student's roster level.
    levels: text("levels", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    // The course its students learn (only they may be entered); null: any course.
    course: text("course", { enum: COURSES }),
    // When students should arrive on the day ("08:30"), printed on hall tickets.
    reportingTime: text("reporting_time"),
    // The last roll number handed out: raised in the same batch as the entries, so numbers are never reused.
    entrySequence: integer("entry_sequence").notNull().default(0),
    // Results stay with admins until published; then partners, the public results page and certificates see them.
    resultsPublishedAt: text("results_published_at"),
    createdAt: createdAtColumn(),
    // A competition, or a level exam (services/level-exams.server.ts): the same entries, roll numbers,
    // fees and hall tickets, with marks out of 100 and a pass mark instead of awards.
    kind: text("kind", { enum: COMPETITION_KINDS }).notNull().default("competition"),
    // Level exams: the marks (out of 100) that pass and promote; null for competitions.
    passMark: integer("pass_mark"),
  },
  (table) => [
    index("competitions_date_idx").on(table.date, table.createdAt),
    index("competitions_category_date_idx").on(table.category, table.date, table.createdAt),
  ],
);

export type GalleryItemRow = typeof galleryItems.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;

export const blogs = sqliteTable(
  "blogs",
  {
    id: idColumn(),
    // Made from the title; /blogs/<slug>. Former slugs live in blog_slug_history and redirect.
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    // Stored as the author wrote it. Plain text shows as text; Markdown is rendered on the server
    // through an allow-list sanitizer (web/markdown.server.ts), never stored as HTML.
    content: text("content").notNull(),
    // Posts written before Markdown stay plain text: they show as they always did.
    contentFormat: text("content_format", { enum: BLOG_FORMATS }).notNull().default("text"),
    imageUrl: text("image_url"),
    category: text("category", { enum: BLOG_CATEGORIES }).notNull().default("abacus"),
    status: text("status", { enum: BLOG_STATUSES }).notNull().default("draft"),
    buttonUrl: text("button_url"),
    publishedDate: text("published_date").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    pinned: booleanColumn("pinned").notNull().default(false),
    // The language it is written in: the blog lists a reader's language first.
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    // The post this one translates (its group's first post), or null: posts of one group link to each other.
    translationOf: text("translation_of"),
    createdAt: createdAtColumn(),
    updatedAt: text("updated_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (table) => [
    index("blogs_status_published_idx").on(table.status, table.publishedDate, table.createdAt),
    index("blogs_category_status_published_idx").on(table.category, table.status, table.publishedDate, table.createdAt),
    index("blogs_pinned_idx").on(table.pinned),
    index("blogs_translation_of_idx").on(table.translationOf),
    // One translation per language in a group, even when two are saved at the same moment.
    uniqueIndex("blogs_translation_language_idx")
      .on(table.translationOf, table.language)
      .where(sql`${table.translationOf} is not null`),
  ],
);

/** One row per user who likes a post: the pair is the key, so a second like cannot exist. */
export const blogLikes = sqliteTable(
  "blog_likes",
  {
    blogId: text("blog_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.blogId, table.userId] }), index("blog_likes_user_idx").on(table.userId)],
);

/** Slugs a post had before its title changed: /blogs/<old> answers 301 to the current one. */
export const blogSlugHistory = sqliteTable("blog_slug_history", {
  slug: text("slug").primaryKey(),
  blogId: text("blog_id").notNull(),
});

export type BlogRow = typeof blogs.$inferSelect;

/** A teaching kit partners can order. Prices are whole rupees before GST. */
export const products = sqliteTable(
  "products",
  {
    id: idColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    imageUrl: text("image_url"),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull().default("other"),
    inStock: booleanColumn("in_stock").notNull().default(true),
    includes: text("includes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    gstPercent: real("gst_percent").notNull().default(18),
    // Harmonised System code printed on the tax invoice (4, 6 or 8 digits).
    hsnCode: text("hsn_code"),
    // The GST unit quantity code (lib/uqc.ts) the invoice counts it in.
    unit: text("unit").notNull().default("NOS"),
    createdAt: createdAtColumn(),
  },
  (table) => [index("products_category_idx").on(table.category, table.name)],
);

export type ProductRow = typeof products.$inferSelect;

/** What was bought, frozen at order time: later product edits never change an invoice. */
/** The business details an invoice names as its supplier (Settings → Business details). */
export type SupplierSnapshot = {
  legalName: string;
  tradeName?: string;
  address: string;
  stateCode: string;
  gstin: string;
  pan: string;
  email: string;
  phone: string;
};

/**
 * An invoice series for each GSTIN the business has invoiced under (CGST Rule 46(b)): a change of
 * registration starts a new series, and a number is never used twice. The first GSTIN keeps the
 * series the invoices always had (KIT), the next get KITB, KITC and so on.
 */
export const invoiceSeries = sqliteTable("invoice_series", {
  gstin: text("gstin").primaryKey(),
  prefix: text("prefix").notNull().unique(),
  createdAt: createdAtColumn(),
});

export type OrderLine = {
  productId: string | null;
  name: string;
  hsnCode: string | null;
  // The UQC the quantity is in; absent on orders placed before units were kept.
  unit?: string;
  price: number;
  gstPercent: number;
  qty: number;
  taxable: number;
  gst: number;
};

/**
 * An order and its invoice. The lines are a snapshot kept in the row (JSON), so the order, its
 * lines and its invoice number are one INSERT, atomic with the admin notification.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: idColumn(),
    userId: text("user_id").notNull(),
    franchiseeName: text("franchisee_name").notNull(),
    gstNumber: text("gst_number"),
    // GST state code of the place of supply ("27" is Maharashtra).
    placeOfSupply: text("place_of_supply").notNull(),
    lines: text("lines", { mode: "json" }).$type<OrderLine[]>().notNull(),
    // The supplier block the invoice was issued with (the business details saved then); null when
    // none were saved, and the invoice says so. Later edits of the details never rewrite it.
    supplier: text("supplier", { mode: "json" }).$type<SupplierSnapshot>(),
    subtotal: integer("subtotal").notNull(),
    gst: integer("gst").notNull(),
    total: integer("total").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("placed"),
    // Bill to / Ship to, as the partner gave them at checkout (null on orders placed before they were asked).
    billingAddress: text("billing_address"),
    deliveryAddress: text("delivery_address"),
    contactPhone: text("contact_phone"),
    notes: text("notes"),
    // UPI payment (lib/enums PAYMENT_STATUSES): the UTR the partner reported and when, when an
    // admin confirmed it, and the admin's reason for a rejection.
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    paymentReference: text("payment_reference"),
    paymentReportedAt: text("payment_reported_at"),
    paidAt: text("paid_at"),
    paymentNote: text("payment_note"),
    // Given when the order is marked dispatched; both optional.
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    // Invoice KIT/26-27/0001: consecutive within its series (one per GSTIN the business invoiced
    // under, invoice_series) and financial year, assigned by the INSERT itself.
    series: text("series").notNull().default("KIT"),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    // The credit note a cancelled invoice is reversed by (CGST s.34): CN/26-27/0001, consecutive
    // within its series (CN for KIT, CNB for KITB...) and financial year, numbered by the cancelling
    // UPDATE itself; null on orders not cancelled, or cancelled before credit notes were issued.
    creditNoteSeries: text("credit_note_series"),
    creditNoteYear: text("credit_note_year"),
    creditNoteSequence: integer("credit_note_sequence"),
    creditNoteNumber: text("credit_note_number"),
    creditNoteAt: text("credit_note_at"),
    cancelReason: text("cancel_reason"),
    idempotencyKey: text("idempotency_key"),
    // The ordering account's name as it is now, which may differ from the centre on the invoice: the
    // lists search it. Kept by triggers (migration 0014): set when the order is written, and again
    // whenever the account is renamed; it stays when the account is deleted.
    accountName: text("account_name"),
    // How many kits the order's lines add up to, kept by a trigger (migration 0030) when it is
    // written: the network dashboard sums it instead of reading every order's JSON lines.
    units: integer("units"),
    createdAt: createdAtColumn(),
    updatedAt: text("updated_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (table) => [
    uniqueIndex("orders_invoice_series_sequence_idx").on(table.series, table.financialYear, table.sequence),
    uniqueIndex("orders_invoice_number_idx").on(table.invoiceNumber),
    uniqueIndex("orders_credit_note_sequence_idx").on(table.creditNoteSeries, table.creditNoteYear, table.creditNoteSequence),
    uniqueIndex("orders_credit_note_number_idx").on(table.creditNoteNumber),
    // SQLite lets many rows have a NULL key, so only orders sent with a key are held to it.
    uniqueIndex("orders_idempotency_idx").on(table.userId, table.idempotencyKey),
    // An account's orders, newest first; with what the network dashboard sums of each account's
    // orders (units, unpaid totals), so it reads the index alone, not each order with its lines.
    index("orders_user_created_idx").on(table.userId, table.createdAt, table.status, table.units, table.paymentStatus, table.total),
    // The lists, newest first, and the totals of a search or a range of days, read from the index
    // alone: every column they filter on or sum, not each order whole with its lines.
    index("orders_list_idx").on(
      table.createdAt,
      table.sequence,
      table.status,
      table.paymentStatus,
      table.subtotal,
      table.gst,
      table.total,
      table.franchiseeName,
      table.invoiceNumber,
      table.gstNumber,
      table.accountName,
      // The network dashboard's kits ordered in its 12 months.
      table.units,
    ),
    index("orders_payment_created_idx").on(table.paymentStatus, table.createdAt),
    // A UTR pays one thing (or one partner's several, said so): a report looks up who used it before.
    index("orders_payment_reference_idx").on(table.paymentReference),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * The count and sums of the orders of each status and payment status, for the admin's Orders tab
 * unfiltered or by status or payment (one row per pair, not 20,000 orders summed per view). Kept by
 * triggers on `orders` (migration 0013), so no write, seed or cascade can leave it behind.
 */
export const orderTotalsByStatus = sqliteTable(
  "order_totals",
  {
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    count: integer("count").notNull(),
    subtotal: integer("subtotal").notNull(),
    gst: integer("gst").notNull(),
    total: integer("total").notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.paymentStatus] })],
);

/**
 * What administrators changed: who, what, which record, when, with a short summary (never a
 * password). Written in the same batch as the change (services/activity.server.ts); the site
 * offers no way to edit or delete it.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: idColumn(),
    actorId: text("actor_id").notNull(),
    // As the actor was called then: the log outlives renamed and deleted accounts.
    actorName: text("actor_name").notNull(),
    // "<kind>.<verb>": user.approve, blog.pin, order.status, settings.update...
    action: text("action").notNull(),
    // The part before the dot, for the filter by kind.
    kind: text("kind").notNull(),
    // "<kind>:<id>" of the record changed.
    target: text("target").notNull(),
    summary: text("summary").notNull(),
    time: createdAtColumn(),
  },
  (table) => [
    index("activity_time_idx").on(sql`${table.time} desc`),
    index("activity_actor_time_idx").on(table.actorId, table.time),
    index("activity_kind_time_idx").on(table.kind, table.time),
  ],
);
export type ActivityRow = typeof activityLog.$inferSelect;

/** A centre parents can visit: found on /centres, booked for a demo class, run by partner accounts. */
export const centres = sqliteTable(
  "centres",
  {
    id: idColumn(),
    // /centres/<slug>; unique.
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    area: text("area").notNull(),
    address: text("address").notNull(),
    pincode: text("pincode").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    phone: text("phone").notNull(),
    whatsappNumber: text("whatsapp_number"),
    courses: text("courses", { mode: "json" })
      .$type<Course[]>()
      .notNull()
      .default(sql`'[]'`),
    // Short text, e.g. "Mon-Fri 4-7 pm, Sat 10 am-1 pm".
    timings: text("timings").notNull().default(""),
    // Optional fee text per course the centre gives ("₹1,500 a month").
    fees: text("fees", { mode: "json" })
      .$type<Partial<Record<Course, string>>>()
      .notNull()
      .default(sql`'{}'`),
    imageUrl: text("image_url"),
    active: booleanColumn("active").notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: text("updated_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (table) => [
    index("centres_active_city_idx").on(table.active, table.city),
    index("centres_pincode_idx").on(table.pincode),
    // The roster's order (by centre, then name): with students_roster_order_idx, a page of the roster
    // is read centre by centre in order, and stops when full, instead of sorting every match. Unique
    // (as the id makes it anyway) so that SQLite knows each step is one centre, and takes the students
    // in the index's order: otherwise it sorts the first centre's students whole (3,000 at the bench's).
    uniqueIndex("centres_name_id_idx").on(table.name, table.id),
  ],
);
export type CentreRow = typeof centres.$inferSelect;

/** Who runs a centre: a partner may run several centres, a centre may have several partners. */
export const centrePartners = sqliteTable(
  "centre_partners",
  {
    centreId: text("centre_id").notNull(),
    userId: text("user_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.centreId, table.userId] }), index("centre_partners_user_idx").on(table.userId)],
);

/** What a lead's form said beyond the columns below (children's data: admins and the centre's partners only). */
export type LeadDetails = {
  // Demo class
  childName?: string;
  childAge?: number;
  course?: Course;
  preferredTime?: string;
  /** The day the parent would like the class (YYYY-MM-DD), when they chose one. */
  preferredDate?: string;
  consent?: boolean;
  // Franchise enquiry
  area?: string;
  occupation?: string;
  investment?: string;
  message?: string;
};

/**
 * A lead: a demo-class booking (type demo, at a centre) or a franchise enquiry. The columns are what
 * lists filter and the duplicate rule matches on (same phone and centre within 24 hours); the rest of
 * the form is `details`. Anonymised after the retention period (name, phone, email and details cleared).
 */
export const leads = sqliteTable(
  "leads",
  {
    id: idColumn(),
    type: text("type", { enum: LEAD_TYPES }).notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    // The centre a demo is booked at (null for franchise enquiries); may be reassigned.
    centreId: text("centre_id"),
    // The parent's name (demo) or the applicant's (franchise).
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    city: text("city"),
    details: text("details", { mode: "json" })
      .$type<LeadDetails>()
      .notNull()
      .default(sql`'{}'`),
    lostReason: text("lost_reason"),
    anonymisedAt: text("anonymised_at"),
    createdAt: createdAtColumn(),
    updatedAt: text("updated_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt),
    // A partner's bookings (their centres' demo leads, newest first): picked from the index alone,
    // type and id included; reading each lead of a 5,000-lead centre for its type cost 2.5 ms.
    // Its status too: the network dashboard's demo-to-enrolment conversion counts from it alone.
    index("leads_centre_type_created_idx").on(table.centreId, table.type, table.createdAt, table.id, table.status),
    index("leads_status_created_idx").on(table.status, table.createdAt),
    index("leads_phone_created_idx").on(table.phone, table.createdAt),
  ],
);
export type LeadRow = typeof leads.$inferSelect;

/** Notes on a lead, with who wrote them and when. */
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: idColumn(),
    leadId: text("lead_id").notNull(),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("lead_notes_lead_created_idx").on(table.leadId, table.createdAt)],
);
export type LeadNoteRow = typeof leadNotes.$inferSelect;

/**
 * A child on a centre's roster (children's data: the centre's partners and admins only, never public).
 * Archived students leave the roster and the pickers; their entries and certificates stay.
 */
export const students = sqliteTable(
  "students",
  {
    id: idColumn(),
    centreId: text("centre_id").notNull(),
    name: text("name").notNull(),
    // YYYY-MM-DD
    dateOfBirth: text("date_of_birth").notNull(),
    course: text("course", { enum: COURSES }).notNull(),
    // 1 to 10
    level: integer("level").notNull(),
    parentPhone: text("parent_phone").notNull(),
    archived: booleanColumn("archived").notNull().default(false),
    // YYYY-MM-DD (India): when the child joined; null only for rows written without it (their
    // history then starts on the day they were added). Migration 0029 filled the saved ones.
    enrolledOn: text("enrolled_on"),
    // YYYY-MM-DD (India): when they were archived (left), null while on the roster.
    archivedOn: text("archived_on"),
    // YYYY-MM-DD (India): the day they started their current level (a move to another centre does
    // not restart it), and the day they have been at it for the programme's weeks (its exam is then
    // due). Both kept by triggers from student_levels and course_levels (migration 0031), so the
    // roster's "due for an exam" filter reads a column, not each student's history.
    levelStartedOn: text("level_started_on"),
    examDueOn: text("exam_due_on"),
    // When the site last sent the parent the request for consent (WhatsApp), or null: a student
    // added since then waits as "awaiting" rather than "needed".
    consentAskedAt: text("consent_asked_at"),
    // The parent's consent as it stands, kept by a trigger from the newest student_consents row
    // (migration 0032): the core service ("given" or not) and each optional purpose.
    consentStatus: text("consent_status", { enum: CONSENT_STATUSES }).notNull().default("needed"),
    consentResults: booleanColumn("consent_results").notNull().default(false),
    consentPhotos: booleanColumn("consent_photos").notNull().default(false),
    consentMessages: booleanColumn("consent_messages").notNull().default(false),
    createdBy: text("created_by"),
    createdAt: createdAtColumn(),
    updatedAt: text("updated_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  // No index on exam_due_on: without statistics SQLite would read a partner's "due for an exam" from
  // it (every due student of the network) instead of their centres' roster in order.
  (table) => [
    index("students_roster_order_idx").on(table.centreId, table.archived, sql`${table.name} collate nocase`, table.id),
    // Only the students on a roster with no parent's consent in force: the roster counts them on every page.
    index("students_consent_needed_idx")
      .on(table.centreId)
      .where(sql`archived = 0 and consent_status <> 'given'`),
    // A parent's page finds their children (siblings too) by the phone they signed in with.
    index("students_parent_phone_idx").on(table.parentPhone),
  ],
);
export type StudentRow = typeof students.$inferSelect;

/**
 * How many students each centre has, on its roster and archived: the roster's count reads a row a
 * centre, not every student (43,000 at ten times the bench's data, 2.6 ms; a city's 12,000, 1.6 ms).
 * Kept by triggers on `students` (migration 0018), so no write, import, seed or test's insert can
 * leave it behind. A search still counts the students it matches.
 */
export const rosterCounts = sqliteTable(
  "roster_counts",
  {
    centreId: text("centre_id").notNull(),
    archived: booleanColumn("archived").notNull(),
    students: integer("students").notNull(),
  },
  (table) => [primaryKey({ columns: [table.centreId, table.archived] })],
);

/**
 * How many students joined (enrolled_on, else the India day they were added) and left (archived_on
 * while archived) each centre in each month ("2026-11"). Kept by triggers on `students` (migration
 * 0030), so the network dashboard reads a row a centre and month, not every student.
 */
export const centreMonthStudents = sqliteTable(
  "centre_month_students",
  {
    centreId: text("centre_id").notNull(),
    month: text("month").notNull(),
    joined: integer("joined").notNull().default(0),
    leaving: integer("leaving").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.centreId, table.month] }),
    index("centre_month_students_month_idx").on(table.month, table.centreId, table.joined, table.leaving),
  ],
);

/**
 * A student entered in a competition: a roll number unique within it, the level entered in, the entry
 * fee's UPI payment (like an order's), and the result once an admin enters it. `certificateCode` is
 * given when results are published; /verify/<code> confirms the certificate.
 */
export const competitionEntries = sqliteTable(
  "competition_entries",
  {
    id: idColumn(),
    competitionId: text("competition_id").notNull(),
    studentId: text("student_id").notNull(),
    // The student's centre when entered (the hall ticket and results name it).
    centreId: text("centre_id").notNull(),
    level: text("level").notNull(),
    rollNumber: text("roll_number").notNull(),
    enteredBy: text("entered_by").notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    paymentReference: text("payment_reference"),
    paymentReportedAt: text("payment_reported_at"),
    paymentNote: text("payment_note"),
    score: real("score"),
    rank: integer("rank"),
    award: text("award", { enum: AWARDS }),
    certificateCode: text("certificate_code").unique(),
    createdAt: createdAtColumn(),
    // The student's name as the certificate was issued with it (set with the code when results are
    // published): a later roster edit never changes what a certificate or its verification says.
    certificateName: text("certificate_name"),
  },
  (table) => [
    uniqueIndex("competition_entries_student_unique").on(table.competitionId, table.studentId),
    uniqueIndex("competition_entries_roll_unique").on(table.competitionId, table.rollNumber),
    index("competition_entries_centre_idx").on(table.centreId, table.competitionId),
    index("competition_entries_student_idx").on(table.studentId),
    // The Competitions tab counts each competition's entries paid and reported from the index alone
    // (otherwise SQLite reads each entry through the results' index below, in its order: 1.3 to 2.1 ms).
    index("competition_entries_payment_idx").on(table.competitionId, table.paymentStatus),
    // A UTR pays one thing: a report looks up who used it before, in orders and entry fees alike.
    index("competition_entries_payment_reference_idx").on(table.paymentReference),
    // The results in the order they are read (results.server.ts RESULT_ORDER), with the columns the
    // per-level counts read: a page of the sheet stops when full, and the counts read the index alone.
    // Without it, each page joined all 3,000 entries of a big competition to their students, then sorted.
    index("competition_entries_results_order_idx").on(
      table.competitionId,
      table.level,
      sql`${table.rank} is null`,
      table.rank,
      sql`cast(${table.rollNumber} as integer)`,
      table.rollNumber,
      table.award,
      table.certificateCode,
    ),
  ],
);
export type CompetitionEntryRow = typeof competitionEntries.$inferSelect;

/**
 * A course's programme: its levels in order (a student's `level` is the 1-based position here),
 * each with its name, the weeks it typically takes, the level exam's pass mark (out of 100) and the
 * kit product it needs. Edited whole by admins (services/programmes.server.ts).
 */
export const courseLevels = sqliteTable(
  "course_levels",
  {
    course: text("course").$type<Course>().notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    weeks: integer("weeks").notNull(),
    passMark: integer("pass_mark").notNull(),
    productId: text("product_id"),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.course, table.position] })],
);

export type CourseLevelRow = typeof courseLevels.$inferSelect;

/**
 * A student's level history: one row per level at one centre, open (completedOn null) for the level
 * they are at now. Written by triggers on `students` (migration 0029), whatever adds or changes a
 * student: adding one opens their first level (on enrolledOn); a new level or course closes the
 * open row ("assessed" going up, "corrected" otherwise) and opens the next; a move to another centre
 * closes it as "transferred" and opens the same level there. A level exam's promotion closes the row
 * as "passed" with its entry before raising the level, so the trigger finds nothing left open.
 */
export const studentLevels = sqliteTable(
  "student_levels",
  {
    id: text("id").primaryKey(),
    studentId: text("student_id").notNull(),
    course: text("course").$type<Course>().notNull(),
    level: integer("level").notNull(),
    centreId: text("centre_id").notNull(),
    // YYYY-MM-DD (India)
    startedOn: text("started_on").notNull(),
    completedOn: text("completed_on"),
    result: text("result", { enum: LEVEL_RESULTS }),
    // The level exam entry a "passed" row was completed by.
    examEntryId: text("exam_entry_id"),
  },
  (table) => [
    index("student_levels_student_idx").on(table.studentId, table.startedOn),
    // Promotions and exams by centre and month (kits each promotion needs, the network dashboard).
    index("student_levels_centre_completed_idx").on(table.centreId, table.completedOn),
  ],
);
export type StudentLevelRow = typeof studentLevels.$inferSelect;

/**
 * A parent's consent for a child's data (DPDP Act section 9, Rule 10), one row each time it is given
 * or changed, never edited: the choices (the core service and each optional purpose), the notice's
 * version the parent was shown, when, and how (the parent themselves, or the signed paper form a
 * partner attests, with its photo). The newest row is the consent in force (students.consent_*).
 */
export const studentConsents = sqliteTable(
  "student_consents",
  {
    id: idColumn(),
    studentId: text("student_id").notNull(),
    core: booleanColumn("core").notNull(),
    results: booleanColumn("results").notNull(),
    photos: booleanColumn("photos").notNull(),
    messages: booleanColumn("messages").notNull(),
    method: text("method", { enum: CONSENT_METHODS }).notNull(),
    noticeVersion: text("notice_version").notNull(),
    recordedAt: text("recorded_at").notNull(),
    // The partner or admin who attested a paper form; null when the parent recorded it.
    recordedBy: text("recorded_by"),
    // The phone the consent came from (the parent's own), or the parent's phone on the paper form.
    parentPhone: text("parent_phone").notNull(),
    // The paper form's photo: its R2 key (consent-forms/..., never served under /images/); null for a parent's own consent.
    evidenceKey: text("evidence_key"),
  },
  (table) => [index("student_consents_student_idx").on(table.studentId, table.recordedAt)],
);
export type StudentConsentRow = typeof studentConsents.$inferSelect;

/**
 * A request to move a student to another centre with their whole history: asked by a partner of
 * either centre, confirmed (or declined) by an admin, whose confirmation moves the student.
 */
export const studentTransfers = sqliteTable(
  "student_transfers",
  {
    id: idColumn(),
    studentId: text("student_id").notNull(),
    fromCentreId: text("from_centre_id").notNull(),
    toCentreId: text("to_centre_id").notNull(),
    status: text("status", { enum: TRANSFER_STATUSES }).notNull().default("pending"),
    requestedBy: text("requested_by").notNull(),
    requestedAt: text("requested_at").notNull(),
    decidedBy: text("decided_by"),
    decidedAt: text("decided_at"),
  },
  (table) => [
    index("student_transfers_status_idx").on(table.status, table.requestedAt),
    index("student_transfers_student_idx").on(table.studentId, table.status),
  ],
);
export type StudentTransferRow = typeof studentTransfers.$inferSelect;

/**
 * A parent's sign-in code for /parents, sent by WhatsApp: one row per phone, of which only a keyed
 * hash of the code is kept (a new code replaces it). `createdAt` is when that phone's hour of codes
 * began (the spacing between codes grows within it).
 */
export const parentCodes = sqliteTable("parent_codes", {
  phone: text("phone").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: text("expires_at").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  createdAt: text("created_at").notNull(),
});

/** A parent signed in on a device: the token's SHA-256 (the token itself is only in the cookie or the client). */
export const parentSessions = sqliteTable(
  "parent_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    phone: text("phone").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("parent_sessions_phone_idx").on(table.phone)],
);

/** Who set a parent's language: a centre's choice holds only until the parent makes one. */
export const PARENT_LANGUAGE_SETTERS = ["parent", "centre"] as const;

/**
 * The language a parent reads our WhatsApp messages in (en, mr, hi), by their phone: set when they
 * sign in to /parents from a page in that language, and changed on their page; until then, as the
 * centre that added their child said. Absent: English.
 */
export const parentLanguages = sqliteTable("parent_languages", {
  phone: text("phone").primaryKey(),
  language: text("language", { enum: LOCALES }).notNull(),
  /** Who set it: the parent (signing in, or on their page), or a centre adding their child (until the parent chooses). */
  setBy: text("set_by", { enum: PARENT_LANGUAGE_SETTERS }).notNull().default("parent"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * A parent's request about their child's data (correction, erasure, grievance, nomination), in the
 * admins' privacy queue until answered; due within the days the notice promises.
 */
export const privacyRequests = sqliteTable(
  "privacy_requests",
  {
    id: idColumn(),
    // The parent's phone; cleared when an erasure leaves the parent no child on record.
    phone: text("phone"),
    studentId: text("student_id"),
    type: text("type", { enum: PRIVACY_REQUEST_TYPES }).notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("open"),
    createdAt: createdAtColumn(),
    // YYYY-MM-DD (India): the last day to answer.
    dueOn: text("due_on").notNull(),
    answeredAt: text("answered_at"),
    answeredBy: text("answered_by"),
    answer: text("answer"),
  },
  (table) => [
    index("privacy_requests_status_idx").on(table.status, table.dueOn),
    index("privacy_requests_phone_idx").on(table.phone, table.createdAt),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/** Every read of a child's record by a partner or an admin (DPDP Rules, Rule 6): kept one year. */
export const recordReads = sqliteTable(
  "record_reads",
  {
    id: idColumn(),
    readAt: text("read_at").notNull(),
    readerId: text("reader_id").notNull(),
    studentId: text("student_id").notNull(),
    // What was read: "student record", "consent form", "roster export"...
    what: text("what").notNull(),
  },
  (table) => [index("record_reads_student_idx").on(table.studentId, table.readAt), index("record_reads_read_at_idx").on(table.readAt)],
);
