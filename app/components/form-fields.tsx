import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useT } from "~/i18n/i18n-context";
import { knownText } from "~/i18n/translate";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useState, type ReactNode } from "react";

/** The look of every text input, select and textarea in the site's forms. */
/** A text input's, select's or textarea's look (the `field-input` component class of app/styles/app.css). */
export const inputClass = "field-input";

type FieldProps = {
  field: FieldMetadata<string>;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
};

export function TextField({ field, label, hint, type = "text", autoComplete, placeholder, inputMode }: FieldProps) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function TextAreaField({ field, label, rows = 5 }: { field: FieldMetadata<string>; label: string; rows?: number }) {
  return (
    <FieldShell field={field} label={label}>
      <textarea {...getTextareaProps(field)} rows={rows} className={inputClass} />
    </FieldShell>
  );
}

/**
 * A password input with a show/hide toggle that says what it will do (`toggle`: its words in the
 * page's language, else "Show password" / "Hide password").
 */
export function PasswordField({
  field,
  label,
  autoComplete,
  toggle,
}: Omit<FieldProps, "type" | "placeholder" | "inputMode"> & { toggle?: { show: string; hide: string } }) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell field={field} label={label}>
      <div className="relative">
        <input
          {...getInputProps(field, { type: visible ? "text" : "password" })}
          autoComplete={autoComplete}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={
            toggle ? (visible ? toggle.hide : toggle.show) : visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`
          }
          aria-controls={field.id}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700"
        >
          {visible ? <Icon name="eye-off" className="size-5" /> : <Icon name="eye" className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}

function FieldShell({ field, label, hint, children }: { field: FieldMetadata<string>; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
        {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
      </label>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A label (with a required mark, and a hint such as a live counter on the right) above any
 * control, and the field's error below it.
 */
export function LabeledField({
  field,
  label,
  required,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          ) : null}
        </label>
        {hint ? (
          <span aria-live="polite" className="text-xs">
            {hint}
          </span>
        ) : null}
      </div>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const translator = useT();
  if (!errors?.length) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {knownText(translator, "formErrors", errors[0]!)}
    </p>
  );
}

/** The message for the whole form (e.g. wrong credentials), announced when it appears. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  const translator = useT();
  return (
    <div id={id} role="alert" aria-live="assertive">
      {errors?.length ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {knownText(translator, "formErrors", errors[0]!)}
        </p>
      ) : null}
    </div>
  );
}

/** News about the form that is not a mistake (an account waiting for approval), announced politely. */
export function FormNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="status" className="flex items-start gap-2.5 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{title}.</span> {message}
      </p>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} block className="shadow-sm">
      {busy ? busyLabel : label}
    </Button>
  );
}
