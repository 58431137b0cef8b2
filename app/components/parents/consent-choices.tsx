import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { FormAlert } from "~/components/form-fields";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { StudentConsent } from "~/lib/consent";
import { formatIndiaDay } from "~/lib/dates";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { PRIVACY_PATH } from "~/lib/privacy-notice";
import { parentConsentFormSchema } from "~/validation/parents";

// A parent's own choices for one child: each purpose on its own, changed or withdrawn as easily as
// given (DPDP Act section 6). Saved at once; public results follow in the same moment.

const CHOICES = [
  {
    key: "core",
    label: "The core service",
    detail: "Keeping your child on the centre's roster, their levels, exams, hall tickets and certificates. Needed for classes and exams.",
  },
  {
    key: "results",
    label: "Publish results",
    detail: "Their first name and initial with their award, in public results and certificate checks.",
  },
  { key: "photos", label: "Photos in the gallery", detail: "Photos of events where your child can be seen, on this site." },
  { key: "messages", label: "WhatsApp updates", detail: "Messages about your child's results and levels, from the centre and from us." },
] as const;

type Props = {
  studentId: string;
  name: string;
  consent: StudentConsent;
  lastRecorded: { method: string; recordedAt: string } | null;
  noticeChanged: boolean;
};

export function ConsentChoices({ studentId, name, consent, lastRecorded, noticeChanged }: Props) {
  const fetcher = useActionFetcher({ errorTitle: "Could not save your choices", errorsInForm: true });
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
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Our privacy notice has changed since you chose. Please read it and save your choices again.
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        Before you choose, read{" "}
        <Link to={PRIVACY_PATH} className="font-semibold text-brand-700 underline">
          our privacy notice
        </Link>
        : what we hold about {name}, why, and who sees it.
      </p>
      <fieldset className="space-y-2">
        <legend className="sr-only">What you agree to for {name}</legend>
        {CHOICES.map((choice) => (
          <Choice key={choice.key} field={fields[choice.key]} label={choice.label} detail={choice.detail} />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Saving..." : given ? "Save my choices" : "Give my consent"}
        </Button>
        {lastRecorded ? (
          <span className="text-sm text-slate-600">
            Last {lastRecorded.method === "paper" ? "recorded from your signed form" : "saved by you"} on{" "}
            {formatIndiaDay(lastRecorded.recordedAt)}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        Untick "The core service" to withdraw every choice: the centre can then no longer enter {name} for exams.
      </p>
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
