import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { Icon } from "~/components/icon";
import { FieldError, inputClass, LabeledField, TextField } from "~/components/form-fields";
import type { SiteInfo } from "~/lib/site";
import { MAX_TESTIMONIALS } from "~/validation/site-info";
import { SettingsSection, useSettingsForm } from "./settings-form";

const smallButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50";

type Props = {
  testimonials: SiteInfo["testimonials"];
  /** The English ones, or their Marathi or Hindi version (the English show where these are none). */
  part?: "testimonials" | "testimonialsMr" | "testimonialsHi";
  title?: string;
  description?: string;
  saveLabel?: string;
};

/** The home page's testimonials, in the order shown: add, edit, remove and move each up or down. */
export function TestimonialsForm({
  testimonials,
  part = "testimonials",
  title = "Testimonials",
  description = "Shown on the home page in this order. With none, the home page leaves the section out.",
  saveLabel = "Save Testimonials",
}: Props) {
  const { fetcher, form, fields } = useSettingsForm(part, { [part]: testimonials });
  const list = fields[part].getFieldList();
  const name = fields[part].name;
  return (
    <SettingsSection part={part} title={title} description={description} form={form} fetcher={fetcher} saveLabel={saveLabel}>
      {list.length === 0 ? <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">No testimonials.</p> : null}
      <ol className="space-y-4">
        {list.map((item, index) => {
          const testimonial = item.getFieldset();
          const label = `Testimonial ${index + 1}`;
          return (
            <li key={item.key}>
              <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <legend className="px-1 text-sm font-bold text-brand-900">{label}</legend>
                <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <TextField field={testimonial.name} label="Name" autoComplete="off" />
                  <TextField field={testimonial.role} label="Role" autoComplete="off" placeholder="Parent" />
                  <LabeledField field={testimonial.rating} label="Rating">
                    {/* Always has a value, so not "required" (a required select needs an empty first option). */}
                    <select {...getSelectProps(testimonial.rating)} required={false} className={inputClass}>
                      {[5, 4, 3, 2, 1].map((stars) => (
                        <option key={stars} value={stars}>
                          {stars} of 5
                        </option>
                      ))}
                    </select>
                  </LabeledField>
                </div>
                <LabeledField field={testimonial.content} label="Testimonial">
                  <textarea {...getTextareaProps(testimonial.content)} rows={3} className={inputClass} />
                </LabeledField>
                <div className="flex flex-wrap gap-2">
                  <button
                    {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                    disabled={index === 0}
                    aria-label={`Move ${label.toLowerCase()} up`}
                    className={smallButton}
                  >
                    <Icon name="arrow-up" className="size-4" /> Up
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                    disabled={index === list.length - 1}
                    aria-label={`Move ${label.toLowerCase()} down`}
                    className={smallButton}
                  >
                    <Icon name="arrow-down" className="size-4" /> Down
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name, index })}
                    aria-label={`Remove ${label.toLowerCase()}`}
                    className={`${smallButton} text-red-700`}
                  >
                    <Icon name="trash-2" className="size-4" /> Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError id={fields[part].errorId} errors={fields[part].errors} />
      <button
        {...form.insert.getButtonProps({ name, defaultValue: { rating: 5 } })}
        disabled={list.length >= MAX_TESTIMONIALS}
        className={`${smallButton} text-brand-700`}
      >
        <Icon name="plus" className="size-4" /> Add Testimonial
      </button>
    </SettingsSection>
  );
}
