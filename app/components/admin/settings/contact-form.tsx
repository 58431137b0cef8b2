import { getTextareaProps } from "@conform-to/react";
import { inputClass, LabeledField, TextField } from "~/components/form-fields";
import type { SiteInfo } from "~/lib/site";
import { SettingsSection, useSettingsForm } from "./settings-form";

/** The contact details every page's footer, the home page and the contact page show. */
export function ContactSettingsForm({ contact }: { contact: SiteInfo["contact"] }) {
  const { fetcher, form, fields } = useSettingsForm("contact", { contact });
  const details = fields.contact.getFieldset();
  return (
    <SettingsSection
      part="contact"
      title="Contact details"
      description="Shown in every page's footer, on the home page and on the contact page."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Contact Details"
    >
      <LabeledField field={details.address} label="Address">
        <textarea {...getTextareaProps(details.address)} rows={2} className={inputClass} />
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={details.phone} label="Phone" type="tel" inputMode="tel" autoComplete="off" />
        <TextField field={details.email} label="Email" type="email" inputMode="email" autoComplete="off" />
      </div>
      <TextField
        field={details.mapQuery}
        label="Map search"
        hint="(optional: what the map looks for, when not the address)"
        autoComplete="off"
        placeholder="Bright Minds Academy, Dhankawadi, Pune"
      />
    </SettingsSection>
  );
}

/** The footer's and the contact page's links to the academy's pages; a blank one shows no icon. */
export function SocialLinksForm({ links }: { links: SiteInfo["socialLinks"] }) {
  const { fetcher, form, fields } = useSettingsForm("socialLinks", { socialLinks: links });
  const networks = fields.socialLinks.getFieldset();
  return (
    <SettingsSection
      part="socialLinks"
      title="Social links"
      description="Full links starting with https://. Leave one blank to hide its icon."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Social Links"
    >
      <TextField field={networks.facebook} label="Facebook" autoComplete="off" placeholder="https://www.facebook.com/..." />
      <TextField field={networks.instagram} label="Instagram" autoComplete="off" placeholder="https://www.instagram.com/..." />
      <TextField field={networks.youtube} label="YouTube" autoComplete="off" placeholder="https://www.youtube.com/@..." />
    </SettingsSection>
  );
}
