import type { ConsentStatus } from "./enums";

// The parent's consent in force for a child's data, as a student's JSON and the pages carry it
// (services/consents.server.ts records it).

export type StudentConsent = { status: ConsentStatus; results: boolean; photos: boolean; messages: boolean };

type ConsentColumns = { consentStatus: ConsentStatus; consentResults: boolean; consentPhotos: boolean; consentMessages: boolean };

export const consentOf = (student: ConsentColumns): StudentConsent => ({
  status: student.consentStatus,
  results: student.consentResults,
  photos: student.consentPhotos,
  messages: student.consentMessages,
});
