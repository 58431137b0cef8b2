import { COURSES } from "~/lib/enums";
import { optionalText, requiredText, textField } from "./fields";
import { z } from "./zod";

// A course's programme (PUT /api/courses/{course}/levels): its levels in order.

export const MAX_LEVELS = 20;
export const MAX_LEVEL_WEEKS = 104;
const WEEKS_MESSAGE = `weeks must be a whole number from 1 to ${MAX_LEVEL_WEEKS}`;
const PASS_MARK_MESSAGE = "passMark must be a whole number from 0 to 100 (marks out of 100)";

export const courseParameter = z.enum(COURSES, { error: `course must be one of ${COURSES.join(", ")}` });

export const courseLevelSchema = z.object({
  name: requiredText("Level name", 60),
  weeks: z.number({ error: WEEKS_MESSAGE }).int(WEEKS_MESSAGE).min(1, WEEKS_MESSAGE).max(MAX_LEVEL_WEEKS, WEEKS_MESSAGE),
  passMark: z.number({ error: PASS_MARK_MESSAGE }).int(PASS_MARK_MESSAGE).min(0, PASS_MARK_MESSAGE).max(100, PASS_MARK_MESSAGE),
  productId: optionalText(textField("productId").trim().max(64, "productId must be at most 64 characters")),
});

export const courseLevelsSchema = z.object({
  levels: z
    .array(courseLevelSchema, { error: "levels must be a list of { name, weeks, passMark, productId? }" })
    .min(1, "A programme has at least one level")
    .max(MAX_LEVELS, `A programme has at most ${MAX_LEVELS} levels`),
});

export type CourseLevelsInput = z.output<typeof courseLevelsSchema>;

/** A row of the programme form left wholly blank: not a level (the form offers a few spare rows). */
const isBlankRow = (row: unknown) =>
  !row || (typeof row === "object" && Object.values(row).every((value) => value === undefined || value === ""));

/** The course page's programme form (admins): the same levels, its blank rows left out. */
export const courseLevelsFormSchema = z.object({
  intent: z.literal("saveLevels"),
  levels: z.preprocess((rows) => (Array.isArray(rows) ? rows.filter((row) => !isBlankRow(row)) : rows), courseLevelsSchema.shape.levels),
});
