import type { SiteInfo } from "~/lib/site";
import { DEFAULT_RETENTION_MONTHS } from "~/validation/leads";
import { DEFAULT_ARCHIVED_RETENTION_MONTHS } from "~/validation/students";
import { LeadsRetentionForm } from "./settings/leads-retention-form";
import { StudentsRetentionForm } from "./settings/students-retention-form";
import { PrivacyContactForm } from "./settings/privacy-contact-form";
import { BusinessForm } from "./settings/business-form";
import { ContactSettingsForm, SocialLinksForm } from "./settings/contact-form";
import { BankAccountForm, UpiForm } from "./settings/payment-forms";
import { TestimonialsForm } from "./settings/testimonials-form";
import { VideosForm } from "./settings/videos-form";
import { FranchiseOfferForm } from "./settings/franchise-offer-form";
import { FranchiseBrochureForm } from "./settings/franchise-brochure-form";
import { WhatsAppForm } from "./settings/whatsapp-form";
import { WhatsAppTemplatesForm } from "./settings/whatsapp-templates-form";
import { TranslatedContentForms } from "./settings/translated-content-forms";

/**
 * The business's own facts, each section saved on its own: the invoices' supplier, the UPI payee and bank account,
 * what the site shows (contact details, social links, videos, testimonials, the franchise figures and
 * brochure, and their Marathi and Hindi versions), the WhatsApp numbers, how long leads and archived students are kept, and
 * the privacy notice's grievance officer.
 */
export function SettingsTab({ info }: { info: SiteInfo }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <BusinessForm business={info.business} />
        <UpiForm upi={info.upi ?? null} />
        <BankAccountForm bank={info.bank ?? null} />
        <WhatsAppForm numbers={info.adminWhatsApp} />
        {info.whatsappTemplates ? <WhatsAppTemplatesForm templates={info.whatsappTemplates} /> : null}
        <LeadsRetentionForm retentionMonths={info.leads?.retentionMonths ?? DEFAULT_RETENTION_MONTHS} />
        <StudentsRetentionForm archivedRetentionMonths={info.students?.archivedRetentionMonths ?? DEFAULT_ARCHIVED_RETENTION_MONTHS} />
        <PrivacyContactForm privacy={info.privacy} />
      </div>
      <div className="space-y-6">
        <ContactSettingsForm contact={info.contact} />
        <SocialLinksForm links={info.socialLinks} />
        <VideosForm videos={info.videos} />
        <FranchiseOfferForm offer={info.franchise} />
        <FranchiseBrochureForm brochure={info.franchiseBrochure ?? null} />
      </div>
      <div className="space-y-6 lg:col-span-2">
        <TestimonialsForm testimonials={info.testimonials} />
        {info.translations ? <TranslatedContentForms translations={info.translations} /> : null}
      </div>
    </div>
  );
}
