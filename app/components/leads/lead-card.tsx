import { formatPhone, telHref } from "~/lib/indian-phones";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { useActionFetcher } from "~/components/use-action-result";
import { Button } from "~/components/ui/button";
import { COURSE_INFO } from "~/lib/courses";
import type { LeadStatus } from "~/lib/enums";
import { leadAnchor } from "~/lib/notification-links";
import type { LeadView } from "~/services/leads.server";
import { LeadCentrePicker } from "./lead-centre-picker";
import { LEAD_STATUS_LABELS, leadAge, MOVE_LABELS, STATUS_BADGE } from "./lead-labels";
import { formatIndiaDateTime, formatPublishedDate } from "~/lib/dates";

export type AssignableCentre = { id: string; name: string; city: string };

/**
 * One lead on a Leads tab (the admin's or a partner's): what the form said, its age, its notes, and
 * one form to move it on, add a note or put it at another centre (each submit button says which).
 */
export function LeadCard({
  lead,
  next,
  centres,
  action,
  onUpdated,
}: {
  lead: LeadView;
  next: LeadStatus[];
  /** Null when too many to carry (a big network): a card's list is fetched when opened. */
  centres: AssignableCentre[] | null;
  action: string;
  /** Told the lead as saved (a lead appended by "Load more" is not in the page's data Remix reloads). */
  onUpdated?: (lead: LeadView) => void;
}) {
  const fetcher = useActionFetcher({
    successTitle: "Lead updated",
    resetOnSuccess: true,
    onSuccess: (result) => {
      if (result.data) onUpdated?.(result.data as LeadView);
    },
  });
  const id = leadAnchor(lead.id);
  const stale = lead.status === "new" && lead.ageHours >= 24;
  const closed = next.length === 0;
  return (
    <li id={id} aria-labelledby={`${id}-name`} className="scroll-mt-20 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-bold text-slate-900">
            {lead.anonymisedAt ? "Anonymised lead" : lead.name}
            <span className="ml-2 text-sm font-medium text-slate-600">{lead.type === "demo" ? "Demo class" : "Franchise enquiry"}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {formatIndiaDateTime(lead.createdAt)}
            {lead.centreName ? ` · ${lead.centreName}` : ""}
            {lead.city ? ` · ${lead.city}` : ""}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {lead.status === "new" ? (
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-bold ${stale ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-700"}`}
            >
              New for {leadAge(lead.ageHours)}
            </span>
          ) : null}
          <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATUS_BADGE[lead.status]}`}>
            {LEAD_STATUS_LABELS[lead.status]}
          </span>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <Detail term="Phone">
          {lead.phone ? (
            <a href={telHref(lead.phone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {formatPhone(lead.phone)}
            </a>
          ) : (
            "—"
          )}
        </Detail>
        {lead.type === "demo" ? (
          <>
            <Detail term="Child">{lead.childName ? `${lead.childName}, ${lead.childAge}` : "—"}</Detail>
            <Detail term="Course">{lead.course ? COURSE_INFO[lead.course].name : "—"}</Detail>
            <Detail term="Preferred time">
              {[lead.preferredDate ? formatPublishedDate(lead.preferredDate) : null, lead.preferredTime].filter(Boolean).join(", ") ||
                "Any"}
            </Detail>
            <Detail term="Reference">{lead.reference}</Detail>
          </>
        ) : (
          <>
            <Detail term="Email">{lead.email ?? "—"}</Detail>
            <Detail term="Area">{lead.area || "—"}</Detail>
            <Detail term="Occupation">{lead.occupation || "—"}</Detail>
            <Detail term="Investment">{lead.investment || "—"}</Detail>
            {lead.message ? <Detail term="Message">{lead.message}</Detail> : null}
          </>
        )}
        {lead.lostReason ? <Detail term="Lost because">{lead.lostReason}</Detail> : null}
      </dl>
      {lead.notes.length ? (
        <ul aria-label="Notes" className="mt-3 space-y-2 border-l-2 border-brand-200 pl-3 text-sm">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className="whitespace-pre-line text-slate-800">{note.body}</p>
              <p className="text-xs text-slate-600">
                {note.authorName}, {formatIndiaDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" action={action} className="mt-4 grid gap-4 border-t border-slate-100 pt-4 lg:grid-cols-2">
        <input type="hidden" name="intent" value="updateLead" />
        <input type="hidden" name="id" value={lead.id} />
        <div className="space-y-2">
          <label className="block text-sm font-semibold text-slate-800">
            Note
            <textarea name="note" rows={2} className={`${inputClass} mt-1 font-normal`} placeholder="What was said, what happens next" />
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.busy}>
            <Icon name="pen-line" className="size-4" /> Add note
          </Button>
        </div>
        <div className="space-y-3">
          {closed ? (
            <p className="text-sm text-slate-600">This lead is closed.</p>
          ) : (
            <>
              <div className="flex flex-wrap gap-2">
                {next
                  .filter((status) => status !== "lost")
                  .map((status) => (
                    <Button key={status} type="submit" size="sm" name="status" value={status} disabled={fetcher.busy}>
                      {MOVE_LABELS[status]}
                    </Button>
                  ))}
              </div>
              <div className="flex items-end gap-2">
                <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
                  Lost reason
                  <input name="lostReason" className={`${inputClass} mt-1 font-normal`} placeholder="e.g. fees, distance" />
                </label>
                <Button
                  type="submit"
                  size="sm"
                  variant="dangerOutline"
                  name="status"
                  value="lost"
                  disabled={fetcher.busy}
                  className="mb-0.5"
                >
                  Mark lost
                </Button>
              </div>
            </>
          )}
          {lead.type === "demo" && (centres === null || centres.length > 1) ? (
            <LeadCentrePicker leadId={lead.id} current={lead.centreId} centres={centres} busy={fetcher.busy} />
          ) : null}
        </div>
      </fetcher.Form>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
