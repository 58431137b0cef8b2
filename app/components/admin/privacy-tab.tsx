import { getFormProps, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { studentLink } from "~/lib/notification-links";
import { FormAlert, TextAreaField } from "~/components/form-fields";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { formatCount } from "~/lib/counts";
import { formatIndiaDay, formatPublishedDate, indiaDate } from "~/lib/dates";
import { formatPhone } from "~/lib/indian-phones";
import { PRIVACY_REQUEST_LABELS } from "~/lib/privacy-requests";
import type { PrivacyRequestView } from "~/services/privacy-requests.server";
import { privacyAnswerSchema } from "~/validation/parents";
import { adminTabPath } from "./types";

/** Parents' requests: the open ones by due day, each answered here (an erasure may erase with it); then the latest answered. */
export function PrivacyTab({
  open,
  openCount,
  answered,
}: {
  open: PrivacyRequestView[];
  openCount: number;
  answered: PrivacyRequestView[];
}) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="privacy-open-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2
          id="privacy-open-heading"
          className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5"
        >
          {openCount === 1 ? "1 request to answer" : `${formatCount(openCount)} requests to answer`}
          {openCount > open.length ? `: the ${open.length} due first` : ""}
        </h2>
        {open.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-700 sm:px-5">
            No open requests. Parents ask from their page (/parents): a correction, an erasure, a grievance or a nomination.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {open.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
      {answered.length ? (
        <section
          aria-labelledby="privacy-answered-heading"
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <h2
            id="privacy-answered-heading"
            className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 sm:px-5"
          >
            Answered lately
          </h2>
          <ul className="divide-y divide-slate-100">
            {answered.map((request) => (
              <li key={request.id} className="space-y-1 px-4 py-3 text-sm sm:px-5">
                <p className="font-semibold text-slate-900">
                  {PRIVACY_REQUEST_LABELS[request.type]}
                  {request.studentName ? `: ${request.studentName}` : ""}
                </p>
                <p className="text-slate-700">
                  Answered {request.answeredAt ? formatIndiaDay(request.answeredAt) : ""}: {request.answer}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function RequestItem({ request }: { request: PrivacyRequestView }) {
  const fetcher = useActionFetcher({ errorTitle: "Could not answer the request", errorsInForm: true });
  const [form, fields] = useForm({
    id: `answer-${request.id}`,
    lastResult: fetcher.result?.ok ? null : fetcher.lastResult,
    ...schemaChecks(privacyAnswerSchema),
  });
  const overdue = request.dueOn < indiaDate();
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5">
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-bold text-brand-900">
          {PRIVACY_REQUEST_LABELS[request.type]}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${overdue ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950"}`}
          >
            {overdue ? "Overdue" : "Due"} {formatPublishedDate(request.dueOn)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {request.studentName && request.studentId ? (
            <>
              About{" "}
              <Link to={studentLink(request.studentId)} className="font-semibold text-brand-700 underline">
                {request.studentName}
              </Link>
            </>
          ) : (
            "About all their children"
          )}
          , from {request.phone ? formatPhone(request.phone) : "a parent"} on {formatIndiaDay(request.createdAt)}
        </p>
        <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-900">{request.text}</p>
      </div>
      <fetcher.Form method="post" action={adminTabPath("privacy")} {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="answerRequest" />
        <input type="hidden" name="id" value={request.id} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextAreaField field={fields.answer} label="Your answer (sent to the parent on WhatsApp and shown on their page)" rows={3} />
        {request.type === "erasure" ? (
          <label className="flex min-h-11 items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            <input type="checkbox" name={fields.erase.name} className="mt-0.5 size-5 shrink-0 accent-red-700" />
            <span>
              Erase {request.studentName ? `${request.studentName}'s` : "their children's"} data now: name, date of birth, phone and signed
              forms, everywhere but invoices. This cannot be undone.
            </span>
          </label>
        ) : null}
        <Button type="submit" size="sm" disabled={fetcher.busy}>
          {fetcher.busy ? "Sending..." : "Send answer"}
        </Button>
      </fetcher.Form>
    </li>
  );
}
