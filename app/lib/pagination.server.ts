import { parseWith } from "./http.server";
import { z } from "~/validation/zod";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

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
export function readPagination(url: URL, defaultLimit = DEFAULT_PAGE_SIZE): Pagination {
  const limit = url.searchParams.get("limit");
  const offset = url.searchParams.get("offset");
  return parseWith(paginationSchema, { limit: limit === null ? defaultLimit : limit, offset: offset ?? undefined });
}

/** Splits the one-extra row read off a page: the rows to show and whether more exist. */
export function pageOf<Row>(rows: Row[], { limit, offset }: Pagination): { items: Row[]; hasMore: boolean; nextOffset: number | null } {
  const hasMore = rows.length > limit;
  return { items: hasMore ? rows.slice(0, limit) : rows, hasMore, nextOffset: hasMore ? offset + limit : null };
}
