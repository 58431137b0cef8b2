import { getInputProps } from "@conform-to/react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { DEFAULT_ARCHIVED_RETENTION_MONTHS } from "~/validation/students";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** How long archived students (children's data) are kept before the daily job erases their data. */
export function StudentsRetentionForm({ archivedRetentionMonths }: { archivedRetentionMonths: number }) {
  const { fetcher, form, fields } = useSettingsForm("students", { students: { archivedRetentionMonths } });
  const { archivedRetentionMonths: months } = fields.students.getFieldset();
  return (
    <SettingsSection
      part="students"
      title="Archived students"
      description={`Students archived (who left) longer ago than this have their data erased every day: name, date of birth and the parent's phone, everywhere but the invoices. ${DEFAULT_ARCHIVED_RETENTION_MONTHS} months unless changed.`}
      form={form}
      fetcher={fetcher}
      saveLabel="Save Retention"
    >
      <LabeledField field={months} label="Keep archived students for (months)" required>
        <input {...getInputProps(months, { type: "number" })} min={1} max={120} inputMode="numeric" className={`${inputClass} max-w-40`} />
      </LabeledField>
    </SettingsSection>
  );
}
