import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { readTogether } from "~/db/read-together.server";
import { z } from "~/validation/zod";
import { ServiceError } from "./errors";
import { parseWith } from "./http.server";

const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

const paginationSchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 100" })
    .int("limit must be a whole number from 1 to 100")
    .min(1, "limit must be a whole number from 1 to 100")
    .max(MAX_PAGE_SIZE, "limit must be a whole number from 1 to 100")
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "offset must be a whole number, 0 or more" })
    .int("offset must be a whole number, 0 or more")
    .min(0, "offset must be a whole number, 0 or more")
    .default(0),
});

export type Pagination = z.infer<typeof paginationSchema>;

/**
 * `?limit=&offset=` of a list request (400 with the field named when malformed). Lists read one
 * row more than asked, so the answer can say whether there is more without counting everything.
 */
function readPagination(url: URL, defaultLimit = DEFAULT_PAGE_SIZE): Pagination {
  const limit = url.searchParams.get("limit");
  const offset = url.searchParams.get("offset");
  return parseWith(paginationSchema, { limit: limit === null ? defaultLimit : limit, offset: offset ?? undefined });
}

/** Splits the one-extra row read off a page: the rows to show and whether more exist. */
export function pageOf<Row>(rows: Row[], { limit, offset }: Pagination): { items: Row[]; hasMore: boolean; nextOffset: number | null } {
  const hasMore = rows.length > limit;
  return { items: hasMore ? rows.slice(0, limit) : rows, hasMore, nextOffset: hasMore ? offset + limit : null };
}

/** The offset of the page before this one (the first page's is 0); null on the first page. */
export const previousOffsetOf = ({ limit, offset }: Pagination): number | null => (offset > 0 ? Math.max(0, offset - limit) : null);

/** Any list query (Drizzle's select builder) that can be limited and offset. */
type PageableQuery<Row> = { limit: (count: number) => { offset: (count: number) => PromiseLike<Row[]> } };

/**
 * One page of a list query, in one statement: the rows to show and whether more exist. Given the
 * request's `db`, the read travels with the request's other independent reads (readTogether).
 */
export async function readPage<Row>(query: PageableQuery<Row>, page: Pagination, db?: Db) {
  const rows = query.limit(page.limit + 1).offset(page.offset);
  return pageOf(await (db ? (readTogether(db, rows as unknown as BatchItem<"sqlite">) as unknown as Promise<Row[]>) : rows), page);
}

/** A list's filters: a shape of fields, or an object schema when they are checked together (a date range). */
type ListFilters = z.ZodRawShape | z.ZodObject;
type FiltersOutput<Filters> = Filters extends z.ZodObject
  ? z.output<Filters>
  : Filters extends z.ZodRawShape
    ? z.output<z.ZodObject<Filters>>
    : never;

/**
 * A list's query string: its filters (`filters`, e.g. `{ category }`, built with listFilter) and
 * `?limit=&offset=`. Nonsense is a 400 naming the parameter (a ServiceError: JSON for the API; a
 * page loader answers it with pageListQuery).
 */
export function readListQuery<Filters extends ListFilters>(
  url: URL,
  filters: Filters,
  defaultLimit = DEFAULT_PAGE_SIZE,
): FiltersOutput<Filters> & Pagination {
  const schema: z.ZodObject = filters instanceof z.ZodObject ? filters : z.object(filters as z.ZodRawShape);
  const values = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, url.searchParams.get(key) ?? undefined]));
  return { ...(parseWith(schema, values) as FiltersOutput<Filters>), ...readPagination(url, defaultLimit) };
}

/** readListQuery for a page's loader: a link with nonsense in it gets the 400 page, not a 500. */
export function pageListQuery<Filters extends ListFilters>(url: URL, filters: Filters, defaultLimit?: number) {
  try {
    return readListQuery(url, filters, defaultLimit);
  } catch (error) {
    if (error instanceof ServiceError) throw new Response(error.message, { status: error.status, statusText: "Bad Request" });
    throw error;
  }
}
