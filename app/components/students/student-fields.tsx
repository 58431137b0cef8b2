import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { CentreTextField } from "~/components/centres/centre-fields";
import { inputClass, LabeledField } from "~/components/form-fields";

// Fields the roster's forms share: the add and edit form, moving a student, asking for a child from another centre.

/** A centre to choose, each named with its city ("Choose…" first when there are several). */
export function RosterCentreSelect({
  field,
  label,
  centres,
}: {
  field: FieldMetadata<string>;
  label: string;
  centres: { id: string; name: string; city: string }[];
}) {
  return (
    <LabeledField field={field} label={label} required>
      <select {...getSelectProps(field)} className={inputClass}>
        {centres.length > 1 ? <option value="">Choose…</option> : null}
        {centres.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {centre.name}, {centre.city}
          </option>
        ))}
      </select>
    </LabeledField>
  );
}

/** The parent's mobile, typed as people write it (the server keeps it as +91...). */
export function ParentPhoneField({ field }: { field: FieldMetadata<string> }) {
  return <CentreTextField field={field} label="Parent's mobile" required type="tel" inputMode="tel" placeholder="+91 98765 43210" />;
}
