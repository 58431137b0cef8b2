import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/toast";
import type { AdminActionData } from "./types";

type Options = {
  /** Called once per successful answer. */
  onSuccess?: (data: AdminActionData) => void;
  /** Say success in a toast (default true). */
  toastSuccess?: boolean;
  /** Title of the error toast when the server refuses (its message becomes the description). */
  errorTitle: string;
  /** Forms show refusals beside their fields instead of in a toast. */
  errorsInForm?: boolean;
};

/**
 * A fetcher posting to the dashboard's action: the page stays where it is and Remix reloads its
 * data afterwards. Success and refusals are said in a toast (one at a time).
 */
export function useAdminFetcher({ onSuccess, toastSuccess = true, errorTitle, errorsInForm = false }: Options) {
  const fetcher = useFetcher<AdminActionData>();
  const toast = useToast();
  const handled = useRef<AdminActionData | null>(null);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  useEffect(() => {
    const data = fetcher.data;
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
