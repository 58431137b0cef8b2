import type { FailureTexts } from "~/lib/action-result";
import { COURSE_INFO } from "~/lib/courses";
import { indiaDate } from "~/lib/dates";
import { COURSES, type Course } from "~/lib/enums";
import { LOCALES } from "~/i18n/locales";
import { calendarDateField, checkboxField, idField, intent, isCalendarDate, mobileField, requiredText } from "./fields";
import { z } from "./zod";

// A student on a centre's roster (children's data): the one payload of POST/PUT /api/students, the
// page's add and edit forms and every row of a roster CSV; the list's query; the page's forms.

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 10;
export const STUDENT_NAME_MAX = 100;
/** The most rows one roster CSV may hold (a large centre's whole roster fits). */
export const IMPORT_MAX_ROWS = 1000;
/** A roster CSV of IMPORT_MAX_ROWS rows is well under this. */
export const IMPORT_BODY_LIMIT = 256 * 1024;

const COURSE_MESSAGE = `Course must be one of: ${COURSES.map((course) => COURSE_INFO[course].name).join(", ")}`;
const LEVEL_MESSAGE = `Level must be a whole number from ${LEVEL_MIN} to ${LEVEL_MAX}`;
const DATE_MESSAGE = "Date of birth must be a real date, e.g. 2017-05-14";
const ENROLLED_MESSAGE = "Enrolled on must be a real date, e.g. 2025-06-02";

/** Today in India (YYYY-MM-DD): a date of birth cannot be later. */
const todayInIndia = () => indiaDate();

const studentShape = {
  name: requiredText("Name", STUDENT_NAME_MAX),
  dateOfBirth: calendarDateField(DATE_MESSAGE)
    // One message per date: these hold only for a real date, which calendarDateField has checked.
    .refine((date) => !isCalendarDate(date) || date <= todayInIndia(), "Date of birth cannot be in the future")
    .refine((date) => !isCalendarDate(date) || date >= "1940-01-01", DATE_MESSAGE),
  course: z.enum(COURSES, { error: COURSE_MESSAGE }),
  level: z.number({ error: LEVEL_MESSAGE }).int(LEVEL_MESSAGE).min(LEVEL_MIN, LEVEL_MESSAGE).max(LEVEL_MAX, LEVEL_MESSAGE),
  centreId: z.string({ error: "Choose the student's centre" }).trim().min(1, "Choose the student's centre").max(100),
  parentPhone: mobileField("Parent's phone"),
  archived: z.boolean({ error: "archived must be true or false" }).optional(),
};

/**
 * A new student whose name, and birth date or parent's phone, match one already on the centre's
 * roster is refused once, with the match named; sent again with this ticked, it is added.
 */
const addAnywayField = checkboxField(z.boolean({ error: "addAnyway must be true or false" })).optional();

/**
 * The day the child joined (a new student only; their level history starts on it): not in the
 * future; left out or blank, today in India.
 */
const enrolledOnField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  calendarDateField(ENROLLED_MESSAGE)
    .refine((date) => !isCalendarDate(date) || date <= todayInIndia(), "Enrolled on cannot be in the future")
    .refine((date) => !isCalendarDate(date) || date >= "1990-01-01", ENROLLED_MESSAGE)
    .optional(),
);

/**
 * The language the parent reads our WhatsApp messages in, as the centre knows it (a new student
 * only): kept until the parent chooses their own. Left out or blank, the phone's language stays as
 * it was (English when none was kept).
 */
const parentLanguageField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.enum(LOCALES, { error: `Parent's language must be one of ${LOCALES.join(", ")}` }).optional(),
);

/** A child enrols after they are born (a real date of birth and enrolment date only: each field checks its own). */
const enrolledAfterBirth: [(student: { dateOfBirth: unknown; enrolledOn?: string }) => boolean, { message: string; path: string[] }] = [
  ({ dateOfBirth, enrolledOn }) =>
    !enrolledOn || typeof dateOfBirth !== "string" || !isCalendarDate(dateOfBirth) || enrolledOn >= dateOfBirth,
  { message: "Enrolled on cannot be before the date of birth", path: ["enrolledOn"] },
];

/** POST /api/students: the whole student (archived: false unless said; enrolled today unless said). */
export const studentSchema = z
  .object({ ...studentShape, enrolledOn: enrolledOnField, parentLanguage: parentLanguageField, addAnyway: addAnywayField })
  .refine(...enrolledAfterBirth);
/** PUT /api/students/{id}: any of the fields; those left out stay (`archived: false` restores an archived student). */
export const studentUpdateSchema = z.object(studentShape).partial();

export type StudentInput = z.output<typeof studentSchema>;
export type StudentUpdateInput = z.output<typeof studentUpdateSchema>;

/** Which students a list shows: the current roster (default), every student, or only the archived ones. */
export const ARCHIVED_FILTERS = ["exclude", "include", "only"] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/**
 * GET /api/students and the page's query: `?search=&centreId=&centre=&archived=exclude|include|only&due=1&consent=needed`
 * (`centre`: part of a centre's name or city; `due`: only those long enough at their level for its exam;
 * `consent=needed`: only those with no parent's consent for the core service in force).
 */
export const studentListSchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, "search must be at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
  centreId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  centre: z
    .string()
    .trim()
    .max(100, "centre must be at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
  archived: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(ARCHIVED_FILTERS, { error: `archived must be one of: ${ARCHIVED_FILTERS.join(", ")}` }).default("exclude"),
  ),
  due: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .enum(["1", "0", "true", "false"], { error: "due must be 1 or 0" })
      .optional()
      .transform((value) => value === "1" || value === "true" || undefined),
  ),
  consent: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(["needed"], { error: 'consent must be "needed"' }).optional(),
  ),
});
export type StudentListQuery = z.output<typeof studentListSchema>;

/** The list's parameters as a query string gives them, for studentListSchema (page and API read the same ones). */
export const studentListParams = (params: URLSearchParams) =>
  Object.fromEntries(Object.keys(studentListSchema.shape).map((key) => [key, params.get(key) ?? undefined]));

// ---- A roster CSV ----

/** The template's columns, in order; `centre` (a centre's name or its slug) may be left out by a partner with one centre. */
export const ROSTER_COLUMNS = ["name", "date_of_birth", "course", "level", "parent_phone", "centre", "enrolled_on"] as const;
/** `centre` and `enrolled_on` (blank: today) may be left out. */
export const ROSTER_REQUIRED_COLUMNS = ROSTER_COLUMNS.filter((column) => column !== "centre" && column !== "enrolled_on");
/** The payload field each column fills, for the line messages. */
export const ROSTER_COLUMN_OF: Record<string, string> = {
  name: "name",
  dateOfBirth: "date_of_birth",
  course: "course",
  level: "level",
  parentPhone: "parent_phone",
  centreId: "centre",
  enrolledOn: "enrolled_on",
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
const COURSE_ALIASES = new Map<string, Course>();
for (const course of COURSES) {
  const { name, slug } = COURSE_INFO[course];
  const short = name.replace(/ (Training|Programs)$/, "");
  for (const alias of [course, slug, name, short, `${short}s`, short.replace(/ematics$/, "s")]) COURSE_ALIASES.set(squash(alias), course);
}

/** A course as a spreadsheet says it: its key (vedic_maths), its name (Vedic Mathematics) or a short name (Vedic Maths, Abacus). */
export const courseFromText = (text: string): string => COURSE_ALIASES.get(squash(text)) ?? text;

/** A date as a spreadsheet writes it: YYYY-MM-DD, or India's day first (14-05-2017, 14/05/2017, 14.05.2017); else as typed. */
export function dateFromText(text: string): string {
  const dayFirst = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/);
  if (!dayFirst) return text;
  const [, day, month, year] = dayFirst;
  const iso = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : text;
}

/** A level as typed: "3", "Level 3", "L3" (else the text, which the schema refuses by name). */
export function levelFromText(text: string): number | string {
  const match = text.match(/^(?:level|lvl|l)?\s*(\d{1,2})$/i);
  return match ? Number(match[1]) : text;
}

// ---- Page forms (/my-centres/students) ----

const formLevel = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), studentShape.level);
/** The add and edit form (the page's form sends text; the level is read as a number). */
export const studentFormSchema = z.object({ ...studentShape, level: formLevel });
/** The add form: with the day the child joined (the edit form leaves it: the history starts on it). */
export const studentAddFormSchema = studentFormSchema
  .extend({ enrolledOn: enrolledOnField, parentLanguage: parentLanguageField })
  .refine(...enrolledAfterBirth);
export const rosterFileField = z
  .file({ error: "Choose the roster CSV file" })
  .max(IMPORT_BODY_LIMIT - 16 * 1024, "The file is too large: at most 1,000 students at a time");

/**
 * POST /api/transfers and the roster's "Ask for a student": a partner asks for a child who moves to
 * one of their centres (`centreId`) from another centre, by what the parent can tell them: the
 * child's name, date of birth and the parent's phone, all three as the other centre keeps them.
 */
export const transferAskSchema = z.object({
  name: studentShape.name,
  dateOfBirth: studentShape.dateOfBirth,
  parentPhone: studentShape.parentPhone,
  centreId: z
    .string({ error: "Choose your centre the child is joining" })
    .trim()
    .min(1, "Choose your centre the child is joining")
    .max(100),
});
export type TransferAskInput = z.output<typeof transferAskSchema>;

export const studentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("addStudent"), ...studentAddFormSchema.shape, addAnyway: addAnywayField }).refine(...enrolledAfterBirth),
  z.object({ intent: intent("editStudent"), id: idField, ...studentFormSchema.shape }),
  z.object({ intent: intent("archiveStudent"), id: idField }),
  z.object({ intent: intent("restoreStudent"), id: idField }),
  z.object({ intent: intent("importStudents"), file: rosterFileField }),
  z.object({ intent: intent("askForStudent"), ...transferAskSchema.shape }),
]);
export type StudentAction = z.output<typeof studentActionSchema>;

export const STUDENT_FAILURES: FailureTexts<StudentAction["intent"]> = {
  addStudent: "Failed to add the student",
  editStudent: "Failed to save the student",
  archiveStudent: "Failed to archive the student",
  restoreStudent: "Failed to restore the student",
  importStudents: "Failed to import the roster",
  askForStudent: "Could not ask for the student",
};

/** `students` settings: how long an archived student (one who left) is kept before the daily job erases their data. */
export const ARCHIVED_RETENTION_MESSAGE = "Retention must be a whole number of months from 1 to 120";
export const studentsSettingsSchema = z.object(
  {
    archivedRetentionMonths: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z
        .number({ error: ARCHIVED_RETENTION_MESSAGE })
        .int(ARCHIVED_RETENTION_MESSAGE)
        .min(1, ARCHIVED_RETENTION_MESSAGE)
        .max(120, ARCHIVED_RETENTION_MESSAGE),
    ),
  },
  { error: "students must be an object with archivedRetentionMonths" },
);
export const DEFAULT_ARCHIVED_RETENTION_MONTHS = 24;
