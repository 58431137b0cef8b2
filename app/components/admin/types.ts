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
  "settings",
  "activity",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

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
export const ADMIN_PATH = "/admin";
export const NOTIFICATIONS_PATH = "/admin/notifications";
