import { and, desc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { LEVEL_PREFIX, levelNumberOf } from "~/lib/level-names";
import { courseName } from "~/lib/courses";
import { centrePartners, centres, competitionEntries, competitions, students } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import type { Award } from "~/lib/enums";
import { notFound } from "~/lib/errors";
import { pageOf, previousOffsetOf, type Pagination } from "~/lib/pagination.server";
import { authorize, canEnterCompetitions, isAdmin, type Actor } from "~/lib/permissions";
import { normalizeCertificateCode } from "~/validation/results";
import type { Deps } from "./deps.server";
import { RESULT_ORDER } from "./results.server";

// What published results show outside the admin's page: the public results list (first name and
// initial, and the centre: never a child's full name, date of birth or a phone), a certificate
// (the entry's own partner or an admin) and verifying a certificate's code (anyone). Before the
// results are published, none of these find anything. Each names the child as the certificate was
// issued (certificate_name, kept at publishing): renaming a student later changes none of them.

const published = isNotNull(competitions.resultsPublishedAt);
/** Published results that visitors may see: a competition's (a level exam's stay with the centre and the student's certificate). */
const publicResults = and(published, eq(competitions.kind, "competition"));
export const CERTIFICATE_NOT_FOUND = "Certificate not found.";
export const RESULTS_NOT_FOUND = "No published results for this competition.";

/** "Aarav Sharma" as "Aarav S.": the first name and the family name's initial; one name stays as it is. */
export function publicDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const initial = words.length > 1 ? Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase("en-IN") : "";
  return initial ? `${first} ${initial}.` : first;
}

export type PublicResult = { level: string; rank: number | null; award: Award; displayName: string; centre: string };

/** The competition, only once its results are published (unexecuted); `extra` adds columns. */
const publishedCompetition = <Extra extends Record<string, SQL.Aliased>>(db: Deps["db"], competitionId: string, extra: Extra) =>
  db
    .select({ id: competitions.id, title: competitions.title, date: competitions.date, location: competitions.location, ...extra })
    .from(competitions)
    .where(and(eq(competitions.id, competitionId), publicResults));

/** Its results (the entries with an award), in the order results are read (unexecuted). */
const publicResultRows = (db: Deps["db"], competitionId: string) =>
  db
    .select({
      level: competitionEntries.level,
      rank: competitionEntries.rank,
      award: sql<Award>`${competitionEntries.award}`,
      // Named only while the parent consents to publishing results (withdrawn: at once, cache included).
      name: sql<string>`iif(${students.consentResults}, coalesce(${competitionEntries.certificateName}, ${students.name}, ''), '')`,
      centre: sql<string>`iif(${students.consentResults}, coalesce(${centres.name}, ''), '')`,
    })
    .from(competitionEntries)
    .innerJoin(competitions, and(eq(competitions.id, competitionEntries.competitionId), publicResults))
    .leftJoin(students, eq(students.id, competitionEntries.studentId))
    .leftJoin(centres, eq(centres.id, competitionEntries.centreId))
    .where(and(eq(competitionEntries.competitionId, competitionId), isNotNull(competitionEntries.award)))
    .orderBy(...RESULT_ORDER);

/** What stands for a child whose parent has not consented to publishing their results. */
export const NAME_WITHHELD = "Name not published";

/** The rows as the public sees them: the child by first name and initial, or no name without consent. */
const toPublicResults = (rows: { level: string; rank: number | null; award: Award; name: string; centre: string }[]): PublicResult[] =>
  rows.map(({ name, ...row }) => ({ ...row, displayName: name ? publicDisplayName(name) : NAME_WITHHELD }));

/** A competition's published results, by level and rank, all of them (the API); 404 before they are published (or with no such competition). */
export async function getPublicResults({ db }: Pick<Deps, "db">, competitionId: string) {
  const [[competition], rows] = await db.batch([publishedCompetition(db, competitionId, {}), publicResultRows(db, competitionId)]);
  if (!competition) throw notFound(RESULTS_NOT_FOUND);
  return { competition, results: toPublicResults(rows) };
}

/** The public results page shows this many a page (a competition can have thousands), as the admin's sheet does. */
export const PUBLIC_RESULTS_PER_PAGE = 50;

/** A level's published results, counted over the whole competition. */
export type PublicLevelCount = { level: string; results: number; firstPlaces: number };

/** Per level, in the order results are read (spelled out: Drizzle leaves a one-table select's columns unqualified). */
const publicLevelCounts = sql<string>`(select json_group_array(json_object('level', c.level, 'results', c.results, 'firstPlaces', c.first_places))
  from (select e.level, count(*) as results, coalesce(sum(e.rank = 1), 0) as first_places
    from competition_entries e where e.competition_id = "competitions"."id" and e.award is not null group by e.level order by e.level) c)`;

/**
 * The public results page: the competition, its results counted per level and in all, and one page
 * of the results in reading order (a competition can have thousands), in one round trip; 404 before
 * they are published.
 */
export async function getPublicResultsPage({ db }: Pick<Deps, "db">, competitionId: string, page: Pagination) {
  const [[competition], rows] = await db.batch([
    publishedCompetition(db, competitionId, { levels: publicLevelCounts.as("level_counts") }),
    publicResultRows(db, competitionId)
      .limit(page.limit + 1)
      .offset(page.offset),
  ]);
  if (!competition) throw notFound(RESULTS_NOT_FOUND);
  const { levels, ...shown } = competition;
  const perLevel = JSON.parse(levels) as PublicLevelCount[];
  const { items, hasMore, nextOffset } = pageOf(rows, page);
  return {
    competition: shown,
    levels: perLevel,
    totals: {
      results: perLevel.reduce((total, level) => total + level.results, 0),
      firstPlaces: perLevel.reduce((total, level) => total + level.firstPlaces, 0),
    },
    results: toPublicResults(items),
    offset: page.offset,
    previousOffset: previousOffsetOf(page),
    nextOffset: hasMore ? nextOffset : null,
  };
}

/** The competitions with published results, newest first (the sitemap lists their results pages). */
export async function listPublishedResults({ db }: Pick<Deps, "db">, limit = 1000) {
  return readTogether(
    db,
    db
      .select({ id: competitions.id, publishedAt: sql<string>`${competitions.resultsPublishedAt}` })
      .from(competitions)
      .where(publicResults)
      .orderBy(desc(competitions.resultsPublishedAt))
      .limit(limit),
  );
}

/** Everything a certificate prints, and what its verification confirms. */
const certificateColumns = {
  entryId: competitionEntries.id,
  code: sql<string>`${competitionEntries.certificateCode}`,
  // As issued (set with the code at publishing): a roster edit since then does not change it.
  name: sql<string>`coalesce(${competitionEntries.certificateName}, ${students.name})`,
  level: competitionEntries.level,
  rollNumber: competitionEntries.rollNumber,
  award: sql<Award>`${competitionEntries.award}`,
  rank: competitionEntries.rank,
  score: competitionEntries.score,
  competition: competitions.title,
  // The entry's column, not competitions.id: a second "id" would shift every later column of a batched read.
  competitionId: competitionEntries.competitionId,
  date: competitions.date,
  location: competitions.location,
  centre: sql<string>`coalesce(${centres.name}, '')`,
  // Whether a check of the code may name the child: the parent's consent to publishing results.
  namedPublicly: students.consentResults,
  kind: competitions.kind,
  course: competitions.course,
  // A level certificate names the level as the course's programme does ("Level 3: Junior"), when it has one.
  levelTitle: sql<string | null>`(select cl.name from course_levels cl where cl.course = ${competitions.course}
    and cl.position = cast(substr(${competitionEntries.level}, ${LEVEL_PREFIX.length + 1}) as integer))`.as("level_title"),
};

/** What makes an entry's code a certificate: a competition's award, or a level exam's pass (only passes get codes). */
const certifies = or(isNotNull(competitionEntries.award), eq(competitions.kind, "level-exam"));

function certificateQuery(db: Deps["db"]) {
  return db
    .select(certificateColumns)
    .from(competitionEntries)
    .innerJoin(competitions, and(eq(competitions.id, competitionEntries.competitionId), published))
    .innerJoin(students, eq(students.id, competitionEntries.studentId))
    .leftJoin(centres, eq(centres.id, competitionEntries.centreId));
}

export type Certificate = NonNullable<Awaited<ReturnType<ReturnType<typeof certificateQuery>["get"]>>>;

/** One entry's certificate, for printing: the entry's own partner (a centre they run) or an admin; anyone else, or before publishing, 404. */
export async function getCertificate({ db }: Pick<Deps, "db">, actor: Actor | null, entryId: string): Promise<Certificate> {
  const member = authorize(actor, canEnterCompetitions, "Certificates are for the student's centre and administrators.");
  const owner = isAdmin(member)
    ? undefined
    : sql`exists (select 1 from ${centrePartners} where ${centrePartners.centreId} = ${competitionEntries.centreId} and ${centrePartners.userId} = ${member.id})`;
  const row = await certificateQuery(db)
    .where(and(eq(competitionEntries.id, entryId), isNotNull(competitionEntries.certificateCode), certifies, owner))
    .get();
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

/** A certificate of a child of this phone (the parents' page), once published; another family's: 404. */
export async function getParentCertificate({ db }: Pick<Deps, "db">, phone: string, entryId: string): Promise<Certificate> {
  const row = await certificateQuery(db)
    .where(
      and(eq(competitionEntries.id, entryId), isNotNull(competitionEntries.certificateCode), certifies, eq(students.parentPhone, phone)),
    )
    .get();
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

export type Verification =
  | { valid: true; type: "competition"; code: string; name: string; competition: string; award: Award; level: string; date: string }
  | LevelVerification
  | { valid: false };

/** A level certificate: the level passed, the day, the child by first name and initial, and the centre (no more of a child's data). */
export type LevelVerification = {
  valid: true;
  type: "level";
  code: string;
  name: string;
  course: string;
  level: number;
  levelName: string;
  exam: string;
  date: string;
  centre: string;
};

/** Anyone checks a certificate by its code (typed in any case, with or without the dash): what it certifies, or valid: false. */
export async function verifyCertificate({ db }: Pick<Deps, "db">, typed: string): Promise<Verification> {
  const code = normalizeCertificateCode(typed);
  if (!code) return { valid: false };
  const [row] = await readTogether(
    db,
    certificateQuery(db)
      .where(and(eq(competitionEntries.certificateCode, code), certifies))
      .limit(1),
  );
  if (!row) return { valid: false };
  if (row.kind === "level-exam") {
    const level = levelNumberOf(row.level);
    return {
      valid: true,
      type: "level",
      code: row.code,
      name: row.namedPublicly ? publicDisplayName(row.name) : NAME_WITHHELD,
      course: courseName(row.course!),
      level,
      levelName: row.levelTitle ?? row.level,
      exam: row.competition,
      date: row.date,
      centre: row.centre,
    };
  }
  const { code: issued, competition, award, level, date } = row;
  const name = row.namedPublicly ? row.name : NAME_WITHHELD;
  return { valid: true, type: "competition", code: issued, name, competition, award, level, date };
}
