import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError, inputClass, LabeledField } from "~/components/form-fields";
import { COURSE_INFO } from "~/lib/courses";
import { COURSES, type Course } from "~/lib/enums";
import { FEE_MAX_LENGTH } from "~/validation/centres";

// Form pieces the admin's centre form and the partner's My Centres form share.

/** A one-line text input with its label and error. */
export function CentreTextField({
  field,
  label,
  required,
  type = "text",
  ...props
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  type?: "text" | "tel";
  placeholder?: string;
  inputMode?: "text" | "tel" | "decimal" | "numeric";
}) {
  return (
    <LabeledField field={field} label={label} required={required}>
      <input {...getInputProps(field as FieldMetadata<string>, { type })} autoComplete="off" className={inputClass} {...props} />
    </LabeledField>
  );
}

/** A fee text per course (optional); the name is fees.<course>, as in the API's JSON. */
export function FeeFields({
  name,
  fees,
  courses = COURSES,
}: {
  name: string;
  fees: Partial<Record<Course, string>>;
  courses?: readonly Course[];
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Fees per course (optional)</legend>
      <p className="text-sm text-slate-600">A short text parents see on the centre&apos;s page, e.g. “₹1,500 a month”.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {courses.map((course) => (
          <div key={course} className="space-y-1">
            <label htmlFor={`${name}-fee-${course}`} className="block text-sm text-slate-700">
              {COURSE_INFO[course].name}
            </label>
            <input
              id={`${name}-fee-${course}`}
              name={`fees.${course}`}
              defaultValue={fees[course] ?? ""}
              maxLength={FEE_MAX_LENGTH}
              autoComplete="off"
              className={inputClass}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Checkboxes of one name (courses, partner accounts), with the field's error. */
export function CheckboxGroup({
  field,
  legend,
  options,
  selected,
  required,
  empty,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  selected: readonly string[];
  required?: boolean;
  empty?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {options.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              className="size-4 accent-brand-700"
            />
            <span>
              <span className="font-semibold text-slate-900">{option.label}</span>
              {option.hint ? <span className="block text-xs text-slate-600">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
