import { checkboxField, imageFileField } from "./fields";
import { z } from "./zod";

// A parent's consent for their child's data, each purpose chosen on its own (issue 35): the core
// service (the roster, levels, exams, hall tickets, certificates), results published with the first
// name and initial, photos in the gallery, WhatsApp updates.

const choice = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** The four choices, as every way of recording a consent sends them. */
export const consentChoicesShape = {
  core: choice("core"),
  results: choice("results"),
  photos: choice("photos"),
  messages: choice("messages"),
};

const EVIDENCE_MESSAGE = "evidence is required: a photo of the signed enrolment form, as a data URL (JPEG, PNG, WebP or GIF)";

/**
 * PUT /api/students/{id}/consent: a partner records the consent a parent gave in person, on the
 * signed enrolment form, and attests it with a photo of the form (`evidence`).
 */
export const paperConsentSchema = z.object({
  method: z.literal("paper", { error: 'method must be "paper": a parent records their own consent from their page' }),
  ...consentChoicesShape,
  evidence: z.string({ error: EVIDENCE_MESSAGE }).trim().min(1, EVIDENCE_MESSAGE),
});
export type PaperConsentInput = z.output<typeof paperConsentSchema>;

const ticked = (name: string) => checkboxField(z.boolean({ error: `${name} must be ticked or not` }).default(false));

/** The student page's form: the choices on the signed form (unticked: not chosen) and its photo. */
export const consentFormSchema = z.object({
  core: ticked("The core service"),
  results: ticked("Results"),
  photos: ticked("Photos"),
  messages: ticked("WhatsApp updates"),
  evidence: imageFileField,
});
