import type { ActionResult } from "~/lib/action-result";
import type { CompetitionCategory, CompetitionType, Course } from "~/lib/enums";

/** A competition as the page receives it (JSON-serialised row). */
export type Competition = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  date: string;
  location: string;
  participants: number;
  category: CompetitionCategory;
  type: CompetitionType;
  prizes: string[];
  buttonUrl: string | null;
  registrationDeadline: string | null;
  registrationClosedAt: string | null;
  entryFee: number;
  capacity: number | null;
  levels: string[];
  /** Only students of this course may be entered; null: any course. */
  course: Course | null;
  reportingTime: string | null;
  /** To an admin: the category disagrees with the date (services/competitions.server.ts categoryWarning). */
  categoryWarning?: string | null;
  /** Set once an admin published the results: the card's View Results opens the results page. */
  resultsPublishedAt: string | null;
  createdAt: string;
};

/** What the page action answers. */
export type CompetitionActionData = ActionResult;
