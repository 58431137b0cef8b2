import { useFetcher } from "@remix-run/react";
import { useState } from "react";

type Page<Item> = { items: Item[]; hasMore: boolean; nextOffset: number | null };

/**
 * "Load more": the next pages come from the page's own loader (`?tab=…&offset=…`) and are appended
 * below the first page, which Remix keeps fresh. Rows gone from the first page's answer
 * (a deleted user) are dropped by `removed`.
 */
export function useLoadMore<Item extends { id: string }, Data>(first: Page<Item>, pick: (data: Data) => Page<Item> | null) {
  const fetcher = useFetcher<Data>();
  const [state, setState] = useState<{ items: Item[]; hasMore: boolean; nextOffset: number | null; seen: unknown; removed: Set<string> }>({
    items: [],
    hasMore: first.hasMore,
    nextOffset: first.nextOffset,
    seen: null,
    removed: new Set(),
  });
  let current = state;
  const page = fetcher.data ? pick(fetcher.data) : null;
  if (fetcher.data && page && fetcher.data !== current.seen) {
    const byId = new Map(current.items.map((item) => [item.id, item]));
    for (const item of page.items) byId.set(item.id, item);
    current = { ...current, items: [...byId.values()], hasMore: page.hasMore, nextOffset: page.nextOffset, seen: fetcher.data };
  }
  if (current !== state) setState(current);

  const shown = new Set(first.items.map((item) => item.id));
  const appended = current.items.filter((item) => !shown.has(item.id) && !current.removed.has(item.id));
  const pagedFurther = current.items.length > 0;
  return {
    items: [...first.items, ...appended],
    hasMore: pagedFurther ? current.hasMore : first.hasMore,
    nextOffset: pagedFurther ? current.nextOffset : first.nextOffset,
    loading: fetcher.state !== "idle",
    load: (href: string) => {
      if (fetcher.state === "idle") fetcher.load(href);
    },
    remove: (id: string) => setState((value) => ({ ...value, removed: new Set([...value.removed, id]) })),
  };
}
