import { useCallback, useEffect, useRef, useState } from "react";

/** A list fetched on demand: the items once they have come, or `failed` (with `retry`) when they could not. */
export type ListOnDemand<Item> = { items: Item[] | null; failed: boolean; retry: () => void };

/**
 * A list a page does not carry (too long to send with every page: every partner account, every
 * centre of a big network), fetched from `path` (a JSON answer holding it under `key`) the first time
 * it is `wanted`. A failed fetch (offline, an error, a session that ended) says so and may be retried,
 * rather than leaving "Loading…" on screen.
 */
export function useListOnDemand<Item>(path: string, key: string, wanted: boolean): ListOnDemand<Item> {
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const askedAttempt = useRef(-1);
  useEffect(() => {
    if (!wanted || items || askedAttempt.current === attempt) return;
    askedAttempt.current = attempt;
    fetch(path, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const list = response.ok ? ((await response.json()) as Record<string, unknown>)[key] : null;
        if (!Array.isArray(list)) throw new Error(`${path} answered ${response.status} without its list`);
        setItems(list as Item[]);
      })
      .catch(() => setFailed(true));
  }, [wanted, items, attempt, path, key]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((previous) => previous + 1);
  }, []);
  return { items, failed, retry };
}
