import { knownText } from "~/i18n/translate";
import { LinkedText } from "~/i18n/linked-text";
import { useT } from "~/i18n/i18n-context";
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { FormAlert } from "~/components/form-fields";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { StudentConsent } from "~/lib/consent";
import { formatIndiaDayIn } from "~/lib/dates";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { PRIVACY_PATH } from "~/lib/privacy-notice";
import { parentConsentFormSchema } from "~/validation/parents";

// A parent's own choices for one child: each purpose on its own, changed or withdrawn as easily as
// given (DPDP Act section 6). Saved at once; public results follow in the same moment.

// Each purpose's name and what it covers: "parents.choice.<key>" and "parents.choice.<key>.detail".
const CHOICES = ["core", "results", "photos", "messages"] as const;

type Props = {
  studentId: string;
  name: string;
  consent: StudentConsent;
  lastRecorded: { method: string; recordedAt: string } | null;
  noticeChanged: boolean;
};

export function ConsentChoices({ studentId, name, consent, lastRecorded, noticeChanged }: Props) {
  const translator = useT();
  const { t, tag } = translator;
  const fetcher = useActionFetcher({ errorTitle: knownText(translator, "formErrors", "Could not save your choices"), errorsInForm: true });
  const given = consent.status === "given";
  const [form, fields] = useForm({
    id: `consent-${studentId}`,
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(parentConsentFormSchema),
    defaultValue: {
      studentId,
      core: given || consent.status === "needed" || consent.status === "awaiting" ? "on" : "",
      results: consent.results ? "on" : "",
      photos: consent.photos ? "on" : "",
      messages: consent.messages ? "on" : "",
    },
  });
  return (
    <fetcher.Form method="post" action={PARENTS_PAGE} {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="consent" />
      <input type="hidden" name="studentId" value={studentId} />
      <FormAlert id={form.errorId} errors={form.errors} />
      {noticeChanged ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t("parents.noticeChanged")}</p>
      ) : null}
      <p className="text-sm text-slate-700">
        <LinkedText text={t("parents.readFirst", { name })} to={PRIVACY_PATH} className="font-semibold text-brand-700 underline" />
      </p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("parents.agreeFor", { name })}</legend>
        {CHOICES.map((key) => (
          <Choice key={key} field={fields[key]} label={t(`parents.choice.${key}`)} detail={t(`parents.choice.${key}.detail`)} />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={fetcher.busy}>
          {t(fetcher.busy ? "parents.saving" : given ? "parents.save" : "parents.give")}
        </Button>
        {lastRecorded ? (
          <span className="text-sm text-slate-600">
            {t(lastRecorded.method === "paper" ? "parents.lastPaper" : "parents.lastOnline", {
              date: formatIndiaDayIn(lastRecorded.recordedAt, tag),
            })}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t("parents.untick", { name })}</p>
    </fetcher.Form>
  );
}

function Choice({ field, label, detail }: { field: FieldMetadata<unknown>; label: string; detail: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/40">
      <input
        {...getInputProps(field as FieldMetadata<boolean>, { type: "checkbox" })}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="text-sm">
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">{detail}</span>
      </span>
    </label>
  );
}
