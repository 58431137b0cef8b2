import { useId } from "react";
import { inputClass } from "~/components/form-fields";
import { COURIER_NAMES } from "~/web/couriers";

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
