import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A list a page does not carry (too long to send with every page: every partner account, every
 * centre of a big network), fetched from `path` (a JSON answer holding it under `key`) the first time
 * it is `wanted`. Null until it has come.
 */
export function useListOnDemand<Item>(path: string, key: string, wanted: boolean): Item[] | null {
  const fetcher = useFetcher<Record<string, unknown>>();
  const load = fetcher.load;
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    load(path);
  }, [wanted, path, load]);
  const items = fetcher.data?.[key];
  return Array.isArray(items) ? (items as Item[]) : null;
}
