import type { CompetitionCategory, CompetitionType } from "~/lib/enums";

// How the page words competitions (spec section 2 and 3).

export const CATEGORY_LABELS: Record<CompetitionCategory, string> = { upcoming: "Upcoming", ongoing: "Ongoing", completed: "Completed" };

/** The spec's display names, on the badge and the detail line alike: an event reads "Event", never "Event Level". */
export const TYPE_LABELS: Record<CompetitionType, string> = { state: "State Level", international: "International Level", event: "Event" };

export function actionLabel(category: string): string {
  if (category === "upcoming") return "Register Now";
  if (category === "ongoing") return "Know More";
  if (category === "completed") return "View Results";
  return "Learn More";
}
