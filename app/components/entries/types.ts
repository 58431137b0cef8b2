import type { ActionResult } from "~/lib/action-result";
import type { Course } from "~/lib/enums";
import type { CompetitionRow } from "~/db/schema";
import type { EntryView } from "~/services/entries.server";

export type { EntryView };

/** A competition as the entry pages receive it. */
export type EntryCompetition = Pick<
  CompetitionRow,
  | "id"
  | "title"
  | "date"
  | "location"
  | "registrationDeadline"
  | "registrationClosedAt"
  | "entryFee"
  | "capacity"
  | "levels"
  | "reportingTime"
  | "resultsPublishedAt"
  | "kind"
  | "passMark"
>;

/** A student the partner can still enter. */
export type PickableStudent = { id: string; name: string; level: number; course: Course; centreName: string };

export type EntryActionData = ActionResult;

export const AWARD_LABELS: Record<string, string> = {
  gold: "Gold",
  silver: "Silver",
  bronze: "Bronze",
  merit: "Merit",
  participation: "Participation",
};

export const AWARD_STYLES: Record<string, string> = {
  gold: "bg-amber-100 text-amber-900 ring-amber-300",
  silver: "bg-slate-100 text-slate-800 ring-slate-300",
  bronze: "bg-orange-100 text-orange-900 ring-orange-300",
  merit: "bg-sky-50 text-sky-900 ring-sky-200",
  participation: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

export const hallTicketPath = (entryId: string) => `/hall-tickets/${encodeURIComponent(entryId)}`;
export const certificatePath = (entryId: string) => `/certificates/${encodeURIComponent(entryId)}`;
export const partnerCompetitionPath = (competitionId: string) => `/my-centres/competitions/${encodeURIComponent(competitionId)}`;

/** "08:30" as "8:30 am". */
export function formatReportingTime(time: string | null): string | null {
  if (!time) return null;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
