import { LEAD_LINK_PREFIXES } from "./notification-links";

// The kinds of update a person may turn off by email (users.email_opt_outs; My details' "Email
// updates"). Password reset links are not among them: they are always sent to the one who asked.

export const EMAIL_KINDS = ["account", "orders", "admin"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What each kind is called where a person chooses (the checkbox's label). */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  account: "Account & approval (approval, competition results)",
  orders: "Orders & payments",
  admin: "Admin alerts (sign-ups, orders, payments, messages)",
};

/** The kinds a role may choose: the admin alerts are for administrators only. */
export const emailKindsFor = (isAdmin: boolean): readonly EmailKind[] => (isAdmin ? EMAIL_KINDS : ["account", "orders"]);

/** A notification's email delivery (services/notification-email.server.ts). */
export const EMAIL_STATUSES = ["sending", "sent", "skipped", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Titles of a partner's payment news that links to a competition rather than an order. */
const PAYMENT_TITLE = /payment|fee/i;

/**
 * The kind of update a notification is, for email; null for what is never emailed: news of a new
 * lead (a child's details: the leads are anonymised after the retention period, an email cannot be).
 */
export function emailKindOf(row: { recipientId: string | null; link: string | null; title: string }): EmailKind | null {
  if (LEAD_LINK_PREFIXES.some((prefix) => row.link?.startsWith(prefix))) return null;
  if (row.recipientId === null) return "admin";
  if (row.link?.startsWith("/kit-ordering/orders/") || PAYMENT_TITLE.test(row.title)) return "orders";
  return "account";
}
