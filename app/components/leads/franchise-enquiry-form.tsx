import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert, inputClass, LabeledField, SubmitButton, TextField } from "~/components/form-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import type { ActionResult } from "~/lib/action-result";
import { franchiseLeadSchema, INVESTMENT_RANGES } from "~/validation/leads";
import { Honeypot, LeadThanks } from "./lead-form-parts";

/** /franchise's enquiry form; it posts to the page action and resets once sent. */
export function FranchiseEnquiryForm({ result }: { result: ActionResult | undefined }) {
  const { form, fields, busy } = useSchemaForm({
    id: "franchise",
    schema: franchiseLeadSchema,
    action: "/franchise",
    result,
    resetOnSuccess: true,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5">
      <input type="hidden" name="intent" value="enquire" />
      <input type="hidden" name="type" value="franchise" />
      <Honeypot />
      {result?.ok ? <LeadThanks message={result.message} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.occupation} label="Current occupation" autoComplete="organization-title" />
        <TextField field={fields.city} label="City" autoComplete="address-level2" placeholder="e.g. Nashik" />
        <TextField field={fields.area} label="Area" autoComplete="off" placeholder="e.g. College Road" />
      </div>
      <LabeledField field={fields.investment} label="Investment you have in mind" required>
        <select {...getSelectProps(fields.investment)} className={inputClass}>
          <option value="">Choose a range</option>
          {INVESTMENT_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField field={fields.message} label="Message (optional)">
        <textarea {...getTextareaProps(fields.message)} rows={4} className={inputClass} placeholder="Tell us about your plans" />
      </LabeledField>
      <SubmitButton busy={busy} label="Send enquiry" busyLabel="Sending..." />
    </Form>
  );
}
