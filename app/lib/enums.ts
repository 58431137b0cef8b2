// Every enumerated value the database, the API and the browser share, in one browser-safe module:
// the Drizzle schema builds its columns from these, and pages import them from here (never from
// app/db/schema, which would bring Drizzle into the page's JavaScript).

export const ROLES = ["franchise", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * WhatsApp delivery of a notification. `sending`: handed to WhatsApp with no confirmed outcome yet
 * (for a moment, or for good when the answer never came or could not be recorded); it is never
 * sent again. `retrying` and `failed` were refused by WhatsApp, so a later attempt may send them.
 */
export const DELIVERY_STATUSES = ["sending", "sent", "delivered", "read", "retrying", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const GALLERY_CATEGORIES = ["classes", "competitions", "achievements", "events"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const COMPETITION_CATEGORIES = ["upcoming", "ongoing", "completed"] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];
export const COMPETITION_TYPES = ["state", "international", "event"] as const;
/** A competition (awards, public results) or a level exam (marks and a pass mark; promotes who passes). */
export const COMPETITION_KINDS = ["competition", "level-exam"] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];
/** How a level in a student's history ended: a level exam passed, the centre's assessment, a correction of the level or course, a move to another centre. */
export const LEVEL_RESULTS = ["passed", "assessed", "corrected", "transferred"] as const;
export type LevelResult = (typeof LEVEL_RESULTS)[number];
/** A request to move a student to another centre: waiting for an admin, or decided. */
export const TRANSFER_STATUSES = ["pending", "confirmed", "declined"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Where a student's parental consent stands (DPDP Act section 9): "needed" (no consent on record:
 * the students kept before consent was recorded), "awaiting" (added since: the parent has been
 * asked), "given" (the core service consented to), "withdrawn" (the core service no longer is).
 */
export const CONSENT_STATUSES = ["needed", "awaiting", "given", "withdrawn"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
/** How a consent was recorded: by the parent themselves, or from the signed paper form a partner attests. */
export const CONSENT_METHODS = ["parent", "paper"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export type CompetitionType = (typeof COMPETITION_TYPES)[number];

export const BLOG_CATEGORIES = ["abacus", "phonics", "vedic_maths"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_STATUSES = ["published", "draft"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const PRODUCT_CATEGORIES = ["abacus", "phonics", "vedic_math", "other"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const ORDER_STATUSES = ["placed", "confirmed", "dispatched", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order's payment: `unpaid` until the partner reports a UPI transaction reference (`reported`);
 * an admin who finds it in the bank marks it `paid`, or `rejected` with a reason (the partner may
 * report again).
 */
export const PAYMENT_STATUSES = ["unpaid", "reported", "paid", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A visitor's message on the dashboard: `new` until an admin replies or files it away. */
export const MESSAGE_STATUSES = ["new", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What a centre teaches and a parent books a demo of (lib/courses.ts has their names and pages). */
export const COURSES = ["abacus", "phonics", "vedic_maths", "mental_math", "brain_development"] as const;
export type Course = (typeof COURSES)[number];

/** A lead: a parent's demo-class booking at a centre, or a prospect's franchise enquiry. */
export const LEAD_TYPES = ["demo", "franchise"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** new -> contacted -> demo_scheduled -> enrolled; `lost` (with a reason) from any open status. */
export const LEAD_STATUSES = ["new", "contacted", "demo_scheduled", "enrolled", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What a competition entry is awarded when results are entered (certificates print it). */
export const AWARDS = ["gold", "silver", "bronze", "merit", "participation"] as const;
export type Award = (typeof AWARDS)[number];
