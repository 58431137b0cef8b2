import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { FieldError, FormAlert } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { Modal } from "~/components/modal";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useActionFetcher } from "~/components/use-action-result";
import type { StudentConsent } from "~/lib/consent";
import { formatIndiaDay } from "~/lib/dates";
import { studentLink } from "~/lib/notification-links";
import { PRIVACY_PATH } from "~/lib/privacy-notice";
import type { ConsentRecord } from "~/services/level-history.server";
import { consentFormSchema } from "~/validation/consents";
import { ConsentAsk } from "./consent-ask";

// The student page's "Parent's consent": what is in force, how it was recorded, and recording the
// consent a parent gave in person on the signed enrolment form (with a photo of the form).

const PURPOSES = [
  { key: "results", label: "Results published with their first name and initial" },
  { key: "photos", label: "Photos in the gallery" },
  { key: "messages", label: "WhatsApp updates" },
] as const;

const STATUS_TEXT: Record<StudentConsent["status"], string> = {
  needed: "No consent recorded yet",
  awaiting: "Waiting for the parent",
  given: "Given",
  withdrawn: "Withdrawn",
};

type Props = {
  studentId: string;
  studentName: string;
  archived: boolean;
  consent: StudentConsent;
  record: ConsentRecord | null;
  parentsPage: string;
};

export function ConsentSection({ studentId, studentName, archived, consent, record, parentsPage }: Props) {
  const [recording, setRecording] = useState(false);
  const given = consent.status === "given";
  return (
    <section aria-labelledby="consent-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="consent-heading" className="text-lg font-bold text-brand-900">
          Parent's consent
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${given ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-950"}`}
        >
          {STATUS_TEXT[consent.status]}
        </span>
      </div>
      {given ? (
        <ul className="space-y-1 text-sm">
          <li className="flex items-center gap-2">
            <Icon name="check" className="size-4 text-emerald-700" /> The core service: the roster, levels, exams and certificates
          </li>
          {PURPOSES.map((purpose) => (
            <li key={purpose.key} className="flex items-center gap-2">
              <Icon
                name={consent[purpose.key] ? "check" : "x"}
                className={`size-4 ${consent[purpose.key] ? "text-emerald-700" : "text-slate-500"}`}
              />
              <span className={consent[purpose.key] ? "" : "text-slate-600"}>
                {purpose.label}: {consent[purpose.key] ? "yes" : "no"}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          The law asks for a parent's consent before a child's data is used. Record the choices the parent made on the signed enrolment
          form, with a photo of it.
        </p>
      )}
      {record ? (
        <p className="text-sm text-slate-600">
          {record.method === "paper" ? "Recorded from the signed form" : "Given by the parent"} on {formatIndiaDay(record.recordedAt)},
          under the{" "}
          <a href={PRIVACY_PATH} className="text-brand-700 underline">
            privacy notice
          </a>{" "}
          of {record.noticeVersion}.{" "}
          {record.hasForm ? (
            <a href={`${studentLink(studentId)}/consent-form`} className="font-semibold text-brand-700 underline">
              See the signed form
            </a>
          ) : null}
        </p>
      ) : null}
      {archived ? null : (
        <Button size="sm" variant="outline" onClick={() => setRecording(true)}>
          <Icon name="clipboard-list" className="size-4" />
          Record consent from the signed form
        </Button>
      )}
      {archived || given ? null : <ConsentAsk studentId={studentId} parentsPage={parentsPage} />}
      <Modal
        open={recording}
        onClose={() => setRecording(false)}
        title={`${studentName}: consent on the signed form`}
        description="Tick what the parent chose on the form, and add a clear photo of the signed form."
      >
        <ConsentForm studentId={studentId} consent={consent} onDone={() => setRecording(false)} />
      </Modal>
    </section>
  );
}

function ConsentForm({ studentId, consent, onDone }: { studentId: string; consent: StudentConsent; onDone: () => void }) {
  const fetcher = useActionFetcher({ errorTitle: "Could not record the consent", errorsInForm: true, onSuccess: onDone });
  const [form, fields] = useForm({
    id: "record-consent",
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(consentFormSchema),
    defaultValue: {
      core: "on",
      results: consent.results ? "on" : "",
      photos: consent.photos ? "on" : "",
      messages: consent.messages ? "on" : "",
    },
  });
  return (
    <fetcher.Form method="post" action={studentLink(studentId)} encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="recordConsent" />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">The parent agreed to</legend>
        <Choice field={fields.core} label="The core service: the roster, levels, exams and certificates (unticked: consent withdrawn)" />
        {PURPOSES.map((purpose) => (
          <Choice key={purpose.key} field={fields[purpose.key]} label={purpose.label} />
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={fields.evidence.id} className="block text-sm font-semibold text-slate-800">
          Photo of the signed form{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          {...getInputProps(fields.evidence, { type: "file" })}
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800"
        />
        <FieldError id={fields.evidence.errorId} errors={fields.evidence.errors} />
      </div>
      <DialogActions onCancel={onDone}>
        <Button type="submit" disabled={fetcher.busy}>
          {fetcher.busy ? "Saving..." : "Record consent"}
        </Button>
      </DialogActions>
    </fetcher.Form>
  );
}

function Choice({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
      <input
        {...getInputProps(field as FieldMetadata<boolean>, { type: "checkbox" })}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );
}
