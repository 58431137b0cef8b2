// The parents' pages (routes/_site.parents*.tsx, parents.*.tsx).
export const PARENTS_PAGE = "/parents";
export const PARENTS_DATA_PAGE = "/parents/data";
export const PARENTS_DATA_FILE = "/parents/data.json";
export const parentHallTicketPath = (entryId: string) => `/parents/hall-tickets/${encodeURIComponent(entryId)}`;
export const parentCertificatePath = (entryId: string) => `/parents/certificates/${encodeURIComponent(entryId)}`;
