import { COMPETITION_CATEGORIES, COMPETITION_TYPES, COURSES } from "~/lib/enums";
import { idField, intent, isCalendarDate, isHttpUrl, listFilter, optionalText, requiredText, textField } from "./fields";
import { z } from "./zod";

// One payload for POST /api/competitions, PUT /api/competitions/{id}, the page action and the
// form in the dialog, so all of them say the same thing.

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const REQUIRED_COMPETITION_FIELDS = ["title", "description", "date", "location"] as const;
export const DESCRIPTION_MAX_WORDS = 300;
export const MAX_PRIZES = 20;
export const PRIZE_MAX_LENGTH = 100;

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A prize list as the form and the API mean it: trimmed, no blanks, each prize once. */
export function normalizePrizes(prizes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const prize of prizes) {
    const trimmed = prize.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

export const MAX_LEVELS = 20;
export const LEVEL_MAX_LENGTH = 40;
export const MAX_ENTRY_FEE = 100_000;
export const MAX_CAPACITY = 100_000;
export const DEADLINE_AFTER_DATE_MESSAGE = "registrationDeadline must be on or before the competition date";

/** Blank text means null (cleared) for the nullable registration fields. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * Registration (partners enter students). On an update a field left out keeps its value and null
 * clears it; the page's form sends every one of them.
 */
export const registrationFields = {
  registrationDeadline: z.preprocess(
    blankAsNull,
    z
      .string({ error: "registrationDeadline must be a date in the form YYYY-MM-DD" })
      .trim()
      .refine(isCalendarDate, "registrationDeadline must be a date in the form YYYY-MM-DD")
      .nullable()
      .optional(),
  ),
  entryFee: z
    .number({ error: "entryFee must be a whole number of rupees, 0 or more" })
    .int("entryFee must be a whole number of rupees, 0 or more")
    .min(0, "entryFee must be a whole number of rupees, 0 or more")
    .max(MAX_ENTRY_FEE, `entryFee must be at most ${MAX_ENTRY_FEE}`)
    .optional(),
  capacity: z.preprocess(
    blankAsNull,
    z
      .number({ error: "capacity must be a whole number, 1 or more (or empty for no limit)" })
      .int("capacity must be a whole number, 1 or more (or empty for no limit)")
      .min(1, "capacity must be a whole number, 1 or more (or empty for no limit)")
      .max(MAX_CAPACITY, `capacity must be at most ${MAX_CAPACITY}`)
      .nullable()
      .optional(),
  ),
  levels: z
    .array(textField("Each level").max(LEVEL_MAX_LENGTH, `Each level must be at most ${LEVEL_MAX_LENGTH} characters`), {
      error: "levels must be a list of text",
    })
    .max(MAX_LEVELS * 5, `At most ${MAX_LEVELS} levels`)
    .transform(normalizePrizes)
    .refine((levels) => levels.length <= MAX_LEVELS, `At most ${MAX_LEVELS} levels`)
    .optional(),
  course: z.preprocess(
    blankAsNull,
    z
      .enum(COURSES, { error: `course must be one of ${COURSES.join(", ")} (or empty for any course)` })
      .nullable()
      .optional(),
  ),
  reportingTime: z.preprocess(
    blankAsNull,
    z
      .string({ error: "reportingTime must be a time like 08:30" })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "reportingTime must be a time like 08:30")
      .nullable()
      .optional(),
  ),
};

type RegistrationInput = { [K in keyof typeof registrationFields]?: z.output<(typeof registrationFields)[K]> };

/** The page's form sends every registration field, and a blank one (which the form leaves out) clears it. */
export const registrationFromForm = (input: RegistrationInput) => ({
  registrationDeadline: input.registrationDeadline ?? null,
  entryFee: input.entryFee ?? 0,
  capacity: input.capacity ?? null,
  levels: input.levels ?? [],
  course: input.course ?? null,
  reportingTime: input.reportingTime ?? null,
});

/** A competition's fields (POST/PUT /api/competitions, and the page's form). */
const competitionFields = {
  title: requiredText("Title", 200),
  description: requiredText("Description", 5000, "multi").refine(
    (text) => countWords(text) <= DESCRIPTION_MAX_WORDS,
    `Description must be at most ${DESCRIPTION_MAX_WORDS} words`,
  ),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .min(1, "Date is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date in the form YYYY-MM-DD")
    .refine(isCalendarDate, "Date must be a real calendar date"),
  location: requiredText("Location", 200),
  participants: z
    .number({ error: "participants must be a whole number, 0 or more" })
    .int("participants must be a whole number, 0 or more")
    .min(0, "participants must be a whole number, 0 or more")
    .max(10_000_000, "participants must be at most 10000000")
    .default(0),
  category: z.enum(COMPETITION_CATEGORIES, { error: "category must be one of upcoming, ongoing, completed" }).default("upcoming"),
  type: z.enum(COMPETITION_TYPES, { error: "type must be one of state, international, event" }).default("state"),
  prizes: z
    .array(textField("Each prize").max(PRIZE_MAX_LENGTH, `Each prize must be at most ${PRIZE_MAX_LENGTH} characters`), {
      error: "prizes must be a list of text",
    })
    .max(MAX_PRIZES * 5, `At most ${MAX_PRIZES} prizes`)
    .default([])
    .transform(normalizePrizes)
    .refine((prizes) => prizes.length <= MAX_PRIZES, `At most ${MAX_PRIZES} prizes`),
  buttonUrl: optionalText(
    z
      .string({ error: "buttonUrl must be a valid URL" })
      .trim()
      .max(2000, "buttonUrl must be at most 2000 characters")
      .refine(isHttpUrl, "buttonUrl must be a valid URL"),
  ),
  // A data URL (API clients), a File (the page's form), the competition's own current /images/ URL, or
  // nothing. Left out on an update: the image stays; null or "" on an update: it is removed.
  imageUrl: z
    .union([z.string({ error: "imageUrl must be an image" }).max(8_000_000), z.file()], { error: "imageUrl must be an image" })
    .nullable()
    .optional(),
  ...registrationFields,
};

/** Runs even while the fields have their own errors, so the form says it once above them. */
const requiredFieldsRule = { message: REQUIRED_FIELDS_MESSAGE, path: [] as PropertyKey[], when: () => true };
const hasRequiredFields = (data: unknown) => {
  const value = data as Record<string, unknown>;
  return REQUIRED_COMPETITION_FIELDS.every((key) => typeof value[key] === "string" && (value[key] as string).trim() !== "");
};

/** The deadline is on or before the day of the competition (both YYYY-MM-DD, so text order is date order). */
const deadlineRule = {
  message: DEADLINE_AFTER_DATE_MESSAGE,
  path: ["registrationDeadline"] as PropertyKey[],
};
const deadlineBeforeDate = (data: { date: string; registrationDeadline?: string | null }) =>
  !data.registrationDeadline || data.registrationDeadline <= data.date;

export const competitionSchema = z
  .object(competitionFields)
  .refine(hasRequiredFields, requiredFieldsRule)
  .refine(deadlineBeforeDate, deadlineRule);

export type CompetitionInput = z.output<typeof competitionSchema>;

/** `?category=` of the competitions list (page and API): absent, empty or "all" means every category. */
export const competitionListFilters = {
  category: listFilter(COMPETITION_CATEGORIES, "category must be one of upcoming, ongoing, completed"),
};

// The /competitions page's forms (the intent and id may come in the action URL).
export const competitionActionSchema = z.discriminatedUnion("intent", [
  z
    .object({ intent: intent("create"), ...competitionFields })
    .refine(hasRequiredFields, requiredFieldsRule)
    .refine(deadlineBeforeDate, deadlineRule),
  z
    .object({ intent: intent("update"), id: idField, ...competitionFields })
    .refine(hasRequiredFields, requiredFieldsRule)
    .refine(deadlineBeforeDate, deadlineRule),
  z.object({ intent: intent("delete"), id: idField }),
]);

export type CompetitionAction = z.output<typeof competitionActionSchema>;
