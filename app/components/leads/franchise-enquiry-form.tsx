import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert, inputClass, LabeledField, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { useT } from "~/i18n/i18n-context";
import { knownText, type MessageId } from "~/i18n/translate";
import type { ActionResult } from "~/lib/action-result";
import { franchiseLeadSchema, INVESTMENT_RANGES } from "~/validation/leads";
import { Honeypot, LeadThanks } from "./lead-form-parts";

/** Each range as the page's language writes it (the value sent stays the range itself). */
const RANGE_WORDS = {
  "Under ₹1 lakh": "franchise.range.under1",
  "₹1–3 lakh": "franchise.range.1to3",
  "₹3–5 lakh": "franchise.range.3to5",
  "Above ₹5 lakh": "franchise.range.above5",
} as const satisfies Record<(typeof INVESTMENT_RANGES)[number], MessageId>;

/** /franchise's enquiry form; it posts to the page action and resets once sent. */
export function FranchiseEnquiryForm({ result }: { result: ActionResult | undefined }) {
  const { form, fields, busy } = useSchemaForm({
    id: "franchise",
    schema: franchiseLeadSchema,
    action: "/franchise",
    result,
    resetOnSuccess: true,
  });
  const translator = useT();
  const { t } = translator;
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5">
      <input type="hidden" name="intent" value="enquire" />
      <input type="hidden" name="type" value="franchise" />
      <Honeypot />
      {result?.ok ? <LeadThanks message={knownText(translator, "formResults", result.message)} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label={t("franchise.name")} autoComplete="name" />
        <TextField
          field={fields.phone}
          label={t("franchise.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
        />
        <TextField field={fields.email} label={t("franchise.email")} type="email" autoComplete="email" />
        <TextField field={fields.occupation} label={t("franchise.occupation")} autoComplete="organization-title" />
        <TextField
          field={fields.city}
          label={t("franchise.city")}
          autoComplete="address-level2"
          placeholder={t("franchise.cityPlaceholder")}
        />
        <TextField field={fields.area} label={t("franchise.area")} autoComplete="off" placeholder={t("franchise.areaPlaceholder")} />
      </div>
      <LabeledField field={fields.investment} label={t("franchise.investment")} required>
        <select {...getSelectProps(fields.investment)} className={inputClass}>
          <option value="">{t("franchise.chooseRange")}</option>
          {INVESTMENT_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(RANGE_WORDS[range])}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField field={fields.message} label={t("franchise.message")}>
        <textarea {...getTextareaProps(fields.message)} rows={4} className={inputClass} placeholder={t("franchise.messagePlaceholder")} />
      </LabeledField>
      <SubmitButton busy={busy} label={t("franchise.submit")} busyLabel={t("franchise.busy")} />
    </Form>
  );
}
