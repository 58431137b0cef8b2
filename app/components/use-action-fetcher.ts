import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/toast";
import type { SubmissionResult } from "@conform-to/react";

/** What the site's page actions answer to a fetcher: the form's result, a message, an unexpected failure. */
export type ActionAnswer = { result: SubmissionResult<string[]>; message?: string; failure?: string };

type Options<Data> = {
  /** Called once per successful answer. */
  onSuccess?: (data: Data) => void;
  /** Say success in a toast (default true). */
  toastSuccess?: boolean;
  /** Title of the error toast when the server refuses (its message becomes the description). */
  errorTitle: string;
  /** Forms show refusals beside their fields instead of in a toast. */
  errorsInForm?: boolean;
};

/**
 * A fetcher posting to a page action: the page stays where it is and Remix reloads its data
 * afterwards. Success and refusals are said in a toast (one at a time).
 */
export function useActionFetcher<Data extends ActionAnswer>({
  onSuccess,
  toastSuccess = true,
  errorTitle,
  errorsInForm = false,
}: Options<Data>) {
  const fetcher = useFetcher<Data>();
  const toast = useToast();
  const handled = useRef<unknown>(null);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  useEffect(() => {
    // The answers are plain JSON already, so their serialized type is the type itself.
    const data = fetcher.data as Data | undefined;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.result.status === "success") {
      if (toastSuccess && data.message) toast({ title: data.message, variant: "success" });
      onSuccessRef.current?.(data);
    } else if (data.failure) {
      toast({ title: data.failure, description: "Please try again.", variant: "error" });
    } else if (!errorsInForm) {
      const message = data.result.error?.[""]?.[0] ?? Object.values(data.result.error ?? {})[0]?.[0];
      toast({ title: errorTitle, description: message, variant: "error" });
    }
  }, [fetcher.state, fetcher.data, toast, toastSuccess, errorTitle, errorsInForm]);
  return fetcher;
}
