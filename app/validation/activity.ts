import { listFilter } from "./fields";
import { z } from "./zod";

/** What the log records, by kind: the part of an action's name before the dot (`user.approve`). */
export const ACTIVITY_KINDS = [
  "user",
  "settings",
  "product",
  "competition",
  "photo",
  "blog",
  "order",
  "centre",
  "lead",
  "student",
  "whatsapp",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** `?actor=&kind=` of the activity list (page and API), beside `?limit=&offset=`. */
export const activityFilters = {
  actor: z
    .string()
    .max(100, "actor must be a user id")
    .optional()
    .transform((value) => value || undefined),
  kind: listFilter(ACTIVITY_KINDS, `kind must be one of: ${ACTIVITY_KINDS.join(", ")}`),
};
