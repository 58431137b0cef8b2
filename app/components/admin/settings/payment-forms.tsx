import { getInputProps } from "@conform-to/react";
import { inputClass, LabeledField, TextField } from "~/components/form-fields";
import { formatRupees } from "~/lib/gst";
import type { SiteInfo } from "~/lib/site";
import { DEFAULT_UPI_LIMIT } from "~/lib/upi";
import { SettingsSection, useSettingsForm } from "./settings-form";

// How partners pay for orders and entry fees (lib/payment-options.ts): by UPI up to its limit, and
// by bank transfer with the invoice number as the reference. Only signed-in partners and admins see them.

/** The UPI payee partners pay, its merchant code (optional) and the largest amount offered by UPI. */
export function UpiForm({ upi }: { upi: SiteInfo["upi"] }) {
  const { fetcher, form, fields } = useSettingsForm("upi", upi ? { upi } : {});
  const payee = fields.upi.getFieldset();
  return (
    <SettingsSection
      part="upi"
      title="UPI payments"
      description={`The UPI ID franchise partners pay orders and entry fees to. Above the UPI limit (${formatRupees(DEFAULT_UPI_LIMIT)} unless changed) only bank transfer is offered. Only signed-in partners and admins see it.`}
      form={form}
      fetcher={fetcher}
      saveLabel="Save UPI Details"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={payee.vpa} label="UPI ID" autoComplete="off" placeholder="brightminds@okicici" />
        <TextField field={payee.payeeName} label="Payee name" autoComplete="off" />
        <TextField
          field={payee.merchantCode}
          label="Merchant category code"
          hint="(optional: 4 digits, for a UPI merchant account)"
          autoComplete="off"
          inputMode="numeric"
          placeholder="8299"
        />
        <LabeledField field={payee.limit} label="UPI limit (₹)" hint={`(optional: ${DEFAULT_UPI_LIMIT} unless changed)`}>
          <input
            {...getInputProps(payee.limit, { type: "number" })}
            min={1}
            inputMode="numeric"
            placeholder={String(DEFAULT_UPI_LIMIT)}
            className={inputClass}
          />
        </LabeledField>
      </div>
    </SettingsSection>
  );
}

/** The bank account partners transfer to (NEFT, RTGS, IMPS). */
export function BankAccountForm({ bank }: { bank: SiteInfo["bank"] }) {
  const { fetcher, form, fields } = useSettingsForm("bank", bank ? { bank } : {});
  const account = fields.bank.getFieldset();
  return (
    <SettingsSection
      part="bank"
      title="Bank transfer"
      description="The account franchise partners pay by NEFT, RTGS or IMPS, with the invoice number as the reference. Only signed-in partners and admins see it."
      form={form}
      fetcher={fetcher}
      saveLabel="Save Bank Account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={account.accountName} label="Account name" autoComplete="off" />
        <TextField field={account.accountNumber} label="Account number" autoComplete="off" inputMode="numeric" />
        <TextField field={account.ifsc} label="IFSC" autoComplete="off" placeholder="SBIN0001234" />
        <TextField field={account.bankName} label="Bank" autoComplete="off" />
        <TextField field={account.branch} label="Branch" autoComplete="off" />
      </div>
    </SettingsSection>
  );
}
