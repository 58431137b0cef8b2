import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/modal";
import { useActionFetcher } from "~/components/use-action-result";
import type { OrderStatus } from "~/lib/enums";
import { CancelReasonField, DispatchFields } from "./dispatch-fields";
import { MOVE_LABELS } from "./order-format";
import type { OrderActionData, OrderView } from "./types";
import { Button } from "~/components/ui/button";

const ORDERS_ACTION = "/kit-ordering/orders?index";

/** The admin's control to move an order on: only the moves the server allows; cancelling asks first. */
export function StatusControl({ order, onUpdated }: { order: OrderView; onUpdated: (order: OrderView) => void }) {
  const fetcher = useActionFetcher<OrderActionData>({
    successTitle: "Order updated",
    errorTitle: "Could not update order",
    onSuccess: (result) => {
      if (result.data?.order) onUpdated(result.data.order);
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const selectId = useId();
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState<OrderStatus | undefined>(order.next[0]);
  // After a move the choices change: a choice no longer offered falls back to the first.
  const selected = choice && order.next.includes(choice) ? choice : order.next[0];

  if (order.next.length === 0) return null;
  const busy = fetcher.state !== "idle";

  return (
    <>
      <fetcher.Form
        ref={formRef}
        method="post"
        // The orders page's action, also from the dashboard's Orders tab.
        action={ORDERS_ACTION}
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          const status = new FormData(event.currentTarget).get("status") as OrderStatus;
          if (status === "cancelled" && !confirming) {
            event.preventDefault();
            setConfirming(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="updateStatus" />
        <input type="hidden" name="id" value={order.id} />
        <label htmlFor={selectId} className="sr-only">
          New status for order {order.invoiceNumber}
        </label>
        <select
          id={selectId}
          name="status"
          value={selected}
          onChange={(event) => setChoice(event.target.value as OrderStatus)}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        >
          {order.next.map((status) => (
            <option key={status} value={status}>
              {MOVE_LABELS[status]}
            </option>
          ))}
        </select>
        {selected === "dispatched" ? <DispatchFields invoiceNumber={order.invoiceNumber} /> : null}
        {selected === "cancelled" ? <CancelReasonField invoiceNumber={order.invoiceNumber} /> : null}
        <Button type="submit" disabled={busy} size="sm">
          {busy ? "Updating..." : "Update"}
        </Button>
      </fetcher.Form>
      <ConfirmDialog
        open={confirming}
        title={`Cancel order ${order.invoiceNumber}?`}
        message={`Order ${order.invoiceNumber} for ${order.franchiseeName} will be cancelled and a credit note issued against its invoice. This cannot be undone.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (formRef.current) fetcher.submit(formRef.current);
        }}
      />
    </>
  );
}
