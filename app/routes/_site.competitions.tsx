import { translatorOf } from "~/i18n/translate";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompetitionsPage, type CompetitionsPageData } from "~/components/competitions/competitions-page";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery, pageOf } from "~/lib/pagination.server";
import { canManageContent } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { categoryWarning, createCompetition, deleteCompetition, listCompetitions, updateCompetition } from "~/services/competitions.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { COMPETITION_FAILURES } from "~/lib/content-failures";
import { competitionActionSchema, competitionListFilters, registrationFromForm } from "~/validation/competitions";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("competitions.title", { site: SITE_NAME }) }, { name: "description", content: t("competitions.description") }];
};

/** The list with the page's words. */
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await listPage(args)),
  messages: pageMessages(args.request, "competitions"),
});

async function listPage(args: LoaderFunctionArgs): Promise<CompetitionsPageData> {
  const user = await optionalActor(args);
  const canManage = canManageContent(user);
  const query = pageListQuery(new URL(args.request.url), competitionListFilters, 12);
  const category = query.category ?? null;
  try {
    const { items, nextOffset } = pageOf(await listCompetitions(depsFrom(args.context), query), query);
    const competitions = items.map((competition) => ({ ...competition, categoryWarning: canManage ? categoryWarning(competition) : null }));
    return { competitions, category, nextOffset, canManage, loadFailed: false };
  } catch (error) {
    // The spec's 'Failed to fetch competitions': the page stays, with the message.
    console.error("Loading competitions failed", error);
    return { competitions: [], category, nextOffset: null, canManage, loadFailed: true };
  }
}

export const action = pageAction({
  guard: requireAdmin,
  schema: competitionActionSchema,
  failures: COMPETITION_FAILURES,
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    create: async ({ deps, actor, input, form }) => {
      await createCompetition(deps, actor, { ...input, ...registrationFromForm(input), imageUrl: imageFromForm(input.imageUrl, form) });
      return { message: "Competition created successfully" };
    },
    update: async ({ deps, actor, input, form }) => {
      await updateCompetition(deps, actor, { ...input, ...registrationFromForm(input), imageUrl: imageFromForm(input.imageUrl, form) });
      return { message: "Competition updated successfully" };
    },
    delete: async ({ deps, actor, input }) => {
      await deleteCompetition(deps, actor, input.id);
      return { message: "Competition deleted successfully" };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(COMPETITION_FAILURES);

export default function CompetitionsRoute() {
  const data = useLoaderData<typeof loader>();
  return <CompetitionsPage data={data} />;
}
