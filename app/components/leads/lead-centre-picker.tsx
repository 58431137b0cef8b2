import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useListOnDemand } from "~/components/use-list-on-demand";
import { leadAnchor } from "~/lib/notification-links";
import type { AssignableCentre } from "./lead-card";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";

/** The query parameter that opens one lead's centre list as the page is rendered (the picker's link without JavaScript). */
export const REASSIGN_PARAM = "reassign";
/** Every centre a lead may be put at, for a page that could not carry them (a big network). */
const ASSIGNABLE_CENTRES_PATH = "/my-centres/leads/centres";

/**
 * "Move to another centre" on a demo lead's card: the centres' list is rendered only once it is
 * opened. A list of every centre on every card made the admin's Leads page 1.8 MB at a thousand
 * centres. Without JavaScript, opening it shows a link that renders this page with the list open.
 * The select and its button belong to the card's form. A page of a big network carries no centres
 * (`centres` null): the list is fetched when first opened (and the page asked to open a card renders
 * with every centre).
 */
export function LeadCentrePicker({
  leadId,
  current,
  centres,
  busy,
}: {
  leadId: string;
  current: string | null;
  centres: AssignableCentre[] | null;
  busy: boolean;
}) {
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get(REASSIGN_PARAM) === leadId;
  const [open, setOpen] = useState(asked);
  const fetched = useListOnDemand<AssignableCentre>(ASSIGNABLE_CENTRES_PATH, "centres", open && centres === null);
  const choices = centres ?? fetched.items;
  const withList = new URLSearchParams(location.search);
  withList.set(REASSIGN_PARAM, leadId);
  return (
    <details open={asked} onToggle={(event) => setOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Move to another centre</summary>
      {open && !choices ? (
        <ListOnDemandStatus list={fetched} what="the centres" className="mt-2" />
      ) : open && choices ? (
        <div className="mt-2 flex items-end gap-2">
          <label className="min-w-0 flex-1 font-semibold text-slate-800">
            Centre
            <select name="centreId" defaultValue={current ?? ""} className={`${inputClass} mt-1 font-normal`}>
              {choices.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {`${centre.name}, ${centre.city}`}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={busy} className="mb-0.5">
            Reassign
          </Button>
        </div>
      ) : (
        <a href={`${location.pathname}?${withList}#${leadAnchor(leadId)}`} className="mt-2 inline-block text-brand-700 underline">
          Show the centres
        </a>
      )}
    </details>
  );
}
