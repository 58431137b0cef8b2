import { knownText } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { FormAlert, inputClass, LabeledField, TextAreaField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { schemaChecks } from "~/components/schema-checks";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { formatDayIn, formatIndiaDayIn } from "~/lib/dates";
import { PRIVACY_REQUEST_TYPES, type PrivacyRequestType } from "~/lib/privacy-requests";
import { PARENTS_DATA_FILE, PARENTS_DATA_PAGE, PARENTS_PAGE } from "~/lib/parent-paths";
import { privacyRequestSchema } from "~/validation/parents";

// A parent's rights over their children's data (DPDP Act sections 11 to 14): a copy of all of it,
// and a request to correct, erase, complain or nominate someone, answered within 90 days.

type Request = {
  id: string;
  type: PrivacyRequestType;
  status: "open" | "done";
  createdAt: string;
  dueOn: string;
  answer: string | null;
  answeredAt: string | null;
};
type Props = { children: { id: string; name: string }[]; requests: Request[] };

export function RightsSection({ children, requests }: Props) {
  const { t, tag } = useT();
  return (
    <section aria-labelledby="rights-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="rights-heading" className="text-xl font-bold text-brand-900">
        {t("parents.rights")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a href={PARENTS_DATA_PAGE} className="btn btn-md btn-outline">
          <Icon name="file-text" className="size-4" /> {t("parents.seeAll")}
        </a>
        <a href={PARENTS_DATA_FILE} download className="btn btn-md btn-outline">
          <Icon name="download" className="size-4" /> {t("parents.download")}
        </a>
      </div>
      <RequestForm students={children} />
      {requests.length ? (
        <div className="space-y-2">
          <h3 className="font-bold text-slate-900">{t("parents.yourRequests")}</h3>
          <ul className="space-y-2">
            {requests.map((request) => (
              <li key={request.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                <span className="font-semibold text-slate-900">
                  {t("parents.sent", { kind: t(`parents.request.${request.type}`), date: formatIndiaDayIn(request.createdAt, tag) })}
                </span>
                {request.status === "open" ? (
                  <span className="block text-slate-700">{t("parents.answerBy", { date: formatDayIn(request.dueOn, tag) })}</span>
                ) : (
                  <span className="block text-slate-800">
                    {t("parents.answered", {
                      date: request.answeredAt ? formatIndiaDayIn(request.answeredAt, tag) : "",
                      answer: request.answer ?? "",
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function RequestForm({ students }: { students: { id: string; name: string }[] }) {
  const translator = useT();
  const { t } = translator;
  const fetcher = useActionFetcher({
    errorTitle: knownText(translator, "formErrors", "Could not send your request"),
    errorsInForm: true,
    resetOnSuccess: true,
  });
  const [form, fields] = useForm({
    id: "privacy-request",
    lastResult: fetcher.lastResult,
    ...schemaChecks(privacyRequestSchema),
    defaultValue: { type: "correction", studentId: students.length === 1 ? students[0]!.id : "" },
  });
  return (
    <fetcher.Form method="post" action={PARENTS_PAGE} {...getFormProps(form)} className="space-y-3 border-t border-slate-100 pt-4">
      <h3 className="font-bold text-slate-900">{t("parents.askUs")}</h3>
      <input type="hidden" name="intent" value="request" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledField field={fields.type} label={t("parents.whatYouAsk")}>
          <select {...getSelectProps(fields.type)} className={inputClass}>
            {PRIVACY_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`parents.request.${type}`)}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.studentId} label={t("parents.about")}>
          <select {...getSelectProps(fields.studentId)} className={inputClass}>
            {students.length > 1 ? <option value="">{t("parents.allChildren")}</option> : null}
            {students.map((student) => (
              <option key={student.id} value={student.id}>
                {student.name}
              </option>
            ))}
          </select>
        </LabeledField>
      </div>
      <TextAreaField field={fields.text} label={t("parents.details")} rows={4} />
      <Button type="submit" disabled={fetcher.busy}>
        <Icon name="send" className="size-4" /> {t(fetcher.busy ? "parents.sending" : "parents.sendRequest")}
      </Button>
    </fetcher.Form>
  );
}
