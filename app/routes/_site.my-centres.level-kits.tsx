import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PartnerAreaLinks } from "~/components/kit/partner-area-links";
import { CentreLevelKitsCard } from "~/components/level-exams/centre-level-kits";
import { PageHero } from "~/components/page-hero";
import { indiaDate } from "~/lib/dates";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { LEVEL_KIT_WEEKS, levelKitsByCentre } from "~/services/level-kits.server";
import { requireMember } from "~/web/guards.server";
import { heroLinks } from "~/web/hero-slides";

export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Kits for the coming levels | My Centres | ${SITE_NAME}` },
  { name: "description", content: "The kits your students need as they move up a level, ready to order." },
  { name: "robots", content: "noindex" },
];

const PATH = "/my-centres/level-kits";

/** The session's user, then one query: each of the partner's centres with the students who need a level's kit now or soon. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  if (isAdmin(user)) throw redirect("/admin");
  const today = indiaDate();
  return { userId: user.id, today, weeks: LEVEL_KIT_WEEKS, centres: await levelKitsByCentre(depsFrom(args.context), user, today) };
}

export default function LevelKitsRoute() {
  const { userId, today, weeks, centres } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Kits for the coming levels" compact>
        Students who started a level in the last {weeks} weeks, or will be due for the next one within {weeks} weeks, and the kits that
        means.
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
        <PartnerAreaLinks isAdmin={false} current={PATH} />
        {centres.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            No student of your centres has started a level lately or is due for the next one soon.
          </p>
        ) : (
          centres.map((centre) => <CentreLevelKitsCard key={centre.centreId} centre={centre} userId={userId} today={today} />)
        )}
      </div>
    </>
  );
}
