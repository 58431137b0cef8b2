import { useFetcher } from "@remix-run/react";
import { useCallback, useState } from "react";

export type ListPage<Item> = { items: Item[]; hasMore: boolean; nextOffset: number | null };

type Appended<Item> = ListPage<Item> & { scope: string; seen: unknown };

/**
 * "Load more" for a server-rendered list: the next pages come from the page's own loader (a
 * fetcher) and are appended below the first page, which Remix keeps fresh itself. Rows are merged
 * by id, a page Remix revalidates replaces its rows, and a new `scope` (another filter or tab)
 * starts over. `update` applies a change made on this page to the appended rows.
 */
export function useAppendedPages<Item extends { id: string }, Data>(
  first: ListPage<Item>,
  scope: string,
  pick: (data: Data) => (ListPage<Item> & { scope: string }) | null,
) {
  const fetcher = useFetcher<Data>();
  const fresh = (): Appended<Item> => ({ scope, items: [], hasMore: first.hasMore, nextOffset: first.nextOffset, seen: fetcher.data });
  const [state, setState] = useState<Appended<Item>>(fresh);
  let current = state.scope === scope ? state : fresh();

  const page = fetcher.data ? pick(fetcher.data) : null;
  if (page && fetcher.data !== current.seen && page.scope === scope) {
    const byId = new Map(current.items.map((item) => [item.id, item]));
    for (const item of page.items) byId.set(item.id, item);
    current = { ...current, items: [...byId.values()], hasMore: page.hasMore, nextOffset: page.nextOffset, seen: fetcher.data };
  }
  if (current !== state) setState(current);

  const shown = new Set(first.items.map((item) => item.id));
  const pagedFurther = current.items.length > 0;
  const update = useCallback((change: (items: Item[]) => Item[]) => setState((value) => ({ ...value, items: change(value.items) })), []);
  return {
    items: [...first.items, ...current.items.filter((item) => !shown.has(item.id))],
    hasMore: pagedFurther ? current.hasMore : first.hasMore,
    nextOffset: pagedFurther ? current.nextOffset : first.nextOffset,
    loading: fetcher.state !== "idle",
    load: (href: string) => {
      if (fetcher.state === "idle") fetcher.load(href);
    },
    update,
  };
}
