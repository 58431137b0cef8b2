import type { SubmissionResult } from "@conform-to/react";
import type { CompetitionCategory, CompetitionType } from "~/db/schema";

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
  createdAt: string;
};

/** What the page action answers: a success message, the form's errors, or a failed delete. */
export type CompetitionActionData = { ok: true; message: string } | { ok: false; message: string; result?: SubmissionResult<string[]> };
