import { formatCount } from "~/lib/counts";
import { knownText } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { schemaChecks } from "~/components/schema-checks";
import { useState } from "react";
import { FormAlert, inputClass, LabeledField, SubmitButton, TextField } from "~/components/form-fields";
import { useActionFetcher, useFormResult } from "~/components/use-action-result";
import type { ActionResult } from "~/lib/action-result";
import { COURSES, type Course } from "~/lib/enums";
import { demoLeadSchema, MAX_CHILD_AGE, MIN_CHILD_AGE } from "~/validation/leads";
import { DemoBookingConfirmation } from "./demo-booking-confirmation";
import { Honeypot } from "./lead-form-parts";
import type { DemoBookingSummary } from "~/services/leads.server";

export type BookableCentre = { id: string; name: string; city: string; courses: Course[] };

/** Where every demo booking form posts: /book-demo's page action (without JavaScript, the page shows the answer). */
export const BOOK_DEMO_PATH = "/book-demo";

/**
 * The free demo class booking: a centre (grouped by city), the parent, the child, a course the
 * centre teaches and the consent line. Embeddable (a centre's page passes its own `centreId`); it
 * posts to /book-demo's action and stays on its page with JavaScript.
 */
export function DemoBookingForm({
  centres,
  centreId,
  course,
  result: pageResult,
}: {
  centres: BookableCentre[];
  centreId?: string;
  course?: string;
  /** The page action's answer, when the form was posted without JavaScript. */
  result?: ActionResult;
}) {
  const fetcher = useActionFetcher({ toastSuccess: false, errorsInForm: true, resetOnSuccess: true });
  const pageLastResult = useFormResult(pageResult, true);
  const result = fetcher.result ?? pageResult;
  const [form, fields] = useForm({
    id: "book-demo",
    lastResult: fetcher.lastResult ?? (fetcher.result ? null : pageLastResult),
    defaultValue: { centreId: centreId ?? "", course: course ?? "" },
    ...schemaChecks(demoLeadSchema),
  });
  const [chosen, setChosen] = useState(centreId ?? "");
  const translator = useT();
  const { t, tag } = translator;
  const teaches = centres.find((centre) => centre.id === chosen)?.courses;
  const cities = [...new Set(centres.map((centre) => centre.city))];
  // A booking taken answers with what was booked (services/leads.server.ts createLead).
  if (result?.ok) {
    // A fresh page for the next child: the form starts empty at the same centre.
    const again = chosen ? `${BOOK_DEMO_PATH}?centre=${encodeURIComponent(chosen)}` : BOOK_DEMO_PATH;
    return <DemoBookingConfirmation booking={result.data as DemoBookingSummary} againHref={again} />;
  }

  return (
    <fetcher.Form method="post" action={BOOK_DEMO_PATH} {...getFormProps(form)} className="@container relative space-y-5">
      <input type="hidden" name="intent" value="bookDemo" />
      <input type="hidden" name="type" value="demo" />
      <Honeypot />
      <FormAlert id={form.errorId} errors={form.errors} />
      <LabeledField field={fields.centreId} label={t("demo.centre")}>
        <select {...getSelectProps(fields.centreId)} className={inputClass} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t(centres.length ? "demo.chooseCentre" : "demo.chooseCityFirst")}</option>
          {cities.map((city) => (
            <optgroup key={city} label={city}>
              {centres
                .filter((centre) => centre.city === city)
                .map((centre) => (
                  <option key={centre.id} value={centre.id}>
                    {centre.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </LabeledField>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField field={fields.parentName} label={t("demo.parentName")} autoComplete="name" />
        <TextField
          field={fields.phone}
          label={t("demo.parentPhone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
        />
        <TextField field={fields.childName} label={t("demo.childName")} autoComplete="off" />
        <LabeledField
          field={fields.childAge}
          label={t("demo.childAge", { min: formatCount(MIN_CHILD_AGE, tag), max: formatCount(MAX_CHILD_AGE, tag) })}
        >
          <input
            {...getInputProps(fields.childAge, { type: "number" })}
            min={MIN_CHILD_AGE}
            max={MAX_CHILD_AGE}
            inputMode="numeric"
            className={inputClass}
          />
        </LabeledField>
        <LabeledField field={fields.course} label={t("demo.course")}>
          <select {...getSelectProps(fields.course)} className={inputClass}>
            <option value="">{t("demo.chooseCourse")}</option>
            {COURSES.filter((key) => !teaches || teaches.includes(key)).map((key) => (
              <option key={key} value={key}>
                {t(`shell.course.${key}`)}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField field={fields.preferredDate} label={t("demo.date")}>
          <input {...getInputProps(fields.preferredDate, { type: "date" })} className={inputClass} />
        </LabeledField>
        <LabeledField field={fields.preferredTime} label={t("demo.time")}>
          <input
            {...getInputProps(fields.preferredTime, { type: "text" })}
            placeholder={t("demo.timePlaceholder")}
            className={inputClass}
          />
        </LabeledField>
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <input
            {...getInputProps(fields.consent, { type: "checkbox" })}
            value="on"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <span>{t("demo.consent")}</span>
        </label>
        {fields.consent.errors?.length ? (
          <p id={fields.consent.errorId} className="text-sm font-medium text-red-700">
            {knownText(translator, "formErrors", fields.consent.errors[0]!)}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={fetcher.busy} label={t("demo.submit")} busyLabel={t("demo.busy")} />
    </fetcher.Form>
  );
}
