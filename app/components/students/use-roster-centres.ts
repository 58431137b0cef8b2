import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { RosterCentre } from "~/services/students.server";
import { ROSTER_CENTRES_PATH } from "./format";

/**
 * The reader's centres for the student form: those the page carried, or (a big network's admin,
 * whose page carries none) fetched the first time the form is wanted. Null until they are known.
 */
export function useRosterCentres(carried: RosterCentre[] | null, wanted: boolean): RosterCentre[] | null {
  const fetcher = useFetcher<{ centres: RosterCentre[] }>();
  const fetched = fetcher.data?.centres;
  const load = fetcher.load;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (carried === null && wanted && idle && !fetched) load(ROSTER_CENTRES_PATH);
  }, [carried, wanted, idle, fetched, load]);
  return carried ?? fetched ?? null;
}
