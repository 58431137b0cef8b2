import { AWARDS } from "~/lib/enums";
import type { FailureTexts } from "~/lib/action-result";
import { idField, intent, textField } from "./fields";
import { z } from "./zod";

// One result of one entry (PUT /api/competitions/{id}/results, the admin's row form and each CSV
// row), the CSV import and publishing: the messages are the same wherever a result is typed.

export const AWARD_MESSAGE = `award must be one of ${AWARDS.join(", ")}`;
export const SCORE_MESSAGE = "score must be a number from 0 to 100000";
export const RANK_MESSAGE = "rank must be a whole number, 1 or more";
export const MAX_RESULTS = 2000;
/** A results CSV is small text: the template of a few thousand entries, a few cells each. */
export const RESULTS_CSV_LIMIT_BYTES = 256 * 1024;
/** Its rows: the template of every entry of a competition, as many as RESULTS_CSV_LIMIT_BYTES holds at ~50 bytes a row. */
export const RESULTS_CSV_MAX_ROWS = 5000;

/** Blank text and null are "not given" (a spreadsheet's empty cell, a cleared form field). */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;
/** "87.5" as 87.5: forms and CSV cells send text. */
const numeric = (value: unknown) => (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

const scoreField = z.preprocess(
  (value) => numeric(blankToNull(value)),
  z.number({ error: SCORE_MESSAGE }).min(0, SCORE_MESSAGE).max(100_000, SCORE_MESSAGE).nullable(),
);
const rankField = z.preprocess(
  (value) => numeric(blankToNull(value)),
  z.number({ error: RANK_MESSAGE }).int(RANK_MESSAGE).min(1, RANK_MESSAGE).max(100_000, RANK_MESSAGE).nullable(),
);
const awardField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(AWARDS, { error: AWARD_MESSAGE }),
);
export const rollNumberField = textField("rollNumber", { error: "rollNumber is required" })
  .trim()
  .min(1, "rollNumber is required")
  .max(20, "rollNumber must be at most 20 characters");

/** One entry's result: the award is what makes it a result; score and rank may be left out (null). */
export const resultFields = { score: scoreField.default(null), rank: rankField.default(null), award: awardField };
export const resultSchema = z.object({ rollNumber: rollNumberField, ...resultFields });
export type ResultInput = z.output<typeof resultSchema>;

/** A payload of results `{ results: [item] }` (a competition's, a level exam's marks): 1 to MAX_RESULTS of them. */
export const resultsListSchema = <Item extends z.ZodType>(item: Item, shape: string) =>
  z.object({
    results: z
      .array(item, { error: `results must be a list of ${shape}` })
      .min(1, "results must list at least one result")
      .max(MAX_RESULTS, `At most ${MAX_RESULTS} results at a time`),
  });

/** PUT /api/competitions/{id}/results: every result is checked before any is saved. */
export const resultsPayloadSchema = resultsListSchema(resultSchema, "{ rollNumber, score, rank, award }");

/** The admin results page's forms. */
export const resultsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("saveResult"), rollNumber: rollNumberField, ...resultFields }),
  z.object({
    intent: intent("importResults"),
    csv: z.union([z.string().max(RESULTS_CSV_LIMIT_BYTES), z.file()], { error: "Choose a CSV file" }),
  }),
  z.object({ intent: intent("publish"), id: idField.optional() }),
]);
export type ResultsAction = z.output<typeof resultsActionSchema>;

export const RESULTS_FAILURES: FailureTexts<ResultsAction["intent"]> = {
  saveResult: "Could not save the result.",
  importResults: "Could not import the results.",
  publish: "Could not publish the results.",
};

// Certificate codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S,
// 8/B), shown and printed as XXXX-XXXX; typed in any case, with or without the dash or spaces.
export const CERTIFICATE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const CERTIFICATE_CODE_LENGTH = 8;

/** A typed code as it is stored (upper case, no separators), or null when it cannot be one. */
export function normalizeCertificateCode(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "").toUpperCase();
  if (compact.length !== CERTIFICATE_CODE_LENGTH) return null;
  return [...compact].every((char) => CERTIFICATE_ALPHABET.includes(char)) ? compact : null;
}

/** "ACDE7K9M" as "ACDE-7K9M". */
export const formatCertificateCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
