import type { FailureTexts } from "~/lib/action-result";
import { COURSES, type Course } from "~/lib/enums";
import { idField, indianPhoneField, intent, listFilter, mobileField, optionalText, requiredText, textField } from "./fields";
import { z } from "./zod";

// One schema per payload: the admin's whole centre (POST/PUT /api/centres, the Centres tab), the
// partner's editable part (PUT /api/centres/{id} by a partner, the My Centres page), and the finder's query.

export { COURSES };
const COURSE_MESSAGE = `courses must be a list of: ${COURSES.join(", ")}`;
export const FEE_MAX_LENGTH = 100;
export const TIMINGS_MAX_LENGTH = 300;

/** A latitude or longitude: a number (or the text of one, from a form) within its range. */
const coordinate = (label: string, limit: number) => {
  const message = `${label} must be a number from -${limit} to ${limit}`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );
};

const courseList = z
  .array(z.enum(COURSES, { error: COURSE_MESSAGE }), { error: COURSE_MESSAGE })
  .max(COURSES.length * 2, COURSE_MESSAGE)
  .transform((courses) => COURSES.filter((course) => courses.includes(course)))
  .refine((courses) => courses.length > 0, "courses: choose at least one course");

/** Fee text per course ("₹1,500 a month"); blanks are dropped. */
const feesField = z
  .partialRecord(
    z.enum(COURSES, { error: `fees: each key must be one of ${COURSES.join(", ")}` }),
    optionalText(textField("Fees").trim().max(FEE_MAX_LENGTH, `Fees must be at most ${FEE_MAX_LENGTH} characters each`)),
    { error: "fees must be an object of text by course" },
  )
  .transform((fees) => Object.fromEntries(Object.entries(fees).filter(([, text]) => !!text)) as Partial<Record<Course, string>>);

const timingsField = z.preprocess(
  (value) => (value === null ? "" : value),
  textField("Timings").trim().max(TIMINGS_MAX_LENGTH, `Timings must be at most ${TIMINGS_MAX_LENGTH} characters`),
);

/** A photo: a data URL (API), a File (the page's form), the centre's own /images/ URL, or null/"" to remove it. */
const imageField = z
  .union([z.string({ error: "imageUrl must be an image" }).max(8_000_000), z.file()], { error: "imageUrl must be an image" })
  .nullable()
  .optional();

// WhatsApp needs a mobile; the phone may be the centre's landline.
const whatsappNumberField = z.preprocess((value) => (value === "" ? null : value), mobileField("WhatsApp number").nullable().optional());

/** What a partner running the centre may change (and an admin too). */
const editableFields = {
  phone: indianPhoneField("Phone"),
  whatsappNumber: whatsappNumberField,
  // Left out (a form with every box blank): the page's action reads it as cleared.
  timings: timingsField.optional(),
  fees: feesField.optional(),
  imageUrl: imageField,
};

/** The rest of a centre: an admin's alone. */
const adminFields = {
  name: requiredText("Name", 120),
  city: requiredText("City", 80),
  area: requiredText("Area", 120),
  address: requiredText("Address", 400, "multi"),
  pincode: z
    .string({ error: "PIN code must be 6 digits" })
    .trim()
    .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits"),
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
  courses: courseList,
  active: z.boolean({ error: "active must be true or false" }),
  partnerIds: z
    .array(z.string({ error: "partnerIds must be a list of user ids" }).trim().min(1).max(100), {
      error: "partnerIds must be a list of user ids",
    })
    .max(50, "At most 50 partners per centre")
    .transform((ids) => [...new Set(ids)]),
};

const fullShape = { ...adminFields, ...editableFields };

/** POST /api/centres: the whole centre (timings, fees, WhatsApp, photo, partners optional; active by default). */
export const createCentreSchema = z.object({
  ...fullShape,
  whatsappNumber: editableFields.whatsappNumber,
  timings: timingsField.optional(),
  fees: feesField.optional(),
  active: adminFields.active.optional(),
  partnerIds: adminFields.partnerIds.optional(),
});

/** PUT /api/centres/{id} by an admin: any of the centre's fields; those left out stay. */
export const updateCentreSchema = z.object(fullShape).partial();

/**
 * PUT /api/centres/{id} by a partner of the centre: only phone, WhatsApp, timings, photo and fees;
 * any other field is refused by name (nothing changes).
 */
export const partnerCentreSchema = z
  .object(editableFields)
  .partial()
  .loose()
  .superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (!(key in editableFields))
        context.addIssue({ code: "custom", path: [key], message: "Only an administrator can change this field" });
    }
  });

export type CreateCentreInput = z.output<typeof createCentreSchema>;
export type UpdateCentreInput = z.output<typeof updateCentreSchema>;
export type PartnerCentreInput = Partial<z.output<z.ZodObject<typeof editableFields>>>;

/** `/centres` and GET /api/centres: one search box, a course, and "near=LAT,LNG" for distances. */
export const centreSearchQuery = {
  q: z
    .string()
    .trim()
    .max(100, "q must be at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
  course: listFilter(COURSES, `course must be one of: ${COURSES.join(", ")}`),
  near: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const match = value.match(/^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/);
      const [latitude, longitude] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
      if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { latitude, longitude };
      context.issues.push({ code: "custom", message: "near must be LATITUDE,LONGITUDE, e.g. 18.52,73.85", input: value });
      return z.NEVER;
    }),
};
export const centreSearchSchema = z.object(centreSearchQuery);
export type CentreSearch = z.output<typeof centreSearchSchema>;

// ---- Page forms ----

/** The Centres tab of /admin. */
/** The tab's centre form: the whole centre, every time (blank optional fields clear them; see the admin action). */
export const centreFormSchema = createCentreSchema;
export const centreAdminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("createCentre"), ...createCentreSchema.shape }),
  z.object({ intent: intent("updateCentre"), id: idField, ...createCentreSchema.shape }),
  z.object({ intent: intent("setCentreActive"), id: idField, active: z.boolean().default(false) }),
  z.object({ intent: intent("deleteCentre"), id: idField }),
]);

export const CENTRE_ADMIN_FAILURES: FailureTexts<z.output<typeof centreAdminActionSchema>["intent"]> = {
  createCentre: "Failed to create centre",
  updateCentre: "Failed to update centre",
  setCentreActive: "Failed to change the centre",
  deleteCentre: "Failed to delete centre",
};

/** The My Centres page: a partner saves their centre's contact details, timings, fees and photo. */
export const myCentreFormSchema = z.object(editableFields);
export const myCentreActionSchema = z.object({ intent: intent("saveCentre"), id: idField, ...editableFields });

export const MY_CENTRE_FAILURES: FailureTexts<"saveCentre"> = { saveCentre: "Failed to save the centre" };
