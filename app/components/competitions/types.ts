import type { ActionResult } from "~/lib/action-result";
import type { CompetitionCategory, CompetitionType } from "~/lib/enums";

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
  reportingTime: string | null;
  /** Set once an admin published the results: the card's View Results opens the results page. */
  resultsPublishedAt: string | null;
  createdAt: string;
};

/** What the page action answers. */
export type CompetitionActionData = ActionResult;
