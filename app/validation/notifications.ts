import type { FailureTexts } from "~/lib/action-result";
import { idField, intent } from "./fields";
import { z } from "./zod";

/** Which notifications to mark read: the given ids, or all when `ids` is left out. */
export const markReadSchema = z.object({
  ids: z
    .array(z.string({ error: "ids must be a list of notification ids" }).max(200, "ids must be a list of notification ids"), {
      error: "ids must be a list of notification ids",
    })
    .max(100, "Mark at most 100 notifications at once")
    .optional(),
});

/** The Updates page's one form: mark one update read (`id`), or all of them. */
export const updatesActionSchema = z.discriminatedUnion("intent", [z.object({ intent: intent("markRead"), id: idField.optional() })]);
export const UPDATES_FAILURES: FailureTexts<"markRead"> = { markRead: "Error updating your updates" };
