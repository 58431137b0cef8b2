import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompetitionRow } from "~/components/entries/competition-row";
import { PartnerAreaLinks } from "~/components/kit/partner-area-links";
import { PageHero } from "~/components/page-hero";
import { requireMember } from "~/web/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { listPartnerCompetitions } from "~/services/entry-pages.server";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Competitions | My Centres | ${SITE_NAME}` },
  { name: "description", content: "Enter your students in competitions, pay the entry fees and print hall tickets." },
  { name: "robots", content: "noindex" },
];

const PATH = "/my-centres/competitions";

/** The session's user, then one query: competitions open for registration and those the partner has entries in. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  if (isAdmin(user)) throw redirect("/admin/competitions");
  return { competitions: await listPartnerCompetitions(depsFrom(args.context), user) };
}

export default function PartnerCompetitionsRoute() {
  const { competitions } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Competitions" compact>
        Enter your students, pay the entry fees and print their hall tickets.
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
        <PartnerAreaLinks isAdmin={false} current={PATH} />
        {competitions.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            No competition is open for registration right now. We will tell you when one opens.
          </p>
        ) : (
          <ul className="space-y-4">
            {competitions.map((item) => (
              <CompetitionRow key={item.competition.id} {...item} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
