import { inputClass } from "~/components/form-fields";
import { GST_STATES, isIntraState, taxNameOf } from "~/lib/gst";

// The select is disabled while a GSTIN decides the state: it should still read clearly.
const controlClass = `${inputClass} disabled:bg-slate-100 disabled:text-slate-700`;

const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));

type Props = { id: string; name: string; value: string; fromGstin: boolean; supplierState: string; onChange: (state: string) => void };

/** The checkout's place of supply: taken from a GSTIN, else chosen; it decides CGST + SGST or IGST. */
export function PlaceOfSupplyField({ id, name, value, fromGstin, supplierState, onChange }: Props) {
  const supplierStateName = GST_STATES[supplierState] ?? supplierState;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Place of supply
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={fromGstin}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={controlClass}
      >
        {STATE_OPTIONS.map(([code, state]) => (
          <option key={code} value={code}>
            {state} ({code})
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {fromGstin
          ? "Taken from the first two digits of the GSTIN."
          : isIntraState(value, supplierState)
            ? `Within ${supplierStateName}: CGST and ${taxNameOf("sgst", supplierState)}.`
            : `Outside ${supplierStateName}: IGST.`}
      </p>
    </div>
  );
}
