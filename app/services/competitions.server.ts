import { and, asc, desc, eq, gte, isNull, lte } from "drizzle-orm";
import { competitions, type CompetitionCategory, type CompetitionRow } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { notFound } from "~/lib/errors";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import type { Pagination } from "~/lib/pagination.server";
import { authorize, canManageContent, type Actor } from "~/lib/permissions";
import type { CompetitionInput } from "~/validation/competitions";
import { activityEntry, changedFields } from "./activity.server";
import type { Deps } from "./deps.server";
import { createWithImage, deleteImage, saveWithImage, type WithImageInput } from "./images.server";

export type Competition = CompetitionRow;

/** A competition taking entries on `today` (a day in India): its deadline not passed, registration not closed. */
export const openForEntries = (today: string = indiaDate()) =>
  and(gte(competitions.registrationDeadline, today), isNull(competitions.registrationClosedAt))!;
type ImageDeps = Pick<Deps, "db" | "images">;
/** A competition as a page or the API sends it; a page's image may be an upload with its small version. */
export type CompetitionPayload = WithImageInput<CompetitionInput>;

const MANAGE = "Only administrators can manage competitions.";
const NOT_FOUND = "Competition not found.";

/**
 * What an admin is shown when a competition's category disagrees with its date, else null. The
 * category stays the admin's to set (the specification lets them); the page only points it out.
 */
export function categoryWarning({ category, date }: Pick<CompetitionRow, "category" | "date">, today = indiaDate()): string | null {
  if (date < today && category !== "completed") return `Marked ${category}, but its date (${formatPublishedDate(date)}) has passed.`;
  if (date > today && category === "completed") return `Marked completed, but its date (${formatPublishedDate(date)}) is still to come.`;
  return null;
}

/**
 * The public list: newest first (by date, then creation), and the upcoming ones soonest first (the
 * next one is what a parent looks for); one page of it (one row more, see pageOf), in one query.
 */
export async function listCompetitions(
  { db }: Pick<Deps, "db">,
  { category, limit, offset }: Pagination & { category?: CompetitionCategory },
) {
  return readTogether(
    db,
    db
      .select()
      .from(competitions)
      // Level exams are the centres' business, not a public event.
      .where(and(eq(competitions.kind, "competition"), category ? eq(competitions.category, category) : undefined))
      .orderBy(
        ...(category === "upcoming"
          ? [asc(competitions.date), asc(competitions.createdAt)]
          : [desc(competitions.date), desc(competitions.createdAt)]),
      )
      .limit(limit + 1)
      .offset(offset),
  );
}

/** Competitions dated from `fromDate` to `toDate` (YYYY-MM-DD, both included), soonest first, at most 50. */
export async function listCompetitionsBetween({ db }: Pick<Deps, "db">, { fromDate, toDate }: { fromDate: string; toDate: string }) {
  return readTogether(
    db,
    db
      .select()
      .from(competitions)
      .where(and(gte(competitions.date, fromDate), lte(competitions.date, toDate)))
      .orderBy(asc(competitions.date), asc(competitions.createdAt))
      .limit(50),
  );
}

function columnsOf(input: CompetitionPayload) {
  return {
    title: input.title,
    description: input.description,
    date: input.date,
    location: input.location,
    participants: input.participants,
    category: input.category,
    type: input.type,
    prizes: input.prizes,
    buttonUrl: input.buttonUrl ?? null,
    ...registrationColumnsOf(input),
  };
}

/** Registration fields given (null clears one); a field left out keeps its value on an update, its default on a create. */
function registrationColumnsOf(input: CompetitionPayload) {
  const { registrationDeadline, entryFee, capacity, levels, course, reportingTime } = input;
  const given = { registrationDeadline, entryFee, capacity, levels, course, reportingTime };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<typeof given>;
}

const COMPETITION_FIELDS = {
  title: "title",
  description: "description",
  date: "date",
  location: "location",
  participants: "participants",
  category: "category",
  type: "type",
  prizes: "prizes",
  buttonUrl: "button link",
  imageUrl: "image",
  registrationDeadline: "registration deadline",
  entryFee: "entry fee",
  capacity: "capacity",
  levels: "levels",
  course: "course",
  reportingTime: "reporting time",
} as const;

export async function createCompetition({ db, images }: ImageDeps, actor: Actor | null, input: CompetitionPayload): Promise<Competition> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const id = crypto.randomUUID();
  return createWithImage(images, "competitions", input.imageUrl, async (imageUrl) => {
    const [[row]] = await db.batch([
      db
        .insert(competitions)
        .values({ id, ...columnsOf(input), imageUrl })
        .returning(),
      activityEntry(db, admin, {
        action: "competition.create",
        target: id,
        summary: `Added “${input.title}” on ${input.date} at ${input.location}`,
      }),
    ]);
    if (!row) throw new Error("Competition insert returned no row");
    return row;
  });
}

/**
 * Replaces the competition's fields. `imageUrl` left out keeps the image; null or "" removes it;
 * a new image replaces it. An image no longer used is deleted from R2 once the row is saved.
 */
export async function updateCompetition(
  { db, images }: ImageDeps,
  actor: Actor | null,
  { id, ...input }: CompetitionPayload & { id: string },
): Promise<Competition> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const existing = await db.select().from(competitions).where(eq(competitions.id, id)).get();
  if (!existing) throw notFound(NOT_FOUND);
  const row = await saveWithImage(images, "competitions", existing.imageUrl, input.imageUrl, async (imageUrl) => {
    const after = { ...columnsOf(input), imageUrl };
    const changes = changedFields(existing, after, COMPETITION_FIELDS) || "no changes";
    const [[saved]] = await db.batch([
      db.update(competitions).set(after).where(eq(competitions.id, id)).returning(),
      activityEntry(db, admin, { action: "competition.update", target: id, summary: `Edited “${existing.title}”: ${changes}` }),
    ]);
    return saved;
  });
  // Deleted meanwhile.
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteCompetition({ db, images }: ImageDeps, actor: Actor | null, id: string): Promise<Competition> {
  const admin = authorize(actor, canManageContent, MANAGE);
  const existing = await db.select({ title: competitions.title }).from(competitions).where(eq(competitions.id, id)).get();
  if (!existing) throw notFound(NOT_FOUND);
  const [[row]] = await db.batch([
    db.delete(competitions).where(eq(competitions.id, id)).returning(),
    activityEntry(db, admin, { action: "competition.delete", target: id, summary: `Deleted “${existing.title}”` }),
  ]);
  if (!row) throw notFound(NOT_FOUND);
  await deleteImage(images, row.imageUrl);
  return row;
}
