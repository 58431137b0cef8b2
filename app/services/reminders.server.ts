import type { Deps } from "./deps.server";
import { notifications } from "~/db/schema";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import { blogReminderLink, competitionLink } from "~/lib/notification-links";
import { listCompetitionsBetween } from "./competitions.server";
import { adminMarksLink } from "./level-exam-publish.server";

const competitionAlert = (isToday: boolean) => (isToday ? "Competition today" : "Upcoming competition");
const levelExamAlert = (isToday: boolean) => (isToday ? "Level exam today" : "Upcoming level exam");

// D1 binds at most 100 values per statement; a notification row binds 5.
const ROWS_PER_INSERT = 16;

/** Competitions starting within this many days get an alert. */
export const COMPETITION_ALERT_DAYS = 3;

/** One run: the day in India, the rows it added, and how many it would add on a first run. */
type DailyReminders = { day: string; notificationIds: string[]; considered: number };

/**
 * The daily 9:00 IST run (Cron Trigger `30 3 * * *`): the blog reminder of the day and one alert per
 * competition starting within 3 days. Each row's id names what it is about, and rows are inserted
 * with ON CONFLICT DO NOTHING, so a second run on the same day adds nothing.
 */
export async function addDailyReminders({ db }: Pick<Deps, "db">, now: Date): Promise<DailyReminders> {
  const today = indiaDate(now);
  const lastDay = indiaDate(now, COMPETITION_ALERT_DAYS);
  const soon = await listCompetitionsBetween({ db }, { fromDate: today, toDate: lastDay });
  const time = now.toISOString();
  const rows = [
    {
      id: `blog-reminder:${today}`,
      title: "Daily blog reminder",
      message: "Share something new with parents today: a class moment, a student's progress or a practice tip.",
      time,
      link: blogReminderLink(),
    },
    ...soon.map((competition) => ({
      // Keyed by the competition and its date: moving the date gives a new alert, a rerun does not.
      id: `competition-alert:${competition.id}:${competition.date}`,
      title: competition.kind === "level-exam" ? levelExamAlert(competition.date === today) : competitionAlert(competition.date === today),
      message: `${competition.title} is on ${formatPublishedDate(competition.date)} at ${competition.location}.`,
      time,
      // A level exam is not on the public competitions page: its marks sheet is.
      link: competition.kind === "level-exam" ? adminMarksLink(competition.id) : competitionLink(),
    })),
  ];
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    inserts.push(
      db
        .insert(notifications)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing()
        .returning({ id: notifications.id }),
    );
  }
  const [first, ...rest] = inserts;
  const results = await db.batch([first!, ...rest]);
  return { day: today, notificationIds: results.flatMap((result) => result.map((row) => row.id)), considered: rows.length };
}

/** The pause before the second try: long enough for a passing D1 hiccup, short for a cron run. */
const RETRY_AFTER_MS = 2_000;

/**
 * The Cron Trigger's run: a failed run is tried once more (safe, as a run never adds a row twice),
 * and what was added is logged. A second failure throws, so the run shows as failed in the logs.
 * A first run whose write landed but whose answer was lost leaves its rows in the feed; the retry
 * finds them "already there" and does not queue them for WhatsApp.
 */
export async function runDailyReminders(deps: Pick<Deps, "db">, now: Date): Promise<DailyReminders> {
  let result: DailyReminders;
  try {
    result = await addDailyReminders(deps, now);
  } catch (error) {
    console.error("Daily reminders failed; trying once more", error);
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    result = await addDailyReminders(deps, now);
  }
  console.log(describeRun(result));
  return result;
}

function describeRun({ day, notificationIds, considered }: DailyReminders): string {
  const reminders = notificationIds.filter((id) => id.startsWith("blog-reminder:")).length;
  const alerts = notificationIds.length - reminders;
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  return `Daily reminders for ${day}: added ${plural(reminders, "blog reminder")} and ${plural(alerts, "competition alert")} (${considered - notificationIds.length} already there)`;
}
