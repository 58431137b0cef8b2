// The seeds' parental consent (the bench, the browser tests' data, the demo): a consent given on
// the signed enrolment form for each student the SQL condition picks, recorded as a partner would
// (migration 0032's trigger then puts it in force). Only a consented child may be entered for a
// competition or exam. tests/worker/consents.test.ts holds the version to the notice's.

/** The privacy notice's version the seeded consents were given under (app/lib/privacy-notice.ts). */
export const SEED_NOTICE_VERSION = "2026-11-28";

/** One statement: consent for the students `where` picks (SQL on `s`) that have none on record yet. */
export function seedConsentSql(where, recordedAt = new Date().toISOString()) {
  return `INSERT INTO student_consents (id, student_id, core, results, photos, messages, method, notice_version, recorded_at, parent_phone)
    SELECT lower(hex(randomblob(16))), s.id, 1, 1, 0, 1, 'paper', '${SEED_NOTICE_VERSION}', '${recordedAt}', s.parent_phone
    FROM students s WHERE (${where}) AND NOT EXISTS (SELECT 1 FROM student_consents c WHERE c.student_id = s.id);`;
}
