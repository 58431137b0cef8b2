import type { FailureTexts } from "~/lib/action-result";
import { LEVEL_MAX } from "./students";
import { registrationFields } from "./competitions";
import { courseParameter } from "./programmes";
import { calendarDateField, idField, intent, optionalText, textField } from "./fields";
import { resultsListSchema, rollNumberField, RESULTS_CSV_LIMIT_BYTES } from "./results";
import { z } from "./zod";

// Level exams (services/level-exams.server.ts): scheduling one (POST /api/level-exams and the admin's
// form), the marks by roll number (PUT /api/level-exams/{id}/results, the marks sheet and its CSV).

const LEVELS_MESSAGE = `levels must be a list of level numbers from 1 to ${LEVEL_MAX}`;
const PASS_MARK_MESSAGE = "passMark must be a whole number from 0 to 100 (marks out of 100)";
const FEE_MESSAGE = "fee must be a whole number of rupees, 0 or more";
export const MARKS_MESSAGE = "marks must be a number from 0 to 100";
export const VENUE_MAX_LENGTH = 200;
/** Where the exam is sat when no venue is given: each student at their own centre. */
export const AT_THE_CENTRE = "At the centre";

const levelNumber = z.number({ error: LEVELS_MESSAGE }).int(LEVELS_MESSAGE).min(1, LEVELS_MESSAGE).max(LEVEL_MAX, LEVELS_MESSAGE);
/** A form sends one ticked level as a single value, several as a list. */
const levelsField = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z.preprocess((value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value), levelNumber),
      {
        error: LEVELS_MESSAGE,
      },
    )
    .min(1, "Choose at least one level")
    .transform((levels) => [...new Set(levels)].sort((a, b) => a - b)),
);

export const levelExamSchema = z
  .object({
    course: courseParameter,
    levels: levelsField,
    date: calendarDateField("date must be a date in the form YYYY-MM-DD"),
    registrationDeadline: calendarDateField("registrationDeadline must be a date in the form YYYY-MM-DD"),
    fee: z.number({ error: FEE_MESSAGE }).int(FEE_MESSAGE).min(0, FEE_MESSAGE).max(100_000, "fee must be at most 100000"),
    passMark: z.number({ error: PASS_MARK_MESSAGE }).int(PASS_MARK_MESSAGE).min(0, PASS_MARK_MESSAGE).max(100, PASS_MARK_MESSAGE),
    venue: optionalText(textField("venue").trim().max(VENUE_MAX_LENGTH, `venue must be at most ${VENUE_MAX_LENGTH} characters`)),
    capacity: registrationFields.capacity,
    reportingTime: registrationFields.reportingTime,
  })
  .refine((exam) => exam.registrationDeadline <= exam.date, {
    message: "registrationDeadline must be on or before the exam's date",
    path: ["registrationDeadline"],
  });
export type LevelExamInput = z.output<typeof levelExamSchema>;

const marksField = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z.number({ error: MARKS_MESSAGE }).min(0, MARKS_MESSAGE).max(100, MARKS_MESSAGE),
);
export const marksSchema = z.object({ rollNumber: rollNumberField, marks: marksField });
export type MarksInput = z.output<typeof marksSchema>;

/** PUT /api/level-exams/{id}/results: every mark is checked before any is saved. */
export const marksPayloadSchema = resultsListSchema(marksSchema, "{ rollNumber, marks }");

/** The Competitions tab's "Schedule a level exam" form. */
export const scheduleLevelExamActionSchema = z.discriminatedUnion("intent", [
  levelExamSchema.safeExtend({ intent: intent("scheduleLevelExam") }),
]);
export const SCHEDULE_FAILURES: FailureTexts<"scheduleLevelExam"> = { scheduleLevelExam: "Could not schedule the level exam." };

/** A level exam's marks sheet: a student's marks, a CSV of marks, publishing. */
export const marksActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("saveMarks"), rollNumber: rollNumberField, marks: marksField }),
  z.object({
    intent: intent("importMarks"),
    csv: z.union([z.string().max(RESULTS_CSV_LIMIT_BYTES), z.file()], { error: "Choose a CSV file" }),
  }),
  z.object({ intent: intent("publish"), id: idField.optional() }),
]);
export type MarksAction = z.output<typeof marksActionSchema>;

export const MARKS_FAILURES: FailureTexts<MarksAction["intent"]> = {
  saveMarks: "Could not save the marks.",
  importMarks: "Could not import the marks.",
  publish: "Could not publish the results.",
};
