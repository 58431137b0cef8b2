import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { FormAlert, inputClass, LabeledField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Button, LinkButton } from "~/components/ui/button";
import { useSchemaForm } from "~/components/use-schema-form";
import type { ActionResult } from "~/lib/action-result";
import type { Profile } from "~/services/profile.server";
import { profileSchema } from "~/validation/profile";
import { GSTIN_EXAMPLE } from "~/lib/gst";
import { PartnerAreaLinks } from "./partner-area-links";
import { EmailUpdatesForm } from "./email-updates-form";
import type { EmailPreferences } from "~/services/email-preferences.server";

const ACTION = "/kit-ordering/details";

type Props = { profile: Profile; emailPreferences: EmailPreferences; isAdmin: boolean; result: ActionResult | undefined };

/** My details: the centre's business name, GSTIN, addresses and phone, which fill every checkout. */
export function DetailsPage({ profile, emailPreferences, isAdmin, result: anyResult }: Props) {
  // The email updates' form answers for itself (email-updates-form.tsx).
  const result = anyResult?.intent === "saveEmailPreferences" ? undefined : anyResult;
  const { form, fields, busy } = useSchemaForm({ id: "my-details", schema: profileSchema, action: ACTION, result });
  const [sameAsBilling, setSameAsBilling] = useState(profile.deliveryAddress === null);
  const value = (field: FieldMetadata<unknown>, saved: string | null) =>
    typeof field.initialValue === "string" ? field.initialValue : (saved ?? "");
  const saved = result?.ok === true;

  return (
    <>
      <PageHero title="My details" compact>
        Filled in for you at every kit order, so a repeat order is one screen.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        <PartnerAreaLinks isAdmin={isAdmin} current={ACTION} />

        {saved ? (
          <div
            role="status"
            className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
          >
            <Icon name="circle-check" className="size-6 shrink-0 text-emerald-700" />
            <p className="flex-1 font-semibold">{result.message}</p>
            <LinkButton to="/kit-ordering" size="sm">
              Order kits
            </LinkButton>
          </div>
        ) : !profile.saved ? (
          <p className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
            You have not saved your details yet. Save them once and every checkout starts filled in.
          </p>
        ) : null}

        <div className="mt-6">
          <FormAlert id={form.errorId} errors={form.errors} />
        </div>
        <Form
          method="post"
          action={ACTION}
          {...getFormProps(form)}
          className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <input type="hidden" name="intent" value="saveProfile" />
          <div className="grid gap-5 sm:grid-cols-2">
            <LabeledField field={fields.businessName} label="Business name" required>
              <input
                {...getInputProps(fields.businessName, { type: "text" })}
                defaultValue={value(fields.businessName, profile.businessName)}
                autoComplete="organization"
                className={inputClass}
              />
            </LabeledField>
            <LabeledField field={fields.phone} label="Contact phone" required>
              <input
                {...getInputProps(fields.phone, { type: "tel" })}
                defaultValue={value(fields.phone, profile.phone)}
                inputMode="tel"
                autoComplete="tel"
                {...describedBy(fields.phone, "my-details-phone-hint")}
                className={inputClass}
              />
              <Hint id="my-details-phone-hint">An Indian mobile number for the courier, e.g. +91 98765 43210.</Hint>
            </LabeledField>
            <LabeledField field={fields.gstin} label="GSTIN (optional)">
              <input
                {...getInputProps(fields.gstin, { type: "text" })}
                defaultValue={value(fields.gstin, profile.gstin)}
                autoComplete="off"
                spellCheck={false}
                {...describedBy(fields.gstin, "my-details-gstin-hint")}
                className={`${inputClass} uppercase`}
              />
              <Hint id="my-details-gstin-hint">For example {GSTIN_EXAMPLE}. Leave it empty if your centre has none.</Hint>
            </LabeledField>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <LabeledField field={fields.billingAddress} label="Billing address" required>
              <textarea
                {...getTextareaProps(fields.billingAddress)}
                defaultValue={value(fields.billingAddress, profile.billingAddress)}
                rows={4}
                autoComplete="street-address"
                className={inputClass}
              />
            </LabeledField>
            <div className="space-y-3">
              <p className="text-sm font-semibold text-slate-800">Delivery address</p>
              <label className="flex items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={sameAsBilling}
                  onChange={(event) => setSameAsBilling(event.target.checked)}
                  className="size-5 rounded border-slate-400 accent-brand-700"
                />
                Same as billing address
              </label>
              {sameAsBilling ? (
                <p className="rounded-lg bg-slate-50 px-3.5 py-2.5 text-sm text-slate-600">Kits go to the billing address.</p>
              ) : (
                <LabeledField field={fields.deliveryAddress} label="Deliver to" required>
                  <textarea
                    {...getTextareaProps(fields.deliveryAddress)}
                    defaultValue={value(fields.deliveryAddress, profile.deliveryAddress)}
                    rows={4}
                    className={inputClass}
                  />
                </LabeledField>
              )}
            </div>
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
            <LinkButton to="/kit-ordering" variant="outline">
              Back to kits
            </LinkButton>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Save details"}
            </Button>
          </div>
        </Form>
        <EmailUpdatesForm preferences={emailPreferences} result={anyResult} />
      </div>
    </>
  );
}

/** A muted line under a field (an example, never a value in the field). */
function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's hint, and its error when it has one, as what describes it. */
const describedBy = (field: FieldMetadata<unknown>, hintId: string) => ({
  "aria-describedby": field.errors?.length ? `${field.errorId} ${hintId}` : hintId,
});
