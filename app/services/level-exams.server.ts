import { and, asc, count, desc, eq, or, sql } from "drizzle-orm";
import { levelName, levelNumberOf } from "~/lib/level-names";
import { competitionEntries, competitions, courseLevels, type CompetitionRow } from "~/db/schema";
import { courseName } from "~/lib/courses";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import type { Course } from "~/lib/enums";
import { invalidInput, notFound } from "~/lib/errors";
import { authorize, canEnterCompetitions, canManageCompetitionEntries, isAdmin, type Actor } from "~/lib/permissions";
import { AT_THE_CENTRE, type LevelExamInput } from "~/validation/level-exams";
import { activityEntry } from "./activity.server";
import { openForEntries } from "./competitions.server";
import type { Deps } from "./deps.server";
import { COMPETITION_ID, entriesQuery, toEntryView, type EntryView } from "./entries.server";
import { centresRunBy } from "./students.server";

// Level exams (issue 34): a competition of kind "level-exam". Partners enter their students through
// the competitions' own entries (roll numbers, capacity, deadline, fees, hall tickets: entries.server.ts,
// which also checks that each student has been at their level long enough). An admin enters marks out
// of 100 (level-exam-marks.server.ts) and publishes (level-exam-publish.server.ts): each mark at or
// above the pass mark promotes the student and earns a level certificate anyone can verify.

export const LEVEL_EXAM_NOT_FOUND = "Level exam not found.";
export const MANAGE_LEVEL_EXAMS = "Only administrators can schedule level exams and enter their marks.";

/** A level exam as the API and pages show it. */
export type LevelExam = {
  id: string;
  title: string;
  course: Course;
  levels: number[];
  date: string;
  registrationDeadline: string;
  registrationClosedAt: string | null;
  fee: number;
  passMark: number;
  venue: string;
  capacity: number | null;
  reportingTime: string | null;
  resultsPublishedAt: string | null;
  entries: number;
};

export function toLevelExam(row: CompetitionRow, entries = 0): LevelExam {
  return {
    id: row.id,
    title: row.title,
    course: row.course!,
    levels: row.levels.map(levelNumberOf).filter(Number.isFinite),
    date: row.date,
    registrationDeadline: row.registrationDeadline ?? row.date,
    registrationClosedAt: row.registrationClosedAt,
    fee: row.entryFee,
    passMark: row.passMark ?? 0,
    venue: row.location,
    capacity: row.capacity,
    reportingTime: row.reportingTime,
    resultsPublishedAt: row.resultsPublishedAt,
    entries,
  };
}

const levelsText = (levels: number[]) =>
  levels.length === 1 ? levelName(levels[0]!) : `Levels ${levels.slice(0, -1).join(", ")} and ${levels.at(-1)}`;

/** An admin schedules a level exam: the course's levels it examines, its day, deadline, fee, pass mark and venue. */
export async function scheduleLevelExam({ db }: Pick<Deps, "db">, actor: Actor | null, input: LevelExamInput): Promise<LevelExam> {
  const admin = authorize(actor, canManageCompetitionEntries, MANAGE_LEVEL_EXAMS);
  const today = indiaDate();
  if (input.registrationDeadline < today) {
    const message = "registrationDeadline must be today or later";
    throw invalidInput(message, { registrationDeadline: [message] });
  }
  const [programme] = await db.select({ levels: count() }).from(courseLevels).where(eq(courseLevels.course, input.course));
  const known = Number(programme?.levels ?? 0);
  const beyond = known ? input.levels.find((level) => level > known) : undefined;
  if (beyond !== undefined) {
    const message = `${courseName(input.course)}'s programme has ${known} level${known === 1 ? "" : "s"}: there is no Level ${beyond}`;
    throw invalidInput(message, { levels: [message] });
  }
  const course = courseName(input.course);
  const examined = levelsText(input.levels);
  const [row] = await db.batch([
    db
      .insert(competitions)
      .values({
        kind: "level-exam",
        title: `${course} level exam: ${examined}`,
        description: `The ${course} exam for ${examined}, marked out of 100. ${input.passMark} marks or more passes: the student moves up to the next level and gets a level certificate.`,
        date: input.date,
        location: input.venue ?? AT_THE_CENTRE,
        category: "upcoming",
        type: "event",
        registrationDeadline: input.registrationDeadline,
        entryFee: input.fee,
        capacity: input.capacity ?? null,
        levels: input.levels.map(levelName),
        course: input.course,
        reportingTime: input.reportingTime ?? null,
        passMark: input.passMark,
      })
      .returning(),
    activityEntry(db, admin, {
      action: "competition.schedule",
      target: input.course,
      summary: `Scheduled the ${course} level exam for ${examined} on ${formatPublishedDate(input.date)}`,
    }),
  ]);
  return toLevelExam(row[0]!);
}

/** The level exams a caller sees, newest first: an admin every one; a partner those open for entries and those with their students. */
export async function listLevelExams({ db }: Pick<Deps, "db">, actor: Actor | null, limit = 50): Promise<LevelExam[]> {
  const member = authorize(actor, canEnterCompetitions, "Only approved franchise partners and administrators see level exams.");
  const mine = isAdmin(member) ? sql`1` : sql`${competitionEntries.centreId} in ${centresRunBy(member.id)}`;
  const entriesSeen = sql<number>`(select count(*) from ${competitionEntries} where ${competitionEntries.competitionId} = ${COMPETITION_ID} and ${mine})`;
  const rows = await db
    .select({ exam: competitions, entries: entriesSeen })
    .from(competitions)
    .where(and(eq(competitions.kind, "level-exam"), isAdmin(member) ? undefined : or(openForEntries(), sql`${entriesSeen} > 0`)))
    .orderBy(desc(competitions.date), asc(competitions.createdAt))
    .limit(limit);
  return rows.map(({ exam, entries }) => toLevelExam(exam, Number(entries)));
}

/** A level exam by id (404 for a competition of another kind or none). */
export async function levelExamRow(db: Deps["db"], id: string): Promise<CompetitionRow> {
  const row = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, id), eq(competitions.kind, "level-exam")))
    .get();
  if (!row) throw notFound(LEVEL_EXAM_NOT_FOUND);
  return row;
}

/** A level exam's entry: a competition entry with its marks and, once published, whether it passed. */
export type LevelExamEntry = Omit<EntryView, "rank" | "award" | "score"> & { marks: number | null; passed: boolean | null };

/** GET /api/level-exams/{id}/entries: the exam and the entries the caller may see, in one batch (marks once published; admins always). */
export async function listLevelExamEntries({ db }: Pick<Deps, "db">, actor: Actor | null, examId: string) {
  const member = authorize(actor, canEnterCompetitions, "Only approved franchise partners and administrators can see entries.");
  const [[exam], rows] = await db.batch([
    db
      .select()
      .from(competitions)
      .where(and(eq(competitions.id, examId), eq(competitions.kind, "level-exam"))),
    entriesQuery(db, member, examId),
  ]);
  if (!exam) throw notFound(LEVEL_EXAM_NOT_FOUND);
  const passMark = exam.passMark ?? 0;
  const entries: LevelExamEntry[] = rows.map((row) => {
    const { rank: _rank, award: _award, score, ...entry } = toEntryView(row, exam, member);
    return { ...entry, marks: score, passed: score === null ? null : score >= passMark };
  });
  return { levelExam: toLevelExam(exam, entries.length), entries };
}
