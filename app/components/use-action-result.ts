import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useToast } from "~/components/toast";
import type { ActionResult } from "~/lib/action-result";

type Options<R extends ActionResult> = {
  /** The success toast's title (the message goes under it); without it the message is the title. */
  successTitle?: string;
  /** Say success in a toast (default true). */
  toastSuccess?: boolean;
  /** The refusal toast's title (the message goes under it); "Error" by default. */
  errorTitle?: string;
  /** What the refusal toast says under its title (the answer's message by default). */
  describeError?: (result: R) => string;
  /** Refusals that name fields or the form show in the form only; other failures still toast. */
  errorsInForm?: boolean;
  /** Called once per answer. */
  onSuccess?: (result: R) => void;
  onError?: (result: R) => void;
};

/** An action's answer as Conform's form result: the messages beside the fields, and what the form held. */
function toSubmissionResult(result: ActionResult | undefined, { resetOnSuccess = false } = {}): SubmissionResult<string[]> | undefined {
  if (!result) return undefined;
  if (result.ok) return resetOnSuccess ? { status: "success", initialValue: null } : { status: "success" };
  return { status: "error", error: result.errors ?? {}, initialValue: result.values as SubmissionResult<string[]>["initialValue"] };
}

/** toSubmissionResult, made once per answer: Conform treats every new object as a new answer. */
export function useFormResult(result: ActionResult | undefined, resetOnSuccess = false) {
  return useMemo(() => toSubmissionResult(result, { resetOnSuccess }), [result, resetOnSuccess]);
}

/**
 * The one place an action's answer is said: each answer once, when its submission has settled
 * (`settled`), as a toast and/or the callbacks. Every fetcher form uses it through useActionFetcher;
 * full-page forms (sign-in, sign-up, password, contact) show the answer in the form (useSchemaForm).
 */
function useActionResult<R extends ActionResult>(result: R | undefined, settled: boolean, options: Options<R>) {
  const toast = useToast();
  const handled = useRef<unknown>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!settled || !result || handled.current === result) return;
    handled.current = result;
    const {
      successTitle,
      toastSuccess = true,
      errorTitle = "Error",
      errorsInForm = false,
      describeError,
      onSuccess,
      onError,
    } = latest.current;
    if (result.ok) {
      if (toastSuccess)
        toast({ title: successTitle ?? result.message, description: successTitle ? result.message : undefined, variant: "success" });
      onSuccess?.(result);
      return;
    }
    if (result.failed) {
      // The server broke or no answer came: always said, with the form's own failure text.
      toast({ title: result.message, description: "Please try again.", variant: "error" });
    } else if (!errorsInForm || !result.errors || Object.keys(result.errors).length === 0) {
      const message = describeError ? describeError(result) : result.message;
      const description = message === errorTitle ? "Please try again." : message;
      toast({ title: errorTitle, description, variant: "error" });
    }
    onError?.(result);
  }, [settled, result, toast]);
}

/**
 * A fetcher posting to a page action (the page stays where it is; Remix reloads its data after a
 * success), with its answers said by useActionResult. `lastResult` is for the form's useForm.
 */
export function useActionFetcher<R extends ActionResult = ActionResult>(
  options: Options<R> & { key?: string; resetOnSuccess?: boolean } = {},
) {
  const fetcher = useFetcher<R>(options.key ? { key: options.key } : undefined);
  // The answers are plain JSON already, so their serialized type is the type itself.
  const result = fetcher.data as R | undefined;
  const settled = fetcher.state === "idle";
  useActionResult(result, settled, options);
  const lastResult = useFormResult(result, options.resetOnSuccess);
  return { ...fetcher, result, busy: !settled, lastResult: settled ? lastResult : null };
}
