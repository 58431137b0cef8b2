import { Link } from "@remix-run/react";
import { useState } from "react";
import { CourseTags } from "~/components/centres/course-tags";
import { formatPhone } from "~/lib/indian-phones";
import { Icon } from "~/components/icon";
import { ConfirmDialog } from "~/components/modal";
import { PageLinks } from "~/components/page-links";
import { Button, LinkButton } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { useListOnDemand } from "~/components/use-list-on-demand";
import type { AdminCentreView } from "~/services/centres.server";
import { CentreFormDialog, type PartnerOption } from "./centre-form-dialog";
import { adminTabHref, adminTabPath, type AdminActionData } from "./types";
import { formatCount } from "~/lib/counts";

const PARTNER_CHOICES_PATH = "/admin/partner-choices";

type Editing = { centre: AdminCentreView | null } | null;

type CentresPage = {
  centres: AdminCentreView[];
  total: number;
  offset: number;
  previousOffset: number | null;
  nextOffset: number | null;
};

const pageHref = (offset: number) => adminTabHref("centres", { offset });

/** The Centres tab: every centre (inactive ones too), a page at a time, to add, edit, deactivate or reactivate, and delete. */
export function CentresTab({ page }: { page: CentresPage }) {
  const { centres, total, offset, previousOffset, nextOffset } = page;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCentreView | null>(null);
  // Every partner account a centre may be given: fetched when the form first opens.
  const partners = useListOnDemand<PartnerOption>(PARTNER_CHOICES_PATH, "partners", editing !== null);
  const changer = useActionFetcher<AdminActionData>({ errorTitle: "Failed to change the centre" });
  const deleter = useActionFetcher<AdminActionData>({ errorTitle: "Failed to delete centre", onSuccess: () => setDeleting(null) });
  const setActive = (centre: AdminCentreView, active: boolean) =>
    changer.submit(
      { intent: "setCentreActive", id: centre.id, active: active ? "on" : "" },
      { method: "post", action: adminTabPath("centres") },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-lg font-bold text-brand-900">Centres ({formatCount(total)})</h3>
          <p className="text-sm text-slate-600">
            Parents find active centres on{" "}
            <Link to="/centres" className="font-semibold text-brand-700 underline">
              /centres
            </Link>
            . Partners linked to a centre edit its phone, WhatsApp, timings, fees and photo.
          </p>
        </div>
        <Button onClick={() => setEditing({ centre: null })} className="shadow-sm">
          <Icon name="plus" className="size-5" />
          Add centre
        </Button>
      </div>
      {total === 0 ? <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">No centres yet. Add the first one.</p> : null}
      <ul className="space-y-3">
        {centres.map((centre) => (
          <li
            key={centre.id}
            className={`rounded-xl border p-4 ${centre.active ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"}`}
          >
            <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
              <div className="min-w-0 space-y-2">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={`/centres/${centre.slug}`} className="text-base font-bold text-brand-900 hover:underline">
                    {centre.name}
                  </Link>
                  {centre.active ? null : (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Inactive</span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {centre.area}, {centre.city} {centre.pincode} · {formatPhone(centre.phone)}
                </p>
                <CourseTags courses={centre.courses} />
                <p className="text-sm text-slate-600">
                  Partners: {centre.partnerNames.length ? centre.partnerNames.join(", ") : "none linked"}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <LinkButton size="sm" variant="outline" to={`/my-centres/students?centreId=${centre.id}`}>
                  <Icon name="users" className="size-4" />
                  Students<span className="sr-only"> of {centre.name}</span>
                </LinkButton>
                <Button size="sm" variant="outline" onClick={() => setEditing({ centre })}>
                  <Icon name="pencil" className="size-4" />
                  Edit<span className="sr-only"> {centre.name}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setActive(centre, !centre.active)} disabled={changer.busy}>
                  <Icon name={centre.active ? "eye-off" : "eye"} className="size-4" />
                  {centre.active ? "Deactivate" : "Reactivate"}
                  <span className="sr-only"> {centre.name}</span>
                </Button>
                <Button size="sm" variant="dangerOutline" onClick={() => setDeleting(centre)}>
                  <Icon name="trash-2" className="size-4" />
                  Delete<span className="sr-only"> {centre.name}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <PageLinks
        label="Centre pages"
        noun="Centres"
        from={offset}
        shown={centres.length}
        total={total}
        previousHref={previousOffset !== null ? pageHref(previousOffset) : null}
        nextHref={nextOffset !== null ? pageHref(nextOffset) : null}
      />
      <CentreFormDialog open={editing !== null} centre={editing?.centre ?? null} partners={partners} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete centre"
        message={
          deleting
            ? `Delete “${deleting.name}” for good? Parents will no longer find it. To hide it for a while, deactivate it instead.`
            : ""
        }
        busy={deleter.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleter.submit({ intent: "deleteCentre", id: deleting.id }, { method: "post", action: adminTabPath("centres") })
        }
      />
    </div>
  );
}
