import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mustChangePasswordFirst } from "../lib/permissions";
import { lowestFees } from "../services/courses.server";
import { depsFrom } from "../services/deps.server";
import { workOf } from "../services/first-screen.server";
import { latestGalleryItems } from "../services/gallery.server";
import { getSiteInfo } from "../services/site-info.server";
import { lowestFeeText } from "./course-page.server";
import { getOptionalUser } from "./guards.server";
import { localeOf, pageMessages, serverTranslator } from "../i18n/catalog.server";
import { homeContent, siteInfoIn } from "./home-content.server";
import { academyGraph } from "./structured-data";

// What the home page's loader answers: the site info, the newest photos, the person's own work (or a
// visitor's course fees), the page's words and its structured data.

/** The home page shows this many photos (SPEC: at most 6). */
const HIGHLIGHTS = 6;

export async function homePageData(args: LoaderFunctionArgs) {
  const { context, request } = args;
  const deps = depsFrom(context);
  const locale = localeOf(request);
  const [info, highlights, { work, fees }] = await Promise.all([
    getSiteInfo(deps, null, locale),
    listHighlights(context),
    visitorOrOwnWork(args),
  ]);
  const translator = serverTranslator(locale, "shell", "homeContent");
  const content = homeContent(translator);
  const courses = content.courses.map((card) => ({ ...card, feesFrom: lowestFeeText(fees[card.course]) }));
  return {
    info: siteInfoIn(translator, info),
    highlights,
    work,
    content: { ...content, courses },
    messages: pageMessages(request, "home"),
    structuredData: academyGraph(new URL(request.url).origin, info),
  };
}

/** The gallery preview is a nicety: if it cannot be read, the home page shows without photos. */
function listHighlights(context: LoaderFunctionArgs["context"]) {
  return latestGalleryItems(depsFrom(context), HIGHLIGHTS).catch((error: unknown) => {
    console.error("Gallery highlights could not be read", error);
    return [];
  });
}

/**
 * A signed-in partner or admin finds their own work first (read after the user: a second round
 * trip); a visitor, the courses' fees. An account still on its temporary password sees the page as
 * everyone does (it is sent to choose a password for anything of its own).
 */
async function visitorOrOwnWork(
  args: LoaderFunctionArgs,
): Promise<{ work: Awaited<ReturnType<typeof workOf>>; fees: Awaited<ReturnType<typeof lowestFees>> }> {
  const user = await getOptionalUser(args);
  if (!user) return { work: null, fees: await courseFees(args.context) };
  return { work: mustChangePasswordFirst(user) ? null : await workOf(depsFrom(args.context), user), fees: {} };
}

/** "Fees from" is a nicety too: without it, the course cards show without fees. */
function courseFees(context: LoaderFunctionArgs["context"]): ReturnType<typeof lowestFees> {
  return lowestFees(depsFrom(context)).catch((error: unknown) => {
    console.error("Course fees could not be read", error);
    return {};
  });
}
