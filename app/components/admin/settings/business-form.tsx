import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { inputClass, LabeledField, TextField } from "~/components/form-fields";
import { GST_STATES, normalizeGstin, panOfGstin } from "~/lib/gst";
import type { BusinessDetails } from "~/lib/site";
import { SettingsSection, useSettingsForm } from "./settings-form";

const STATE_OPTIONS = Object.entries(GST_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/** The supplier block of every invoice from now on; issued invoices keep the details they were issued with. */
export function BusinessForm({ business }: { business: BusinessDetails | null }) {
  const { fetcher, form, fields } = useSettingsForm("business", business ? { business } : {});
  const details = fields.business.getFieldset();
  const gstin = normalizeGstin(details.gstin.value ?? "");
  return (
    <SettingsSection
      part="business"
      title="Business details"
      description={
        <>
          <p>The supplier on every tax invoice. An invoice keeps the details it was issued with; changes apply to new orders.</p>
          {business ? null : (
            <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 font-semibold text-amber-950">
              Not set yet: invoices say the business details are not set until you save them.
            </p>
          )}
        </>
      }
      form={form}
      fetcher={fetcher}
      saveLabel="Save Business Details"
    >
      <TextField field={details.legalName} label="Legal name" autoComplete="organization" />
      <TextField field={details.tradeName} label="Trade name" hint="(optional)" autoComplete="off" />
      <LabeledField field={details.address} label="Registered address">
        <textarea {...getTextareaProps(details.address)} rows={3} autoComplete="street-address" className={inputClass} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={details.stateCode} label="State">
          <select {...getSelectProps(details.stateCode)} className={inputClass}>
            <option value="">Choose the state</option>
            {STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </LabeledField>
        <div className="space-y-1.5">
          <TextField field={details.gstin} label="GSTIN" autoComplete="off" placeholder="27AAPFU0939F1ZV" />
          <p className="text-sm text-slate-600">
            PAN (from the GSTIN): <span className="font-mono">{gstin.length === 15 ? panOfGstin(gstin) : "—"}</span>
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={details.email} label="Email" type="email" inputMode="email" autoComplete="email" />
        <TextField field={details.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      </div>
    </SettingsSection>
  );
}
