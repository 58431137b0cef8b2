import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { COMPETITION_CATEGORIES, competitions, type CompetitionCategory, type CompetitionRow } from "~/db/schema";
import { invalidInput, notAllowed, notFound, ServiceError } from "~/lib/errors.server";
import { parseWith, readJsonValue } from "~/lib/http.server";
import { readPagination, type Pagination } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { z } from "~/validation/zod";
import { competitionSchema, REQUIRED_FIELDS_MESSAGE, type CompetitionInput } from "~/validation/competitions";
import { createWithImage, deleteImage, IMAGE_JSON_BODY_LIMIT, saveWithImage, type WithImageInput } from "./images.server";
import type { PublicUser } from "./users.server";

export type Competition = CompetitionRow;
type Deps = { db: Db; bucket: R2Bucket };
type Actor = PublicUser | null | undefined;

/** The public list: newest first (by date, then creation), one page of it, read in one query. */
export async function listCompetitions(
  db: Db,
  { category, limit, offset }: Pagination & { category?: CompetitionCategory },
): Promise<Competition[]> {
  return db
    .select()
    .from(competitions)
    .where(category ? eq(competitions.category, category) : undefined)
    .orderBy(desc(competitions.date), desc(competitions.createdAt))
    .limit(limit + 1)
    .offset(offset);
}

/** Competitions dated from `fromDate` to `toDate` (YYYY-MM-DD, both included), soonest first, at most 50. */
export async function listCompetitionsBetween(db: Db, fromDate: string, toDate: string): Promise<Competition[]> {
  return db
    .select()
    .from(competitions)
    .where(and(gte(competitions.date, fromDate), lte(competitions.date, toDate)))
    .orderBy(asc(competitions.date), asc(competitions.createdAt))
    .limit(50);
}

/**
 * A JSON payload checked against the shared schema; a missing required field answers the spec's
 * 'Please fill in all required fields', with each missing field named in `errors`.
 */
export function parseCompetitionPayload(data: unknown): CompetitionInput {
  try {
    return parseWith(competitionSchema, data);
  } catch (error) {
    if (error instanceof ServiceError && error.fieldErrors?.body?.includes(REQUIRED_FIELDS_MESSAGE)) {
      throw invalidInput(REQUIRED_FIELDS_MESSAGE, error.fieldErrors);
    }
    throw error;
  }
}

/** The JSON body of POST/PUT /api/competitions (it may carry the image as a data URL). */
export async function readCompetitionJson(request: Request): Promise<CompetitionInput> {
  return parseCompetitionPayload(await readJsonValue(request, IMAGE_JSON_BODY_LIMIT));
}

function requireAdminActor(actor: Actor) {
  if (!isAdmin(actor)) throw notAllowed("Only administrators can manage competitions.");
}

function columnsOf(input: WithImageInput<CompetitionInput>) {
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
  };
}

export async function createCompetition({ db, bucket }: Deps, actor: Actor, input: WithImageInput<CompetitionInput>): Promise<Competition> {
  requireAdminActor(actor);
  return createWithImage(bucket, "competitions", input.imageUrl, async (imageUrl) => {
    const row = await db
      .insert(competitions)
      .values({ ...columnsOf(input), imageUrl })
      .returning()
      .get();
    if (!row) throw new Error("Competition insert returned no row");
    return row;
  });
}

/**
 * Replaces the competition's fields. `imageUrl` left out keeps the image; null or "" removes it;
 * a new image replaces it. An image no longer used is deleted from R2 once the row is saved.
 */
export async function updateCompetition(
  { db, bucket }: Deps,
  actor: Actor,
  id: string,
  input: WithImageInput<CompetitionInput>,
): Promise<Competition> {
  requireAdminActor(actor);
  const existing = await db.select({ imageUrl: competitions.imageUrl }).from(competitions).where(eq(competitions.id, id)).get();
  if (!existing) throw notFound("Competition not found.");

  const row = await saveWithImage(bucket, "competitions", existing.imageUrl, input.imageUrl, (imageUrl) =>
    db
      .update(competitions)
      .set({ ...columnsOf(input), imageUrl })
      .where(eq(competitions.id, id))
      .returning()
      .get(),
  );
  // Deleted meanwhile.
  if (!row) throw notFound("Competition not found.");
  return row;
}

export async function deleteCompetition({ db, bucket }: Deps, actor: Actor, id: string): Promise<Competition> {
  requireAdminActor(actor);
  const row = await db.delete(competitions).where(eq(competitions.id, id)).returning().get();
  if (!row) throw notFound("Competition not found.");
  await deleteImage(bucket, row.imageUrl);
  return row;
}

const listQuerySchema = z.object({
  category: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(COMPETITION_CATEGORIES, { error: "category must be one of upcoming, ongoing, completed" }).optional(),
  ),
});

/** `?category=&limit=&offset=` of a list request (400 naming the parameter when malformed). */
export function readCompetitionListQuery(url: URL, defaultLimit: number) {
  const { category } = parseWith(listQuerySchema, { category: url.searchParams.get("category") ?? undefined });
  return { category, ...readPagination(url, defaultLimit) };
}
