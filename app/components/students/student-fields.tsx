import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { CentreTextField } from "~/components/centres/centre-fields";
import { inputClass, LabeledField } from "~/components/form-fields";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";

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

/** Each language's name as the partner reads it: its own, then in English where that differs. */
const ENGLISH_NAMES: Record<Locale, string> = { en: "English", mr: "Marathi", hi: "Hindi" };
const LANGUAGE_CHOICES = LOCALES.map((locale) => ({
  locale,
  label: LOCALE_NAMES[locale] === ENGLISH_NAMES[locale] ? LOCALE_NAMES[locale] : `${LOCALE_NAMES[locale]} (${ENGLISH_NAMES[locale]})`,
}));

/**
 * The language the parent reads WhatsApp in, as the centre knows it: kept until the parent says. Left
 * "Not known", whatever is kept for the phone stays (a sibling's language is not reset to English).
 */
export function ParentLanguageSelect({ field }: { field: FieldMetadata<unknown> }) {
  const noteId = `${field.id}-note`;
  const select = getSelectProps(field);
  return (
    <LabeledField field={field} label="Parent's language for WhatsApp">
      <select {...select} aria-describedby={[noteId, select["aria-describedby"]].filter(Boolean).join(" ")} className={inputClass}>
        <option value="">Not known (as before, else English)</option>
        {LANGUAGE_CHOICES.map(({ locale, label }) => (
          <option key={locale} value={locale}>
            {label}
          </option>
        ))}
      </select>
      <p id={noteId} className="text-xs text-slate-600">
        The consent request and later messages go in it, where WhatsApp has approved that language, until the parent chooses their own (on
        the parents&apos; page, or by signing in from a Marathi or Hindi page).
      </p>
    </LabeledField>
  );
}
