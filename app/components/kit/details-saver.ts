import { useCallback } from "react";
import { useActionFetcher } from "~/components/use-action-result";
import type { ActionResult } from "~/lib/action-result";

/** The checkout's details as My details keeps them (the form's fields, as typed). */
export type ProfileValues = { businessName: string; gstin: string; billingAddress: string; deliveryAddress: string; phone: string };

/**
 * "Save these details to My details": once the order is placed, its details go to My details'
 * own form action (the profile service), a request of its own so each stays within the query
 * budget. Kept by the page, so closing the checkout does not cancel it; Remix then reloads the
 * page's data, and the next checkout starts from what was saved.
 */
export function useDetailsSaver() {
  const fetcher = useActionFetcher<ActionResult>({
    key: "checkout-save-details",
    toastSuccess: false,
    errorTitle: "Could not save your details",
  });
  const { submit } = fetcher;
  const save = useCallback(
    (values: ProfileValues) => submit({ intent: "saveProfile", ...values }, { method: "post", action: "/kit-ordering/details" }),
    [submit],
  );
  return { save, saved: fetcher.result?.ok === true && !fetcher.busy };
}
