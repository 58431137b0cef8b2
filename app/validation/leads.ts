import type { FailureTexts } from "~/lib/action-result";
import { indiaDate } from "~/lib/dates";
import { COURSES, LEAD_STATUSES, LEAD_TYPES } from "~/lib/enums";
import { checkDayRange, dayParameter } from "./date-range";
import {
  calendarDateField,
  checkboxField,
  emailField,
  idField,
  intent,
  listFilter,
  mobileField,
  optionalText,
  requiredText,
  textField,
} from "./fields";
import { z } from "./zod";

// `POST /api/leads`, the demo booking form (/book-demo and the centre pages) and the franchise
// enquiry (/franchise); `PATCH /api/leads/{id}` and the Leads tabs' buttons; the lists' filters.

export const MIN_CHILD_AGE = 4;
export const MAX_CHILD_AGE = 16;
const AGE_MESSAGE = `Child's age must be a whole number from ${MIN_CHILD_AGE} to ${MAX_CHILD_AGE}`;
export const CONSENT_MESSAGE = "Consent is required: tick the box so the centre may contact you about this booking";

/** The investment ranges a franchise applicant picks from. */
export const INVESTMENT_RANGES = ["Under ₹1 lakh", "₹1–3 lakh", "₹3–5 lakh", "Above ₹5 lakh"] as const;

/**
 * A field no person sees or fills (hidden from people and screen readers): a bot that fills every
 * field fills it too. A filled one is answered like a success, and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";
const honeypot = z.preprocess((value) => (value === null ? undefined : value), z.string().max(500).optional());

/** A checkbox sends "on"; JSON sends true. */
const consentField = checkboxField(z.literal(true, { error: CONSENT_MESSAGE }));

/** How far ahead a parent may ask for a demo class. */
export const DEMO_DAYS_AHEAD = 60;
const PREFERRED_DATE_MESSAGE = `Preferred date must be a day from today to ${DEMO_DAYS_AHEAD} days ahead`;
/** A day in India from today on (checked when the booking arrives, so "today" is the server's). */
const preferredDateField = calendarDateField(PREFERRED_DATE_MESSAGE).refine(
  (date) => date >= indiaDate() && date <= indiaDate(new Date(), DEMO_DAYS_AHEAD),
  PREFERRED_DATE_MESSAGE,
);

/** A number typed in a form arrives as text. */
const childAgeField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ error: AGE_MESSAGE }).int(AGE_MESSAGE).min(MIN_CHILD_AGE, AGE_MESSAGE).max(MAX_CHILD_AGE, AGE_MESSAGE),
);

export const demoLeadSchema = z.object({
  type: z.literal("demo"),
  centreId: z.string({ error: "Choose a centre" }).trim().min(1, "Choose a centre").max(100, "Choose a centre"),
  parentName: requiredText("Parent's name", 100),
  childName: requiredText("Child's name", 100),
  childAge: childAgeField,
  course: z.enum(COURSES, { error: "Choose a course" }),
  phone: mobileField("Phone"),
  preferredTime: optionalText(requiredText("Preferred day or time", 100)),
  preferredDate: optionalText(preferredDateField),
  consent: consentField,
  [HONEYPOT_FIELD]: honeypot,
});

export const franchiseLeadSchema = z.object({
  type: z.literal("franchise"),
  name: requiredText("Name", 100),
  phone: mobileField("Phone"),
  email: emailField,
  city: requiredText("City", 100),
  area: requiredText("Area", 100),
  occupation: requiredText("Current occupation", 100),
  investment: z.enum(INVESTMENT_RANGES, { error: "Choose an investment range" }),
  message: optionalText(requiredText("Message", 2000, "multi")),
  [HONEYPOT_FIELD]: honeypot,
});

/** `POST /api/leads`: one of the two forms, told apart by `type`. */
export const leadSchema = z.discriminatedUnion("type", [demoLeadSchema, franchiseLeadSchema], {
  error: 'type must be "demo" or "franchise"',
});
export type LeadInput = z.output<typeof leadSchema>;
export type DemoLeadInput = z.output<typeof demoLeadSchema>;
export type FranchiseLeadInput = z.output<typeof franchiseLeadSchema>;

/** The page forms: /book-demo's and /franchise's. */
export const demoActionSchema = z.discriminatedUnion("intent", [demoLeadSchema.extend({ intent: intent("bookDemo") })]);
export const franchiseActionSchema = z.discriminatedUnion("intent", [franchiseLeadSchema.extend({ intent: intent("enquire") })]);
export const DEMO_FAILURES: FailureTexts<"bookDemo"> = { bookDemo: { network: "Network error", server: "Failed to book the demo class" } };
export const FRANCHISE_FAILURES: FailureTexts<"enquire"> = { enquire: { network: "Network error", server: "Failed to send the enquiry" } };

const statusField = z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(", ")}` }).optional();
const updateFields = {
  status: optionalText(statusField),
  note: optionalText(requiredText("Note", 1000, "multi")),
  centreId: optionalText(idField),
  lostReason: optionalText(requiredText("Lost reason", 300)),
};

export const LOST_REASON_MESSAGE = "Say why the lead was lost (lostReason)";

/** `PATCH /api/leads/{id}`: any of a status move, a note, another centre; lost needs its reason. */
export const leadUpdateSchema = z
  .object(updateFields)
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Send a status, a note, a centreId or a lostReason")
  .refine((input) => input.status !== "lost" || input.lostReason, { path: ["lostReason"], message: LOST_REASON_MESSAGE });
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;

/** The Leads tabs' one form (admin and partner): the lead it acts on and what changes. */
export const updateLeadFormSchema = z
  .object({ intent: intent("updateLead"), id: idField, ...updateFields })
  .refine((input) => input.status !== "lost" || input.lostReason, { path: ["lostReason"], message: LOST_REASON_MESSAGE });
export const leadActionSchema = z.discriminatedUnion("intent", [updateLeadFormSchema]);
export const LEAD_FAILURES: FailureTexts<"updateLead"> = { updateLead: "Error updating the lead" };

/** `?type=&status=&centreId=&city=&from=&to=` of the lists (API, Leads tab, CSV). */
export const leadFiltersSchema = z
  .object({
    type: listFilter(LEAD_TYPES, "type must be demo or franchise"),
    status: listFilter(LEAD_STATUSES, `status must be one of: ${LEAD_STATUSES.join(", ")}`),
    centreId: optionalText(textField("centreId").max(100, "centreId is too long")),
    centre: optionalText(textField("centre").trim().max(100, "centre must be at most 100 characters")),
    city: optionalText(textField("city").trim().max(100, "city must be at most 100 characters")),
    from: optionalText(dayParameter("from")),
    to: optionalText(dayParameter("to")),
  })
  .superRefine((range, context) => checkDayRange(range, context));
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** `leads` settings: how long a lead is kept before it is anonymised. */
export const RETENTION_MESSAGE = "Retention must be a whole number of months from 1 to 120";
export const leadsSettingsSchema = z.object(
  {
    retentionMonths: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z.number({ error: RETENTION_MESSAGE }).int(RETENTION_MESSAGE).min(1, RETENTION_MESSAGE).max(120, RETENTION_MESSAGE),
    ),
  },
  { error: "leads must be an object with retentionMonths" },
);
export const DEFAULT_RETENTION_MONTHS = 18;

/** A query parameter of a page that only preselects: anything too long, empty or unknown is ignored. */
const preselect = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch(undefined)
  .transform((value) => value || undefined);

/** /book-demo's query string: `?centre=` (a centre's own link) and `?course=` preselect; a big network's `?city=` lists that city's centres. */
export const demoPageQuerySchema = z.object({
  centre: preselect,
  city: preselect,
  course: z.enum(COURSES).optional().catch(undefined),
});
