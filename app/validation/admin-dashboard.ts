import type { FailureTexts } from "~/lib/action-result";
import { idField, intent } from "./fields";
import { adminWhatsAppSchema, saveSettingsFormSchema } from "./site-info";
import { removeBrochureFormSchema, uploadBrochureFormSchema } from "./franchise-brochure";
import { messageStatusSchema } from "./contact";
import { editUserFormFields, newUserSchema } from "./users";
import { z } from "./zod";
import { whatsAppReplySchema } from "./whatsapp";

// The admin dashboard's page actions (the Leads tab shares leadActionSchema with the partners' Leads
// page, the Centres tab has centreAdminActionSchema): one form per job, told apart by `intent`, each built on the
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

// Each tab of the dashboard is a route of its own (app/routes/_site.admin.*), and each answers only
// its own forms.

/** Pending Requests (/admin). */
export const pendingActionSchema = z.discriminatedUnion("intent", [approveUserFormSchema, rejectUserFormSchema]);
export const PENDING_FAILURES: FailureTexts<z.infer<typeof pendingActionSchema>["intent"]> = {
  approve: "Error approving user",
  reject: "Error rejecting user",
};

/** User Management (/admin/users). */
export const usersActionSchema = z.discriminatedUnion("intent", [
  createUserFormSchema,
  editUserFormSchema,
  deleteUserFormSchema,
  deactivateUserFormSchema,
  reactivateUserFormSchema,
  resetPasswordFormSchema,
]);
export const USERS_FAILURES: FailureTexts<z.infer<typeof usersActionSchema>["intent"]> = {
  createUser: "Error creating user",
  editUser: "Error saving user",
  deleteUser: "Error deleting user",
  deactivateUser: "Error deactivating user",
  reactivateUser: "Error reactivating user",
  resetPassword: "Error resetting password",
};

/** Updates (/admin/updates): the notifications feed. */
export const updatesActionSchema = z.discriminatedUnion("intent", [markReadFormSchema]);
export const UPDATES_FAILURES: FailureTexts<"markRead"> = { markRead: "Error updating notifications" };

/** Messages (/admin/messages). */
export const messagesActionSchema = z.discriminatedUnion("intent", [
  messageStatusFormSchema,
  whatsAppReplySchema.extend({ intent: intent("whatsappReply") }),
]);
export const MESSAGES_FAILURES: FailureTexts<"messageStatus" | "whatsappReply"> = {
  messageStatus: "Error updating message",
  whatsappReply: "Could not send the answer on WhatsApp",
};

/** Settings (/admin/settings). */
export const settingsActionSchema = z.discriminatedUnion("intent", [
  saveSettingsFormSchema,
  saveWhatsAppFormSchema,
  uploadBrochureFormSchema,
  removeBrochureFormSchema,
]);
export const SETTINGS_FAILURES: FailureTexts<z.infer<typeof settingsActionSchema>["intent"]> = {
  saveSettings: "Error saving settings",
  saveWhatsApp: "Error saving WhatsApp numbers",
  uploadBrochure: "Error uploading the brochure",
  removeBrochure: "Error removing the brochure",
};
