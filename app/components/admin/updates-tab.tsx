import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "~/components/icon";
import { FormAlert, SubmitButton, TextField } from "~/components/form-fields";
import { formatPublishedDate } from "~/lib/dates";
import type { SiteInfo } from "~/lib/site";
import type { Competition } from "~/services/competitions.server";
import { saveWhatsAppFormSchema } from "~/validation/admin-dashboard";
import { NotificationsFeed } from "./notifications-feed";
import { ADMIN_PATH } from "./types";
import { useActionFetcher } from "~/components/use-action-result";
import type { AdminActionData } from "./types";

type Upcoming = Pick<Competition, "id" | "title" | "date" | "location">;

export function UpdatesTab({ adminWhatsApp, competitions }: { adminWhatsApp: SiteInfo["adminWhatsApp"]; competitions: Upcoming[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <WhatsAppForm numbers={adminWhatsApp} />
        <UpcomingCompetitions competitions={competitions} />
        <RemindersInfo />
      </div>
      <NotificationsFeed />
    </div>
  );
}

function WhatsAppForm({ numbers }: { numbers: SiteInfo["adminWhatsApp"] }) {
  const fetcher = useActionFetcher<AdminActionData>({ errorTitle: "Error saving WhatsApp numbers", errorsInForm: true });
  const [form, fields] = useForm({
    id: "whatsapp-numbers",
    lastResult: fetcher.lastResult,
    defaultValue: { adminWhatsApp: numbers },
    constraint: getZodConstraint(saveWhatsAppFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveWhatsAppFormSchema }),
  });
  const numberFields = fields.adminWhatsApp.getFieldset();
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div>
        <h3 className="text-lg font-bold text-brand-900">WhatsApp Configuration</h3>
        <p className="text-sm text-slate-600">Where notifications and enquiries are sent.</p>
      </div>
      <fetcher.Form method="post" action={ADMIN_PATH} {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="saveWhatsApp" />
        <TextField
          field={numberFields.franchiseeNotifications}
          label="Franchisee notifications"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          field={numberFields.contactFormNotifications}
          label="Contact form notifications"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          field={numberFields.franchiseEnquiryNumber}
          label="Franchise enquiry number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <SubmitButton busy={fetcher.state !== "idle"} label="Save WhatsApp Numbers" busyLabel="Saving..." />
      </fetcher.Form>
    </div>
  );
}

function UpcomingCompetitions({ competitions }: { competitions: Upcoming[] }) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 className="text-lg font-bold text-brand-900">Upcoming Competitions</h3>
      <p className="text-sm text-slate-600">Competitions in the next 7 days.</p>
      {competitions.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">No upcoming competitions in the next 7 days</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {competitions.map((competition) => (
            <li key={competition.id} className="py-3">
              <p className="font-semibold text-slate-900">{competition.title}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="calendar-days" className="size-4" />
                  {formatPublishedDate(competition.date)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="map-pin" className="size-4" />
                  {competition.location}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RemindersInfo() {
  return (
    <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:p-5">
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h3 className="text-base font-bold">Daily reminders</h3>
        <p>A blog reminder is added to the feed at 9:00 AM daily.</p>
        <p>Competition alerts are added for competitions starting within 3 days.</p>
        <p>The upcoming competitions list covers the next 7 days.</p>
      </div>
    </div>
  );
}
