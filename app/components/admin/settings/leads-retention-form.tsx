import { getInputProps } from "@conform-to/react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { DEFAULT_RETENTION_MONTHS } from "~/validation/leads";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** How long leads (children's data) are kept before the daily job anonymises them. */
export function LeadsRetentionForm({ retentionMonths }: { retentionMonths: number }) {
  const { fetcher, form, fields } = useSettingsForm("leads", { leads: { retentionMonths } });
  const { retentionMonths: months } = fields.leads.getFieldset();
  return (
    <SettingsSection
      part="leads"
      title="Leads"
      description={`Demo bookings and franchise enquiries older than this are anonymised every day (name, phone, email, the child's details and notes cleared). ${DEFAULT_RETENTION_MONTHS} months unless changed.`}
      form={form}
      fetcher={fetcher}
      saveLabel="Save Retention"
    >
      <LabeledField field={months} label="Keep leads for (months)" required>
        <input {...getInputProps(months, { type: "number" })} min={1} max={120} inputMode="numeric" className={`${inputClass} max-w-40`} />
      </LabeledField>
    </SettingsSection>
  );
}
