import { Icon } from "~/components/icon";
import { useState, type KeyboardEvent } from "react";
import { FieldError, inputClass } from "./form-fields";

type TextListEditorProps = {
  /** The fieldset's legend, e.g. "Prizes". */
  legend: string;
  /** The form field each item is submitted as (one hidden input per item). */
  name: string;
  inputId: string;
  /** The (visually hidden) label of the text box, e.g. "New prize". */
  inputLabel: string;
  placeholder: string;
  maxLength: number;
  maxItems: number;
  items: string[];
  onChange: (next: string[]) => void;
  /** Trims, drops blanks and repeats (the schema's own rule, so the form and server agree). */
  normalize: (items: string[]) => string[];
  listLabel: string;
  removeLabel: (item: string) => string;
  emptyText: string;
  /** Colours of the chips: e.g. "bg-amber-100 text-amber-900" and the remove button's hover. */
  chipClassName: string;
  removeClassName: string;
  errors?: string[];
  errorId: string;
  /** Read after "Add" by screen readers when a form has two lists ("Add level"). */
  addLabel?: string;
};

/** A list of short texts typed one at a time (the Add button or Enter), each removable. */
export function TextListEditor(props: TextListEditorProps) {
  const { items, onChange, normalize, maxItems } = props;
  const [draft, setDraft] = useState("");
  const add = () => {
    const next = normalize([...items, draft]);
    if (next.length <= maxItems) onChange(next);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{props.legend}</legend>
      {items.map((item) => (
        <input key={item} type="hidden" name={props.name} value={item} />
      ))}
      <div className="flex gap-2">
        <label htmlFor={props.inputId} className="sr-only">
          {props.inputLabel}
        </label>
        <input
          id={props.inputId}
          type="text"
          value={draft}
          maxLength={props.maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={props.placeholder}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          className="inline-flex items-center gap-1 rounded-lg bg-brand-50 px-4 font-semibold text-brand-700 hover:bg-brand-100"
        >
          <Icon name="plus" className="size-4" /> Add
          {props.addLabel ? <span className="sr-only"> {props.addLabel}</span> : null}
        </button>
      </div>
      {items.length ? (
        <ul aria-label={props.listLabel} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className={`inline-flex items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm font-medium ${props.chipClassName}`}
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(items.filter((other) => other !== item))}
                aria-label={props.removeLabel(item)}
                className={`rounded-full p-1 ${props.removeClassName}`}
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{props.emptyText}</p>
      )}
      <FieldError id={props.errorId} errors={props.errors} />
    </fieldset>
  );
}
