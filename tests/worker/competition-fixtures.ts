import { centrePartners, centres, competitionEntries, competitions, studentConsents, students } from "~/db/schema";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import type { Award, Course } from "~/lib/enums";
import { db } from "./helpers";

// Rows the roster, entries and results tests start from, written straight to D1 so each test
// builds only what it is about.

/** A centre of its own, run by `partnerIds`; `columns` for any other of its columns (inactive, a slug). */
export async function seedCentre({
  partnerIds = [] as string[],
  name = "",
  ...columns
}: { partnerIds?: string[]; name?: string } & Partial<typeof centres.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db.insert(centres).values({
    id,
    slug: `centre-${id.slice(0, 8)}`,
    name: name || `Bright Minds ${id.slice(0, 4)}`,
    city: "Pune",
    area: "Kothrud",
    address: "12 Paud Road",
    pincode: "411038",
    latitude: 18.5,
    longitude: 73.8,
    phone: "+919822000000",
    courses: ["abacus", "phonics"] as Course[],
    ...columns,
  });
  for (const userId of partnerIds) await db.insert(centrePartners).values({ centreId: id, userId });
  return id;
}

/** A student on `centreId`'s roster. */
/**
 * A student of the centre, with a parent's consent on record (given on the signed form) unless
 * `consented` is false: only a consented child may be entered for a competition or exam.
 */
export async function seedStudent(
  centreId: string,
  overrides: Partial<typeof students.$inferInsert> = {},
  { consented = true }: { consented?: boolean } = {},
) {
  const [row] = await db
    .insert(students)
    .values({
      centreId,
      name: `Aarav Sharma ${crypto.randomUUID().slice(0, 4)}`,
      dateOfBirth: "2017-05-14",
      course: "abacus",
      level: 3,
      parentPhone: "+919822012345",
      ...overrides,
    })
    .returning();
  if (!consented) return row!;
  const recordedAt = new Date().toISOString();
  await db.insert(studentConsents).values({
    studentId: row!.id,
    core: true,
    results: true,
    photos: false,
    messages: true,
    method: "paper",
    noticeVersion: PRIVACY_NOTICE_VERSION,
    recordedAt,
    parentPhone: row!.parentPhone,
  });
  return { ...row!, consentStatus: "given" as const, consentResults: true, consentMessages: true };
}

/** A YYYY-MM-DD date `days` from today (UTC; tests use whole days of margin). */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A competition open for registration (deadline in a week, the event in a month) unless overridden. */
export async function seedCompetition(overrides: Partial<typeof competitions.$inferInsert> = {}) {
  const [row] = await db
    .insert(competitions)
    .values({
      title: `State Abacus Championship ${crypto.randomUUID().slice(0, 4)}`,
      description: "A state-level abacus competition.",
      date: daysFromToday(30),
      location: "Balewadi Stadium, Pune",
      registrationDeadline: daysFromToday(7),
      entryFee: 300,
      levels: ["Level 1", "Level 2", "Level 3"],
      reportingTime: "08:30",
      ...overrides,
    })
    .returning();
  return row!;
}

let rollCounter = 0;
/** An entry of `studentId` (of `centreId`) in `competitionId`, with a result when `award` is given. */
export async function seedEntry(
  { competitionId, studentId, centreId, enteredBy }: { competitionId: string; studentId: string; centreId: string; enteredBy: string },
  overrides: Partial<typeof competitionEntries.$inferInsert> & { award?: Award } = {},
) {
  rollCounter++;
  const [row] = await db
    .insert(competitionEntries)
    .values({
      competitionId,
      studentId,
      centreId,
      enteredBy,
      level: "Level 3",
      rollNumber: String(9000 + rollCounter),
      ...overrides,
    })
    .returning();
  return row!;
}
