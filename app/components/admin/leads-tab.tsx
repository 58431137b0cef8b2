import { Form } from "@remix-run/react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { LeadList } from "~/components/leads/lead-list";
import { LEAD_STATUS_LABELS } from "~/components/leads/lead-labels";
import { Button } from "~/components/ui/button";
import { LEAD_STATUSES } from "~/lib/enums";
import type { loader } from "~/routes/_site.admin.leads";
import { adminTabPath } from "./types";
import { formatCount } from "~/lib/counts";

type LeadsPage = Awaited<ReturnType<typeof loader>>;

/** The filters as a query string (the CSV download's and the pages'). */
const queryOf = (filters: LeadsPage["filters"]) =>
  new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1])).toString();

/** The tab's address with these filters (and a later page). */
function leadsHref(query: string, offset?: number) {
  const params = new URLSearchParams(query);
  if (offset) params.set("offset", String(offset));
  const search = params.toString();
  return `${adminTabPath("leads")}${search ? `?${search}` : ""}`;
}

/** The admin's Leads tab: every demo booking and franchise enquiry, filtered, worked and exported, 20 at a time. */
export function LeadsTab({ page }: { page: LeadsPage }) {
  const { filters, leads, staleNewCount, centres, nextStatuses } = page;
  const query = queryOf(filters);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${staleNewCount ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
        >
          <Icon name={staleNewCount ? "triangle-alert" : "circle-check"} className="size-4" />
          {staleNewCount === 1 ? "1 lead still new after 24 hours" : `${formatCount(staleNewCount)} leads still new after 24 hours`}
        </p>
        <a
          href={`/admin/exports/leads.csv${query ? `?${query}` : ""}`}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
        >
          <Icon name="arrow-down" className="size-4" /> Download CSV
        </a>
      </div>
      <Form
        method="get"
        action={adminTabPath("leads")}
        preventScrollReset
        className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        <Filter label="Type">
          <select name="type" defaultValue={filters.type ?? ""} className={inputClass}>
            <option value="">All</option>
            <option value="demo">Demo classes</option>
            <option value="franchise">Franchise enquiries</option>
          </select>
        </Filter>
        <Filter label="Status">
          <select name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Filter>
        <Filter label="Centre">
          {centres ? (
            <select name="centreId" defaultValue={filters.centreId ?? ""} className={inputClass}>
              <option value="">All</option>
              {centres.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name}
                </option>
              ))}
            </select>
          ) : (
            // A big network: part of a centre's name, not a list of every centre.
            <input name="centre" defaultValue={filters.centre ?? ""} placeholder="Centre name" className={inputClass} autoComplete="off" />
          )}
        </Filter>
        <Filter label="City">
          <input name="city" defaultValue={filters.city ?? ""} className={inputClass} autoComplete="off" />
        </Filter>
        <Filter label="From">
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={inputClass} />
        </Filter>
        <Filter label="To">
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={inputClass} />
        </Filter>
        <div className="flex items-end">
          <Button type="submit" block>
            Filter
          </Button>
        </div>
      </Form>
      {leads.length ? (
        <LeadList<Partial<LeadsPage>>
          page={page}
          nextStatuses={nextStatuses}
          centres={centres}
          action={adminTabPath("leads")}
          hrefFor={(offset) => leadsHref(query, offset)}
          pick={(data) =>
            data.leads && data.filters
              ? {
                  leads: data.leads,
                  hasMore: data.hasMore ?? false,
                  nextOffset: data.nextOffset ?? null,
                  scope: leadsHref(queryOf(data.filters)),
                }
              : null
          }
        />
      ) : (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">No leads match these filters.</p>
      )}
    </div>
  );
}

function Filter({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="block space-y-1 text-sm font-semibold text-slate-800">
      <span>{label}</span>
      {children}
    </label>
  );
}
