import { formatPublishedDate } from "~/lib/dates";
import { ERASED_DATE_OF_BIRTH } from "~/lib/erasure";

// How the roster shows a student. Browser-safe.

/** Whole years between a date of birth and `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty! - by! - (tm! < bm! || (tm === bm && td! < bd!) ? 1 : 0);
}

/** "14 May 2017 (age 9)"; an erased student's was erased. */
export const bornText = (dateOfBirth: string, today: string) => {
  if (dateOfBirth === ERASED_DATE_OF_BIRTH) return "Date of birth erased";
  const age = ageOn(dateOfBirth, today);
  return `${formatPublishedDate(dateOfBirth)} (age ${age})`;
};

/** The page's address for a filter, keeping the others (and a later page of the list). */
export function rosterHref(
  query: { search?: string; centreId?: string; centre?: string; archived?: string; due?: boolean; consent?: "needed" },
  offset = 0,
) {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.centreId) params.set("centreId", query.centreId);
  if (query.centre) params.set("centre", query.centre);
  if (query.archived && query.archived !== "exclude") params.set("archived", query.archived);
  if (query.due) params.set("due", "1");
  if (query.consent) params.set("consent", query.consent);
  if (offset > 0) params.set("offset", String(offset));
  const text = params.toString();
  return text ? `${STUDENTS_PATH}?${text}` : STUDENTS_PATH;
}

export const STUDENTS_PATH = "/my-centres/students";
/** The reader's centres as JSON, for the student form when the page did not carry them. */
export const ROSTER_CENTRES_PATH = "/my-centres/students/centres";
export const TEMPLATE_PATH = "/my-centres/students/template.csv";

/** Every centre a student may be moved to, as JSON (the move dialog fetches it when opened). */
export const DESTINATIONS_PATH = "/my-centres/students/destinations";

/** "1 week", "3 weeks" at the level. */
export const weeksText = (weeks: number) => (weeks === 1 ? "1 week" : `${weeks} weeks`);
