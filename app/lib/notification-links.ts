// Where each kind of notification leads on the site: the feed shows it, so every notification can
// be acted on in one click. Kept in one place so the links and the pages they open agree.

/** A sign-up waiting for approval: the Pending Requests tab. */
export const pendingRequestsLink = () => "/admin";

/** A request for a password reset: User Management, where the admin issues a temporary password. */
export const usersLink = () => "/admin/users";

/** An order: its invoice, where the admin sees what was bought and by whom. */
export const orderLink = (orderId: string) => `/kit-ordering/orders/${encodeURIComponent(orderId)}/invoice`;

/** The anchor of one message on the Messages tab. */
export const messageAnchor = (messageId: string) => `message-${messageId}`;

/** A visitor's message: on the Messages tab, every state shown, so it is there after it was answered too. */
export const messageLink = (messageId: string) => `/admin/messages?status=all#${messageAnchor(messageId)}`;

/** A WhatsApp conversation on the Messages tab, by its number (+919822011001). */
export const whatsappAnchor = (number: string) => `whatsapp-${number.replace(/\D/g, "")}`;
export const whatsappConversationLink = (number: string) => `/admin/messages?channel=whatsapp#${whatsappAnchor(number)}`;

/** The daily reminder to post something: the blogs page, where posts are written. */
export const blogReminderLink = () => "/blogs";

/** A competition coming up: the competitions page, where it can be checked or edited. */
export const competitionLink = () => "/competitions";

/** The anchor of one lead on the Leads tab. */
export const leadAnchor = (leadId: string) => `lead-${leadId}`;

/** Where a new lead's notification leads; WhatsApp delivery reads the lead's id back from it (leadIdOfLink). */
export const LEAD_LINK_PREFIX = "/admin/leads#lead-";
/**
 * The same link as written before the dashboard's tabs became routes: the feed's older rows keep it
 * (it still opens the tab, by a redirect), and what finds a lead's rows by their link (WhatsApp
 * delivery, anonymising old leads) must find those too, and the partners' copies.
 */
/** Where a partner's own update of a new booking at their centre leads: the card on their Demo bookings page. */
export const PARTNER_LEAD_LINK_PREFIX = "/my-centres/leads#lead-";
export const LEAD_LINK_PREFIXES = [LEAD_LINK_PREFIX, "/admin?tab=leads#lead-", PARTNER_LEAD_LINK_PREFIX] as const;
export const leadLink = (leadId: string) => `${LEAD_LINK_PREFIX}${leadId}`;
export const partnerLeadLink = (leadId: string) => `${PARTNER_LEAD_LINK_PREFIX}${leadId}`;
export function leadIdOfLink(link: string | null) {
  const prefix = LEAD_LINK_PREFIXES.find((known) => link?.startsWith(known));
  return prefix ? link!.slice(prefix.length) : null;
}

/** A student's page on the roster (their level history, a move to another centre). */
export const studentLink = (studentId: string) => `/my-centres/students/${encodeURIComponent(studentId)}`;

/** A request to move a student to another centre: the Transfers tab, where the admin confirms or declines it. */
export const transfersLink = () => "/admin/transfers";

/** The admins' queue of parents' requests about their children's data. */
export const privacyRequestsLink = () => "/admin/privacy";
