// A parent's requests about their child's data (DPDP Act sections 11 to 14): their kinds and states,
// kept apart from lib/enums.ts so that only the pages that show them carry them.
/** What a parent may ask of the site about their child's data (DPDP Act sections 11 to 14). */
export const PRIVACY_REQUEST_TYPES = ["correction", "erasure", "grievance", "nomination"] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_REQUEST_STATUSES = ["open", "done"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** What each kind of a parent's request is called, on their page, in the admins' queue and in the messages. */
export const PRIVACY_REQUEST_LABELS: Record<PrivacyRequestType, string> = {
  correction: "Correct a detail",
  erasure: "Erase my child's data",
  grievance: "Raise a grievance",
  nomination: "Nominate someone to act for me",
};
