import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { localeOf, pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogsPage, type BlogsPageData } from "~/components/blogs/blogs-page";
import { PageHero } from "~/components/page-hero";
import { indiaDate } from "~/lib/dates";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, requireUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { canModerateBlogs, canWriteBlogs } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { createBlog, deleteBlog, listBlogs, listPinnedBlogs, pinBlog, toggleLike, unpinBlog, updateBlog } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { BLOG_FAILURES } from "~/lib/content-failures";
import { blogActionSchema, blogListFilters } from "~/validation/blogs";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("blogs.title", { site: SITE_NAME }) }, { name: "description", content: t("blogs.description") }];
};

/** The list with the page's words. */
export const loader = async (args: LoaderFunctionArgs) => ({ ...(await listPage(args)), messages: pageMessages(args.request, "blogs") });

async function listPage(args: LoaderFunctionArgs): Promise<BlogsPageData> {
  const user = await optionalActor(args);
  const admin = canModerateBlogs(user);
  const { category, status, ...page } = pageListQuery(new URL(args.request.url), blogListFilters, 12);
  const deps = depsFrom(args.context);
  // The page's own language first.
  const language = localeOf(args.request);
  const [list, pinned] = await Promise.all([
    listBlogs(deps, user, { category, status: admin ? status : undefined, ...page, language }),
    listPinnedBlogs(deps, user, language),
  ]);
  const canWrite = canWriteBlogs(user);
  // Admin markup is decided here: visitors never receive it.
  const filters = { category: category ?? null, status: admin ? (status ?? ("all" as const)) : null };
  return { ...list, pinned, ...filters, userId: user?.id ?? null, canWrite, isAdmin: admin, today: canWrite ? indiaDate() : null };
}

export const action = pageAction({
  // Every form here needs a signed-in user with a password of their own (likes too).
  guard: requireUser,
  schema: blogActionSchema,
  failures: BLOG_FAILURES,
  bodyLimit: IMAGE_FORM_BODY_LIMIT,
  handlers: {
    create: async ({ deps, actor, input, form }) => {
      await createBlog(deps, actor, { ...input, imageUrl: imageFromForm(input.image ?? input.imageUrl, form) });
      return { message: "Blog created successfully" };
    },
    update: async ({ deps, actor, input, form }) => {
      await updateBlog(deps, actor, { ...input, imageUrl: imageFromForm(input.image ?? input.imageUrl, form) });
      return { message: "Blog updated successfully" };
    },
    delete: async ({ deps, actor, input }) => {
      await deleteBlog(deps, actor, input.id);
      return { message: "Blog deleted successfully" };
    },
    pin: async ({ deps, actor, input }) => ({ message: "Blog pinned", data: await pinBlog(deps, actor, input.id) }),
    unpin: async ({ deps, actor, input }) => ({ message: "Blog unpinned", data: await unpinBlog(deps, actor, input.id) }),
    like: async ({ deps, actor, input }) => ({ message: "Like saved", data: await toggleLike(deps, actor, input.id) }),
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(BLOG_FAILURES);

export default function BlogsRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("blogs.heading")}>{t("blogs.intro")}</PageHero>
      <BlogsPage data={data} />
    </>
  );
}
