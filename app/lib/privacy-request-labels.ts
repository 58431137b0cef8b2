import type { PrivacyRequestType } from "./enums";

/** What each kind of a parent's request is called, on their page, in the admins' queue and in the messages. */
export const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestType, string> = {
  correction: "Correct a detail",
  erasure: "Erase my child's data",
  grievance: "Raise a grievance",
  nomination: "Nominate someone to act for me",
};
