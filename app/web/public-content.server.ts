// What visitors see comes from a few tables, grouped into content areas. Every public answer the
// edge cache keeps is keyed on the versions of the areas it shows (web/edge-cache.server.ts), and
// every write to one of these tables, whichever service or route sends it, marks its area changed:
// the request's D1 binding is watched below, so no write path can forget to invalidate.

export const CONTENT_AREAS = ["settings", "blogs", "gallery", "competitions", "results", "centres"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

/** The tables whose rows visitors see, and the area each belongs to. */
const AREA_OF_TABLE: Record<string, ContentArea | readonly ContentArea[]> = {
  site_settings: "settings",
  blogs: "blogs",
  blog_likes: "blogs", // the like counts on posts
  blog_slug_history: "blogs", // a former address answers 301 to the current one
  gallery_items: "gallery",
  competitions: "competitions",
  competition_entries: "results", // published results and certificates
  // The names on results; and whether a photo showing a child may be shown (their consent to photos).
  students: ["results", "gallery"],
  // A parent's consent (its trigger sets the student's consent in force: whether results name them, whether photos of them show).
  student_consents: ["results", "gallery"],
  // Which children a gallery photo shows: it is shown only while each has their parent's consent to photos.
  gallery_item_students: "gallery",
  centres: "centres",
  centre_partners: "centres",
  // The programmes' levels, on the course pages (keyed on the site's settings, which every page shows).
  course_levels: "settings",
};

export const PUBLIC_TABLES = Object.keys(AREA_OF_TABLE);
/** Tables no visitor's answer shows (accounts, orders, messages, leads, the kit catalogue: partners only). */
export const PRIVATE_TABLES = [
  "users",
  "notifications",
  "partner_profiles",
  "password_reset_codes",
  "password_reset_links",
  "sign_in_failures",
  // Parents' sign-in codes and sessions, their requests about their children's data, and the log
  // of staff reading a child's record (issue 35): never shown to visitors.
  "parent_codes",
  "parent_sessions",
  "parent_languages",
  "privacy_requests",
  "record_reads",
  // Who uploaded each picture inside a post, and which post uses it (the pictures themselves are public in R2).
  "blog_images",
  // Signed-in devices; also written by triggers on users (migration 0021).
  "sessions",
  "contact_messages",
  "products",
  "orders",
  // Each GSTIN's invoice series (migration 0023): only invoices show it.
  "invoice_series",
  // Kept by triggers on orders (migration 0013). A trigger's writes are not in the statement's SQL,
  // so a trigger may only write tables like these, which no visitor's answer shows.
  "order_totals",
  // Kept by triggers on students (migration 0018): counts of a centre's roster, never shown to visitors.
  "roster_counts",
  // Level histories (written by triggers on students, migration 0029) and transfer requests: children's data.
  "student_levels",
  "student_transfers",
  // Joiners and leavers per centre and month (triggers on students, migration 0030): the admins' dashboard only.
  "centre_month_students",
  "activity_log",
  "leads",
  "lead_notes",
  // WhatsApp conversations: who wrote, when, and their opt-outs (services/whatsapp-webhook.server.ts).
  "whatsapp_contacts",
  "whatsapp_messages",
];

// Any statement that writes names its table after one of these (Drizzle quotes table names; an
// upsert's `do update set` names no table and matches nothing known).
const WRITTEN_TABLE = /\b(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/gi;

/** The content areas a SQL statement writes to (none for a read). */
export function areasWrittenBy(sql: string): ContentArea[] {
  const areas = new Set<ContentArea>();
  for (const [, table] of sql.matchAll(WRITTEN_TABLE)) {
    const area = AREA_OF_TABLE[table!.toLowerCase()];
    for (const each of typeof area === "string" ? [area] : (area ?? [])) areas.add(each);
  }
  return [...areas];
}

/** The D1 binding as before, noting in `changed` the area of every write it prepares. */
export function watchPublicContentWrites<Database extends Pick<D1Database, "prepare">>(d1: Database, changed: Set<ContentArea>): Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          for (const area of areasWrittenBy(query)) changed.add(area);
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
