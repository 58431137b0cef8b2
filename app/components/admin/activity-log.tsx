import { FilterChips } from "~/components/ui/filter-chips";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";
import type { ActivityView } from "~/services/activity.server";
import { ACTIVITY_KINDS, type ActivityKind } from "~/validation/activity";
import { adminTabHref } from "./types";
import { formatIndiaDateTime } from "~/lib/dates";

type ActivityPage = {
  activity: ActivityView[];
  hasMore: boolean;
  nextOffset: number | null;
  people: { id: string; name: string }[];
  filters: { actor?: string; kind?: ActivityKind };
};

const KIND_LABELS: Record<ActivityKind, string> = {
  user: "Users",
  settings: "Settings",
  product: "Kits",
  competition: "Competitions",
  photo: "Photos",
  blog: "Posts",
  order: "Orders",
  lead: "Leads",
  centre: "Centres",
  student: "Students",
  whatsapp: "WhatsApp answers",
};

/** The kind of change in words ("Orders" for `order.status`): the machine key stays in the API's answer. */
const kindLabel = (action: string) => KIND_LABELS[action.split(".")[0] as ActivityKind] ?? "Other";

/** The Activity tab with the given filters (and offset), for links. */
const activityHref = (filters: ActivityPage["filters"], offset?: number) =>
  adminTabHref("activity", { actor: filters.actor, kind: filters.kind, offset });

/** What administrators changed, and partners' own orders, payment reports, students and entries, newest first; nobody can edit or delete it here. */
export function ActivityLog({ page }: { page: ActivityPage }) {
  const { filters } = page;
  const scope = `activity:${filters.actor ?? ""}:${filters.kind ?? ""}`;
  const more = useAppendedPages<ActivityView, Partial<ActivityPage>>(
    { items: page.activity, hasMore: page.hasMore, nextOffset: page.nextOffset },
    scope,
    (data) => (data.activity ? { items: data.activity, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope } : null),
  );
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold text-brand-900">Activity</h3>
        <p className="text-sm text-slate-600">Who changed what, newest first. The log is kept as it was written.</p>
      </div>
      <FilterChips
        label="Kind of change"
        items={[
          { key: "all", to: activityHref({ actor: filters.actor }), label: "All", active: !filters.kind },
          ...ACTIVITY_KINDS.map((kind) => ({
            key: kind,
            to: activityHref({ actor: filters.actor, kind }),
            label: KIND_LABELS[kind],
            active: filters.kind === kind,
          })),
        ]}
      />
      {page.people.length > 1 || filters.actor ? (
        <FilterChips
          label="Person"
          variant="subtle"
          items={[
            { key: "everyone", to: activityHref({ kind: filters.kind }), label: "Everyone", active: !filters.actor },
            ...page.people.map((person) => ({
              key: person.id,
              to: activityHref({ kind: filters.kind, actor: person.id }),
              label: person.name,
              active: filters.actor === person.id,
            })),
          ]}
        />
      ) : null}
      {more.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
          {filters.actor || filters.kind ? "Nothing matches these filters." : "No changes recorded yet."}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {more.items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.time} className="shrink-0 text-xs text-slate-600 sm:w-40">
                {formatIndiaDateTime(entry.time)}
              </time>
              <p className="min-w-0 break-words text-slate-800">
                <span className="font-semibold text-slate-900">{entry.actorName}</span> {entry.summary}
                <span className="ml-2 whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">
                  {kindLabel(entry.action)}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={activityHref(filters, more.nextOffset)} loading={more.loading} onLoad={more.load} />
      ) : null}
    </div>
  );
}
