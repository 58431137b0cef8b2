import { getFormProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { useActionFetcher } from "~/components/use-action-result";
import type { SiteInfo } from "~/lib/site";
import { saveWhatsAppFormSchema } from "~/validation/admin-dashboard";
import { adminTabPath, type AdminActionData } from "../types";

/** The WhatsApp numbers: where the admins' notifications and the site's enquiries go. A blank field keeps its number. */
export function WhatsAppForm({ numbers }: { numbers: SiteInfo["adminWhatsApp"] }) {
  const fetcher = useActionFetcher<AdminActionData>({ errorTitle: "Error saving WhatsApp numbers", errorsInForm: true });
  const [form, fields] = useForm({
    id: "whatsapp-numbers",
    lastResult: fetcher.lastResult,
    defaultValue: { adminWhatsApp: numbers },
    ...schemaChecks(saveWhatsAppFormSchema),
  });
  const numberFields = fields.adminWhatsApp.getFieldset();
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 className="text-lg font-bold text-brand-900">WhatsApp Configuration</h3>
        <p className="text-sm text-slate-600">Where notifications and enquiries are sent.</p>
      </div>
      <fetcher.Form method="post" action={adminTabPath("settings")} {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="saveWhatsApp" />
        <TextField
          field={numberFields.franchiseeNotifications}
          label="Franchisee notifications"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          field={numberFields.contactFormNotifications}
          label="Contact form notifications"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          field={numberFields.franchiseEnquiryNumber}
          label="Franchise enquiry number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <SubmitButton busy={fetcher.state !== "idle"} label="Save WhatsApp Numbers" busyLabel="Saving..." />
      </fetcher.Form>
    </div>
  );
}
