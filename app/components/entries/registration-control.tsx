import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { registrationState } from "~/lib/registration";
import type { EntryActionData, EntryCompetition } from "./types";

/** Close registration early (entries and partners' withdrawals stop at once) or reopen it while the deadline has not passed. */
export function RegistrationControl({ competition, action }: { competition: EntryCompetition; action: string }) {
  const fetcher = useActionFetcher<EntryActionData>();
  const state = registrationState(competition);
  if (state === "none") return null;
  const closedEarly = competition.registrationClosedAt !== null;
  if (state === "closed" && !closedEarly) return null;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={closedEarly ? "reopen" : "close"} />
      <Button type="submit" variant={closedEarly ? "outline" : "dangerOutline"} disabled={fetcher.busy}>
        <Icon name={closedEarly ? "rotate-ccw" : "lock"} className="size-4" />
        {closedEarly ? "Reopen registration" : "Close registration now"}
      </Button>
    </fetcher.Form>
  );
}
