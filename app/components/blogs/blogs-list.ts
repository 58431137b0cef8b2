// The blog list's addresses (category and status filters, offset) and its "Load more" pages.
import { useAppendedPages } from "~/components/use-appended-pages";
import type { BlogsPageData, StatusFilter } from "./blogs-page";
import type { BlogCategoryValue, BlogItem } from "./format";

export function listHref(category: BlogCategoryValue | null, status: StatusFilter | null, offset?: number) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (status && status !== "all") params.set("status", status);
  if (offset) params.set("offset", String(offset));
  const query = params.toString();
  return query ? `/blogs?${query}` : "/blogs";
}

/** Posts appended by "Load more" (Remix revalidates them after every change); a new filter starts over. */
export function useMorePages(data: BlogsPageData) {
  const scopeOf = (page: BlogsPageData) => `${page.category ?? ""}|${page.status ?? ""}`;
  return useAppendedPages<BlogItem, BlogsPageData>(
    { items: data.blogs, hasMore: data.hasMore, nextOffset: data.nextOffset },
    scopeOf(data),
    (page) => ({
      items: page.blogs,
      hasMore: page.hasMore,
      nextOffset: page.nextOffset,
      scope: scopeOf(page),
    }),
  );
}
