import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CompetitionsPage, type CompetitionsPageData } from "~/components/competitions/competitions-page";
import type { CompetitionActionData } from "~/components/competitions/types";
import { ServiceError } from "~/lib/errors.server";
import { readFormData } from "~/lib/form.server";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { runFormAction } from "~/lib/form-action.server";
import { getOptionalUser, requireAdmin } from "~/lib/guards.server";
import { pageOf } from "~/lib/pagination.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import {
  createCompetition,
  deleteCompetition,
  listCompetitions,
  readCompetitionListQuery,
  updateCompetition,
} from "~/services/competitions.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { competitionSchema, REQUIRED_FIELDS_MESSAGE } from "~/validation/competitions";

const PAGE_SIZE = 12;

export const meta: MetaFunction = () => [
  { title: `Competitions | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "State, international and event-level abacus, mental maths and phonics competitions for our students: dates, venues, prizes and results.",
  },
];

export async function loader(args: LoaderFunctionArgs): Promise<CompetitionsPageData> {
  const user = await getOptionalUser(args);
  const canManage = isAdmin(user);
  let query;
  try {
    query = readCompetitionListQuery(new URL(args.request.url), PAGE_SIZE);
  } catch {
    query = { category: undefined, limit: PAGE_SIZE, offset: 0 }; // a mistyped link shows everything
  }
  const category = query.category ?? null;
  try {
    const { items, nextOffset } = pageOf(await listCompetitions(args.context.db, query), query);
    return { competitions: items, category, nextOffset, canManage, loadFailed: false };
  } catch (error) {
    console.error("Loading competitions failed", error);
    return { competitions: [], category, nextOffset: null, canManage, loadFailed: true };
  }
}

const FAILURES = {
  create: "Failed to create competition",
  update: "Failed to update competition",
  delete: "Failed to delete competition",
} as const;

export async function action(args: ActionFunctionArgs): Promise<CompetitionActionData> {
  const user = await requireAdmin(args);
  const { request, context } = args;
  const url = new URL(request.url);
  const intent = url.searchParams.get("intent");
  const id = url.searchParams.get("id") ?? "";
  const deps = { db: context.db, bucket: context.cloudflare.env.IMAGES };

  if (intent === "delete") {
    try {
      await readFormData(request);
      await deleteCompetition(deps, user, id);
      return { ok: true, message: "Competition deleted successfully" };
    } catch (error) {
      if (error instanceof ServiceError) return { ok: false, message: error.message };
      console.error("Deleting a competition failed", error);
      return { ok: false, message: FAILURES.delete };
    }
  }
  if (intent !== "create" && intent !== "update") return { ok: false, message: "Unknown action." };

  const outcome = await runFormAction(
    request,
    competitionSchema,
    async (input, formData) => {
      const withImage = { ...input, imageUrl: imageFromForm(input.imageUrl, formData) };
      if (intent === "create") await createCompetition(deps, user, withImage);
      else await updateCompetition(deps, user, id, withImage);
      return { ok: true as const, message: intent === "create" ? "Competition created successfully" : "Competition updated successfully" };
    },
    { bodyLimit: IMAGE_FORM_BODY_LIMIT, unexpected: FAILURES[intent] },
  );
  if ("ok" in outcome) return outcome;
  const formErrors = outcome.result.error?.[""] ?? [];
  const message = formErrors.includes(REQUIRED_FIELDS_MESSAGE)
    ? REQUIRED_FIELDS_MESSAGE
    : (formErrors[0] ?? "Please correct the highlighted fields.");
  return { ok: false, message, result: outcome.result };
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((_kind, intent): CompetitionActionData => ({
  ok: false,
  message: FAILURES[intent === "update" || intent === "delete" ? intent : "create"],
}));

export default function CompetitionsRoute() {
  const data = useLoaderData<typeof loader>();
  return <CompetitionsPage data={data} />;
}
