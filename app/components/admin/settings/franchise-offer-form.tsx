import { getTextareaProps } from "@conform-to/react";
import { inputClass, LabeledField, TextField } from "~/components/form-fields";
import type { FranchiseOffer } from "~/lib/site";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** The figures a prospective partner weighs, in the owner's own words: /franchise shows the ones saved, and only those. */
export function FranchiseOfferForm({ offer }: { offer: FranchiseOffer | null }) {
  const { fetcher, form, fields } = useSettingsForm("franchise", offer ? { franchise: offer } : {});
  const figures = fields.franchise.getFieldset();
  return (
    <SettingsSection
      part="franchise"
      title="Franchise figures"
      description="Shown on the franchise page as you write them. A figure left empty is not shown; the page never makes one up."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Franchise Figures"
    >
      <TextField
        field={figures.investment}
        label="Investment"
        hint="(optional)"
        autoComplete="off"
        placeholder="e.g. ₹2.5 to 3 lakh, kit and training included"
      />
      <TextField
        field={figures.fees}
        label="Fees and royalty"
        hint="(optional)"
        autoComplete="off"
        placeholder="e.g. ₹50,000 once, then 10% of fees"
      />
      <TextField field={figures.payback} label="Typical payback" hint="(optional)" autoComplete="off" placeholder="e.g. 12 to 18 months" />
      <LabeledField field={figures.includes} label="What the kit and training include (optional)">
        <textarea {...getTextareaProps(figures.includes)} rows={3} className={inputClass} />
      </LabeledField>
    </SettingsSection>
  );
}
