import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { inputClass, LabeledField } from "~/components/form-fields";
import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";

/**
 * A post's language, and the post it translates (by its address): the blog lists a reader's
 * language first, and posts of one group link to each other.
 */
export function PostLanguageFields({
  language,
  translationOf,
}: {
  language: FieldMetadata<string>;
  translationOf: FieldMetadata<unknown>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <LabeledField field={language} label="Language">
        <select {...getSelectProps(language)} className={inputClass}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField field={translationOf} label="Translation of" hint="The address of the post this one translates, if any">
        <input
          {...getInputProps(translationOf, { type: "text" })}
          placeholder="/blogs/…"
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </LabeledField>
    </div>
  );
}
