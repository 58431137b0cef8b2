import type { ActionResult } from "~/lib/action-result";
import type { DeliveryStatus } from "~/lib/enums";

export const ADMIN_TABS = [
  "pending",
  "users",
  "updates",
  "messages",
  "orders",
  "centres",
  "leads",
  "competitions",
  "network",
  "transfers",
  "privacy",
  "settings",
  "activity",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Each tab's name (the navigation adds the counts to Pending Requests and Messages). */
export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  pending: "Pending Requests",
  users: "User Management",
  updates: "Updates",
  messages: "Messages",
  orders: "Orders",
  centres: "Centres",
  leads: "Leads",
  competitions: "Competitions",
  network: "Network",
  transfers: "Transfers",
  privacy: "Privacy",
  settings: "Settings",
  activity: "Activity",
};

export const ADMIN_PATH = "/admin";
/**
 * Each tab's own address: Pending Requests is the dashboard itself (/admin), every other tab a
 * route below it (/admin/users). The dashboard's links and forms ask here rather than spell an address.
 */
export const adminTabPath = (tab: AdminTab) => (tab === "pending" ? ADMIN_PATH : `${ADMIN_PATH}/${tab}`);
/** A tab's address with a query (filters, a later page), leaving out empty values and a first page's offset of 0. */
export function adminTabHref(tab: AdminTab, query: Record<string, string | number | null | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "" && value !== 0) params.set(key, String(value));
  const search = params.toString();
  return `${adminTabPath(tab)}${search ? `?${search}` : ""}`;
}
/** Where Pending Requests' forms post: the dashboard's index route. */
export const PENDING_ACTION = `${ADMIN_PATH}?index`;

/** What the dashboard's action answers (the temporary password is shown once, after 'Create User'). */
export type AdminActionData = ActionResult<{ tempPassword?: string; createdEmail?: string; unread?: number }>;

export type FeedNotification = {
  id: string;
  title: string;
  message: string;
  time: string;
  read: boolean;
  /** WhatsApp delivery, when configured: null until tried (or when it is off). */
  deliveryStatus: DeliveryStatus | null;
  /** The page the notification is about (Pending Requests, an order, a message), or null. */
  link: string | null;
};
export type NotificationFeed = { notifications: FeedNotification[]; unread: number };

export const DELETE_USER_QUESTION = "Are you sure you want to delete this user?";
export const NOTIFICATIONS_PATH = "/admin/notifications";
