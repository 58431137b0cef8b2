import { Button } from "~/components/ui/button";
import type { ListOnDemand } from "~/components/use-list-on-demand";

/** What a form waiting on a list fetched on demand shows: "Loading …", or that it failed, with a way to try again. */
export function ListOnDemandStatus({ list, what, className = "" }: { list: ListOnDemand<unknown>; what: string; className?: string }) {
  if (list.failed)
    return (
      <div role="alert" className={`space-y-2 text-slate-800 ${className}`}>
        <p>Could not load {what}. Check the connection and try again.</p>
        <Button type="button" size="sm" variant="outline" onClick={list.retry}>
          Try again
        </Button>
      </div>
    );
  return (
    <p role="status" className={`text-slate-700 ${className}`}>
      Loading {what}…
    </p>
  );
}
