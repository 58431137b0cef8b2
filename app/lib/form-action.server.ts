import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "~/validation/zod";
import { formError } from "./failed-submission";
import { ServiceError } from "./errors.server";
import { readFormData } from "./form.server";

export type FormActionResult = { result: SubmissionResult<string[]> };

/**
 * The shape of every page form action: read the form (size-limited), validate it with the same
 * zod schema as the API, run the service, and turn a ServiceError into messages on the form.
 * Passwords and other `hideFields` are never echoed back to the page. With `unexpected`, any other
 * failure (logged) answers the form with that message instead of the error page.
 */
export async function runFormAction<Schema extends z.ZodType, T>(
  request: Request,
  schema: Schema,
  run: (value: z.output<Schema>, formData: FormData) => Promise<T>,
  { hideFields = [], bodyLimit, unexpected }: { hideFields?: string[]; bodyLimit?: number; unexpected?: string } = {},
): Promise<T | FormActionResult> {
  let formData: FormData;
  try {
    formData = await readFormData(request, bodyLimit);
  } catch (error) {
    if (error instanceof ServiceError) return formError(error.message);
    throw error;
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { result: submission.reply({ hideFields }) };
  try {
    return await run(submission.value as z.output<Schema>, formData);
  } catch (error) {
    if (error instanceof ServiceError) {
      return { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors, hideFields }) };
    }
    // Redirects are thrown Responses: they pass through.
    if (!unexpected || error instanceof Response) throw error;
    console.error("Form action failed", error);
    return { result: submission.reply({ formErrors: [unexpected], hideFields }) };
  }
}
