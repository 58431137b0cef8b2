import { useId } from "react";
import { inputClass } from "~/components/form-fields";
import { COURIER_NAMES } from "~/web/couriers";
import { MAX_CANCEL_REASON } from "~/validation/orders";

/** The courier (pick one, or type another) and tracking number, beside "Mark dispatched". */
export function DispatchFields({ invoiceNumber }: { invoiceNumber: string }) {
  const id = useId();
  const small = `${inputClass} !py-1.5 text-sm`;
  return (
    <>
      <label htmlFor={`${id}-courier`} className="sr-only">
        Courier for order {invoiceNumber}
      </label>
      <input
        id={`${id}-courier`}
        name="courier"
        list={`${id}-couriers`}
        maxLength={60}
        placeholder="Courier"
        className={`${small} sm:!w-36`}
      />
      <datalist id={`${id}-couriers`}>
        {COURIER_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <label htmlFor={`${id}-tracking`} className="sr-only">
        Tracking number for order {invoiceNumber}
      </label>
      <input
        id={`${id}-tracking`}
        name="trackingNumber"
        maxLength={40}
        autoComplete="off"
        placeholder="Tracking number"
        className={`${small} sm:!w-40`}
      />
    </>
  );
}

/** Why the order is cancelled, beside "Cancel order": printed on its credit note ("Order cancelled" when left empty). */
export function CancelReasonField({ invoiceNumber }: { invoiceNumber: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Reason for cancelling order {invoiceNumber}, printed on its credit note
      </label>
      <input
        id={id}
        name="reason"
        maxLength={MAX_CANCEL_REASON}
        autoComplete="off"
        placeholder="Reason (on the credit note)"
        className={`${inputClass} !py-1.5 text-sm sm:!w-56`}
      />
    </>
  );
}
