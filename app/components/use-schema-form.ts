import { useForm, type DefaultValue } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { useNavigation } from "@remix-run/react";
import type { ActionResult } from "~/lib/action-result";
import type { z } from "~/validation/zod";
import { useFormResult } from "./use-action-result";

/**
 * A Conform form checked in the browser by the same zod schema its action uses: first when a
 * field loses focus, then as the user corrects it. `busy` is true while this form is submitting.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  action,
  result,
  resetOnSuccess = false,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  action: string;
  /** The page action's answer (useActionData). */
  result: ActionResult | undefined;
  resetOnSuccess?: boolean;
  /** What the fields hold at first (e.g. an email carried over from the page before). */
  defaultValue?: DefaultValue<z.input<Schema> & Record<string, unknown>>;
}) {
  const navigation = useNavigation();
  const lastResult = useFormResult(result, resetOnSuccess);
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue,
    ...schemaChecks(schema),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return { form, fields, busy };
}
