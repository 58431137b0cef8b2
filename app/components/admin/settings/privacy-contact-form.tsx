import { TextField } from "~/components/form-fields";
import type { SiteInfo } from "~/lib/site";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** The grievance officer the privacy notice names: the person parents write to about their children's data. */
export function PrivacyContactForm({ privacy }: { privacy: SiteInfo["privacy"] }) {
  const { fetcher, form, fields } = useSettingsForm("privacy", { privacy: privacy ?? { name: "", email: "", phone: "" } });
  const officer = fields.privacy.getFieldset();
  return (
    <SettingsSection
      part="privacy"
      title="Privacy contact"
      description="The grievance officer the privacy notice (/privacy) names: parents write to them about their children's data, and they answer within 90 days. Until saved, the notice names the head office's contact details."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Privacy Contact"
    >
      <TextField field={officer.name} label="Grievance officer's name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={officer.email} label="Email" type="email" inputMode="email" autoComplete="off" />
        <TextField field={officer.phone} label="Phone" type="tel" inputMode="tel" autoComplete="off" />
      </div>
    </SettingsSection>
  );
}
