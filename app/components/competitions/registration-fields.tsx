import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { courseName } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { useState } from "react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { TextListEditor } from "~/components/text-list-editor";
import { LEVEL_MAX_LENGTH, MAX_LEVELS, normalizePrizes } from "~/validation/competitions";

type Fields = Record<"registrationDeadline" | "entryFee" | "capacity" | "reportingTime" | "levels" | "course", FieldMetadata<unknown>>;

/**
 * The competition form's registration block: partners can enter students until the deadline (blank:
 * registration not open), at the fee per student, in the levels listed, up to the capacity.
 */
export function RegistrationFields({ fields, initialLevels }: { fields: Fields; initialLevels: string[] }) {
  const [levels, setLevels] = useState<string[]>(initialLevels);
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 text-sm font-bold text-brand-900">Registration</legend>
      <p className="text-sm text-slate-600">
        Leave the deadline empty to keep registration closed. Partners can enter students until the end of the deadline day (India time).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField field={fields.registrationDeadline} label="Registration deadline">
          <input {...getInputProps(fields.registrationDeadline, { type: "date" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.course} label="Course (who may be entered)">
          <select {...getSelectProps(fields.course)} className={inputClass}>
            <option value="">Any course</option>
            {COURSES.map((course) => (
              <option key={course} value={course}>
                {courseName(course)}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.reportingTime} label="Reporting time">
          <input {...getInputProps(fields.reportingTime, { type: "time" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.entryFee} label="Entry fee per student (₹)">
          <input {...getInputProps(fields.entryFee, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.capacity} label="Capacity (empty: no limit)">
          <input {...getInputProps(fields.capacity, { type: "text" })} inputMode="numeric" className={inputClass} />
        </LabeledField>
      </div>
      <TextListEditor
        legend="Levels or age groups"
        name="levels"
        inputId="competition-level"
        inputLabel="New level"
        addLabel="level"
        placeholder="e.g. Level 1 or Under 8"
        maxLength={LEVEL_MAX_LENGTH}
        maxItems={MAX_LEVELS}
        items={levels}
        onChange={setLevels}
        normalize={normalizePrizes}
        listLabel="Levels"
        removeLabel={(level) => `Remove level ${level}`}
        emptyText="No levels: each student is entered at their roster level."
        chipClassName="bg-brand-100 text-brand-900"
        removeClassName="hover:bg-brand-200"
        errors={fields.levels.errors}
        errorId={fields.levels.errorId}
      />
    </fieldset>
  );
}
