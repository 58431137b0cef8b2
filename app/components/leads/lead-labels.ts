import type { LeadStatus } from "~/lib/enums";

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  demo_scheduled: "Demo scheduled",
  enrolled: "Enrolled",
  lost: "Lost",
};

/** The button that moves a lead to the status. */
export const MOVE_LABELS: Record<LeadStatus, string> = {
  new: "Mark new",
  contacted: "Mark contacted",
  demo_scheduled: "Demo scheduled",
  enrolled: "Enrolled",
  lost: "Mark lost",
};

export const STATUS_BADGE: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  demo_scheduled: "bg-violet-100 text-violet-900",
  enrolled: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
};

/** How long ago a lead came in: "5 h", "3 days". */
export const leadAge = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`);
