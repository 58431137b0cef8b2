import { indiaDate } from "./dates";
import { formatCount } from "./counts";

// Whether partners can enter students in a competition (browser-safe: the card, the partner's pages
// and the service ask the same question). Open through the deadline day, India time, unless an admin
// closed it early; no deadline means registration was never opened.

export type RegistrationState = "open" | "closed" | "none";

type Registration = { registrationDeadline: string | null; registrationClosedAt: string | null };

export function registrationState(competition: Registration, today = indiaDate()): RegistrationState {
  if (!competition.registrationDeadline) return "none";
  if (competition.registrationClosedAt || competition.registrationDeadline < today) return "closed";
  return "open";
}

export const isRegistrationOpen = (competition: Registration, today = indiaDate()) => registrationState(competition, today) === "open";

/** "₹300 per student" or "Free entry". */
export const feeLabel = (fee: number) => (fee > 0 ? `₹${formatCount(fee)} per student` : "Free entry");
