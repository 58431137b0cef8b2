// The category and published-date fields the gallery's upload and edit forms share.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { GALLERY_CATEGORIES } from "~/validation/gallery";
import { CATEGORY_LABELS } from "./gallery-format";

export function CategoryField({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <LabeledField field={field as FieldMetadata<unknown>} label="Category">
      <select {...getSelectProps(field)} className={inputClass}>
        {GALLERY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </LabeledField>
  );
}

export function DateField({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <LabeledField field={field as FieldMetadata<unknown>} label="Published Date">
      <input {...getInputProps(field, { type: "date" })} className={inputClass} />
    </LabeledField>
  );
}
