import { getTextareaProps } from "@conform-to/react";
import { inputClass, LabeledField, TextField } from "~/components/form-fields";
import type { FranchiseOffer } from "~/lib/site";
import { SettingsSection, useSettingsForm } from "./settings-form";

type Props = {
  offer: FranchiseOffer | null;
  /** The English figures, or their Marathi or Hindi version (an empty one shows the English figure). */
  part?: "franchise" | "franchiseMr" | "franchiseHi";
  title?: string;
  description?: string;
  saveLabel?: string;
};

/** The figures a prospective partner weighs, in the owner's own words: /franchise shows the ones saved, and only those. */
export function FranchiseOfferForm({
  offer,
  part = "franchise",
  title = "Franchise figures",
  description = "Shown on the franchise page as you write them. A figure left empty is not shown; the page never makes one up.",
  saveLabel = "Save Franchise Figures",
}: Props) {
  const { fetcher, form, fields } = useSettingsForm(part, offer ? { [part]: offer } : {});
  const figures = fields[part].getFieldset();
  return (
    <SettingsSection part={part} title={title} description={description} form={form} fetcher={fetcher} saveLabel={saveLabel}>
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
