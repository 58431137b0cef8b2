import type { FailureTexts } from "~/lib/action-result";
import { idField, intent } from "./fields";
import { adminWhatsAppSchema, saveSettingsFormSchema } from "./site-info";
import { CENTRE_ADMIN_FAILURES, centreAdminActionSchema } from "./centres";
import { messageStatusSchema } from "./contact";
import { updateLeadFormSchema } from "./leads";
import { editUserFormFields, newUserSchema } from "./users";
import { z } from "./zod";

// The admin dashboard's page actions: one form per job, told apart by `intent`, each built on the
// payload schema the JSON API uses for the same job.

const approveUserFormSchema = z.object({ intent: intent("approve"), id: idField });
const rejectUserFormSchema = z.object({ intent: intent("reject"), id: idField });
const deleteUserFormSchema = z.object({ intent: intent("deleteUser"), id: idField });
export const createUserFormSchema = newUserSchema.extend({ intent: intent("createUser") });
/** Field names are `adminWhatsApp.franchiseeNotifications` and so on, as in the API's JSON. */
export const saveWhatsAppFormSchema = adminWhatsAppSchema.extend({ intent: intent("saveWhatsApp") });
/** One notification, or all of them when no id is sent. */
const markReadFormSchema = z.object({ intent: intent("markRead"), id: idField.optional() });

// User Management (edit, deactivate, reactivate, reset a password) and the Messages tab's states.
export const editUserFormSchema = editUserFormFields.extend({ intent: intent("editUser"), id: idField });
const deactivateUserFormSchema = z.object({ intent: intent("deactivateUser"), id: idField });
const reactivateUserFormSchema = z.object({ intent: intent("reactivateUser"), id: idField });
const resetPasswordFormSchema = z.object({ intent: intent("resetPassword"), id: idField });
const messageStatusFormSchema = messageStatusSchema.extend({ intent: intent("messageStatus"), id: idField });

export const adminActionSchema = z.discriminatedUnion("intent", [
  approveUserFormSchema,
  rejectUserFormSchema,
  deleteUserFormSchema,
  createUserFormSchema,
  saveWhatsAppFormSchema,
  markReadFormSchema,
  editUserFormSchema,
  deactivateUserFormSchema,
  reactivateUserFormSchema,
  resetPasswordFormSchema,
  messageStatusFormSchema,
  saveSettingsFormSchema,
  updateLeadFormSchema,
  // The Centres tab.
  ...centreAdminActionSchema.options,
]);

export type AdminIntent = z.infer<typeof adminActionSchema>["intent"];

export const ADMIN_FAILURES: FailureTexts<AdminIntent> = {
  approve: "Error approving user",
  reject: "Error rejecting user",
  createUser: "Error creating user",
  deleteUser: "Error deleting user",
  saveWhatsApp: "Error saving WhatsApp numbers",
  markRead: "Error updating notifications",
  editUser: "Error saving user",
  deactivateUser: "Error deactivating user",
  reactivateUser: "Error reactivating user",
  resetPassword: "Error resetting password",
  messageStatus: "Error updating message",
  saveSettings: "Error saving settings",
  updateLead: "Error updating the lead",
  ...CENTRE_ADMIN_FAILURES,
};
