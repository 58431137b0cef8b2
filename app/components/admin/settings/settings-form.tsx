import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import type { ReactNode } from "react";
import { FormAlert, SubmitButton } from "~/components/form-fields";
import { useActionFetcher } from "~/components/use-action-result";
import { saveSettingsFormSchema, type SettingsPart } from "~/validation/site-info";
import { adminTabPath, type AdminActionData } from "../types";
import type { WhatsAppTemplateKind } from "~/lib/whatsapp-templates";

type Texts<Keys extends string> = { [Key in Keys]?: string };

/** What the Settings forms hold: text in every field (the schema reads numbers and lists from it). */
type SettingsFormValue = {
  part?: SettingsPart;
  contact?: Texts<"address" | "phone" | "email" | "mapQuery">;
  socialLinks?: Texts<"facebook" | "instagram" | "youtube">;
  testimonials?: (Texts<"name" | "role" | "content"> & { rating?: number | string })[];
  videos?: Texts<"url" | "title">[];
  business?: Texts<"legalName" | "tradeName" | "address" | "stateCode" | "gstin" | "email" | "phone" | "pan">;
  adminWhatsApp?: Texts<"franchiseeNotifications" | "contactFormNotifications" | "franchiseEnquiryNumber">;
  upi?: Texts<"vpa" | "payeeName" | "merchantCode"> & { limit?: number | string };
  bank?: Texts<"accountName" | "accountNumber" | "ifsc" | "bankName" | "branch">;
  leads?: { retentionMonths?: number | string };
  students?: { archivedRetentionMonths?: number | string };
  franchise?: Texts<"investment" | "fees" | "payback" | "includes">;
  testimonialsMr?: SettingsFormValue["testimonials"];
  testimonialsHi?: SettingsFormValue["testimonials"];
  franchiseMr?: SettingsFormValue["franchise"];
  franchiseHi?: SettingsFormValue["franchise"];
  whatsappTemplates?: Partial<Record<WhatsAppTemplateKind, { name?: string; enabled?: boolean | string; translations?: string[] }>>;
  privacy?: Texts<"name" | "email" | "phone">;
};

/**
 * One section of the Settings tab: a form that saves one part (`part`) through the dashboard's
 * saveSettings action, checked in the browser by the same schema; its messages show beside the fields.
 */
export function useSettingsForm(part: SettingsPart, defaultValue: SettingsFormValue) {
  const fetcher = useActionFetcher<AdminActionData>({ errorTitle: "Error saving settings", errorsInForm: true });
  const [form, fields] = useForm<SettingsFormValue>({
    id: `settings-${part}`,
    lastResult: fetcher.lastResult,
    defaultValue: { ...defaultValue, part },
    ...schemaChecks(saveSettingsFormSchema),
  });
  return { fetcher, form, fields };
}

export function SettingsSection({
  part,
  title,
  description,
  form,
  fetcher,
  children,
  saveLabel,
}: {
  part: SettingsPart;
  title: string;
  description: ReactNode;
  form: FormMetadata<SettingsFormValue>;
  fetcher: ReturnType<typeof useSettingsForm>["fetcher"];
  children: ReactNode;
  saveLabel: string;
}) {
  const headingId = `settings-${part}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {title}
        </h3>
        <div className="text-sm text-slate-600">{description}</div>
      </div>
      <fetcher.Form method="post" action={adminTabPath("settings")} {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="saveSettings" />
        <input type="hidden" name="part" value={part} />
        {children}
        <SubmitButton busy={fetcher.state !== "idle"} label={saveLabel} busyLabel="Saving..." />
      </fetcher.Form>
    </section>
  );
}
