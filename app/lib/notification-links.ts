// Where each kind of notification leads on the site: the feed shows it, so every notification can
// be acted on in one click. Kept in one place so the links and the pages they open agree.

/** A sign-up waiting for approval: the Pending Requests tab. */
export const pendingRequestsLink = () => "/admin?tab=pending";

/** A request for a password reset: User Management, where the admin issues a temporary password. */
export const usersLink = () => "/admin?tab=users";

/** An order: its invoice, where the admin sees what was bought and by whom. */
export const orderLink = (orderId: string) => `/kit-ordering/orders/${encodeURIComponent(orderId)}/invoice`;

/** The anchor of one message on the Messages tab. */
export const messageAnchor = (messageId: string) => `message-${messageId}`;

/** A visitor's message: on the Messages tab, every state shown, so it is there after it was answered too. */
export const messageLink = (messageId: string) => `/admin?tab=messages&status=all#${messageAnchor(messageId)}`;

/** The daily reminder to post something: the blogs page, where posts are written. */
export const blogReminderLink = () => "/blogs";

/** A competition coming up: the competitions page, where it can be checked or edited. */
export const competitionLink = () => "/competitions";

/** The anchor of one lead on the Leads tab. */
export const leadAnchor = (leadId: string) => `lead-${leadId}`;

/** Where a new lead's notification leads; WhatsApp delivery reads the lead's id back from it (leadIdOfLink). */
export const LEAD_LINK_PREFIX = "/admin?tab=leads#lead-";
export const leadLink = (leadId: string) => `${LEAD_LINK_PREFIX}${leadId}`;
export const leadIdOfLink = (link: string | null) => (link?.startsWith(LEAD_LINK_PREFIX) ? link.slice(LEAD_LINK_PREFIX.length) : null);
