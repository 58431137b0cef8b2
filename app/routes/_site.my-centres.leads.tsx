import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { PartnerAreaLinks } from "~/components/kit/partner-area-links";
import { LeadList } from "~/components/leads/lead-list";
import { PageHero } from "~/components/page-hero";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireKitAccess } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { leadPageAction } from "~/page-actions/leads.server";
import { pageListQuery } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { LEAD_NEXT_STATUSES, LEADS_PER_PAGE, listLeads } from "~/services/leads.server";
import { LEAD_FAILURES } from "~/validation/leads";
import { heroLinks } from "~/web/hero-slides";
import { REASSIGN_PARAM } from "~/components/leads/lead-centre-picker";
import { formatCount } from "~/lib/counts";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Demo Bookings | ${SITE_NAME}` },
  { name: "description", content: "The free demo classes parents booked at your centres." },
  { name: "robots", content: "noindex" },
];

const LEADS_PATH = "/my-centres/leads";

/** The session's user, then one batch: a page of the demo bookings of the partner's own centres (`?offset=`), and their centres. Admins work leads on the dashboard. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  if (isAdmin(user)) throw redirect("/admin/leads");
  const url = new URL(args.request.url);
  const page = { ...pageListQuery(url, {}, LEADS_PER_PAGE), allCentres: url.searchParams.has(REASSIGN_PARAM) };
  const { leads, hasMore, nextOffset, staleNewCount, centres } = await listLeads(depsFrom(args.context), user, { type: "demo" }, page);
  return { leads, hasMore, nextOffset, staleNewCount, centres, nextStatuses: LEAD_NEXT_STATUSES };
}

type LeadsData = Awaited<ReturnType<typeof loader>>;

export const action = pageAction({ guard: requireKitAccess, ...leadPageAction });

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(LEAD_FAILURES);

export default function MyCentreLeadsRoute() {
  const data = useLoaderData<typeof loader>();
  const { leads, staleNewCount, centres, nextStatuses } = data;
  return (
    <>
      <PageHero title="Demo Bookings" compact>
        Parents who booked a free demo class at your centres. Call them within one working day.
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
        <PartnerAreaLinks isAdmin={false} current={LEADS_PATH} />
        <div>
          <p
            className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${staleNewCount ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
          >
            <Icon name={staleNewCount ? "triangle-alert" : "circle-check"} className="size-4" />
            {staleNewCount === 1 ? "1 booking still new after 24 hours" : `${formatCount(staleNewCount)} bookings still new after 24 hours`}
          </p>
        </div>
        {centres?.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            No centre is linked to your account yet. The admin links your centres.
          </p>
        ) : leads.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">No demo bookings yet.</p>
        ) : (
          <section aria-labelledby="bookings-heading">
            <h2 id="bookings-heading" className="sr-only">
              Bookings
            </h2>
            <LeadList<Partial<LeadsData>>
              page={data}
              nextStatuses={nextStatuses}
              centres={centres}
              action={LEADS_PATH}
              hrefFor={(offset) => (offset ? `${LEADS_PATH}?offset=${offset}` : LEADS_PATH)}
              pick={(fetched) =>
                fetched.leads
                  ? { leads: fetched.leads, hasMore: fetched.hasMore ?? false, nextOffset: fetched.nextOffset ?? null, scope: LEADS_PATH }
                  : null
              }
            />
          </section>
        )}
      </div>
    </>
  );
}
