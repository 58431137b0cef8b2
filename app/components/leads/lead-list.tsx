import { useCallback } from "react";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages, type ListPage } from "~/components/use-appended-pages";
import type { LeadStatus } from "~/lib/enums";
import type { LeadView } from "~/services/leads.server";
import { LeadCard, type AssignableCentre } from "./lead-card";

/** A page of leads as a Leads page's loader answers it. */
export type LeadsPage = { leads: LeadView[]; hasMore: boolean; nextOffset: number | null };

/**
 * The leads of a Leads page, a page at a time: "Load more" is a link to the next page (it works
 * without JavaScript); with JavaScript the next page is appended in place. `hrefFor` is the page's
 * address with its filters (and an offset); `pick` finds the leads in the page's loader data.
 */
export function LeadList<Data>({
  page,
  nextStatuses,
  centres,
  action,
  hrefFor,
  pick,
  label,
}: {
  page: LeadsPage;
  nextStatuses: Record<LeadStatus, LeadStatus[]>;
  /** Null when too many to carry (a big network): a card's list is fetched when opened. */
  centres: AssignableCentre[] | null;
  action: string;
  hrefFor: (offset?: number) => string;
  pick: (data: Data) => (LeadsPage & { scope: string }) | null;
  label?: string;
}) {
  const more = useAppendedPages<LeadView, Data>(
    { items: page.leads, hasMore: page.hasMore, nextOffset: page.nextOffset },
    hrefFor(),
    (data) => {
      const found = pick(data);
      return found ? ({ ...found, items: found.leads } satisfies ListPage<LeadView> & { scope: string }) : null;
    },
  );
  const { update } = more;
  const onUpdated = useCallback((lead: LeadView) => update((leads) => leads.map((row) => (row.id === lead.id ? lead : row))), [update]);
  return (
    <>
      <ul className="space-y-4" aria-label={label}>
        {more.items.map((lead) => (
          <LeadCard key={lead.id} lead={lead} next={nextStatuses[lead.status]} centres={centres} action={action} onUpdated={onUpdated} />
        ))}
      </ul>
      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={hrefFor(more.nextOffset)} loading={more.loading} onLoad={more.load} />
      ) : null}
    </>
  );
}
