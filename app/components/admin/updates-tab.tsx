import { Icon } from "~/components/icon";
import { formatPublishedDate } from "~/lib/dates";
import type { Competition } from "~/services/competitions.server";
import { NotificationsFeed } from "./notifications-feed";

type Upcoming = Pick<Competition, "id" | "title" | "date" | "location">;

export function UpdatesTab({ competitions }: { competitions: Upcoming[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <UpcomingCompetitions competitions={competitions} />
        <RemindersInfo />
      </div>
      <NotificationsFeed />
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
