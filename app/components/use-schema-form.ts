import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { z } from "~/validation/zod";

/**
 * A Conform form checked in the browser by the same zod schema its action uses: first when a
 * field loses focus, then as the user corrects it. `busy` is true while this form is submitting.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  action,
  lastResult,
}: {
  id: string;
  schema: Schema;
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return { form, fields, busy };
}
