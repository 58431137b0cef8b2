import { adminWhatsAppSchema } from "./site-info";
import { newUserSchema } from "./users";
import { z } from "./zod";

// The admin dashboard's page actions: one form per job, told apart by `intent`, each built on the
// payload schema the JSON API uses for the same job.

const idField = z.string({ error: "id is required" }).trim().min(1, "id is required");

export const approveUserFormSchema = z.object({ intent: z.literal("approve"), id: idField });
export const rejectUserFormSchema = z.object({ intent: z.literal("reject"), id: idField });
export const deleteUserFormSchema = z.object({ intent: z.literal("deleteUser"), id: idField });
export const createUserFormSchema = newUserSchema.extend({ intent: z.literal("createUser") });
/** Field names are `adminWhatsApp.franchiseeNotifications` and so on, as in the API's JSON. */
export const saveWhatsAppFormSchema = adminWhatsAppSchema.extend({ intent: z.literal("saveWhatsApp") });
/** One notification, or all of them when no id is sent. */
export const markReadFormSchema = z.object({ intent: z.literal("markRead"), id: idField.optional() });

export const adminActionSchema = z.discriminatedUnion("intent", [
  approveUserFormSchema,
  rejectUserFormSchema,
  deleteUserFormSchema,
  createUserFormSchema,
  saveWhatsAppFormSchema,
  markReadFormSchema,
]);

export type AdminIntent = z.infer<typeof adminActionSchema>["intent"];
