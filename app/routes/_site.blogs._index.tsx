import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogsPage, type BlogsPageData, type StatusFilter } from "~/components/blogs/blogs-page";
import type { BlogActionData, BlogIntent } from "~/components/blogs/format";
import { PageHero } from "~/components/page-hero";
import { ServiceError } from "~/lib/errors.server";
import { answerFailedSubmissions } from "~/lib/failed-submission";
import { readFormData } from "~/lib/form.server";
import { getOptionalUser } from "~/lib/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import {
  canWriteBlogs,
  createBlog,
  deleteBlog,
  listBlogs,
  listPinnedBlogs,
  pinBlog,
  toggleLike,
  unpinBlog,
  updateBlog,
} from "~/services/blogs.server";
import { IMAGE_FORM_BODY_LIMIT, imageFromForm } from "~/services/images.server";
import { BLOG_CATEGORY_VALUES, BLOG_STATUS_VALUES, blogSchema } from "~/validation/blogs";
import { indiaDate } from "~/lib/dates";

export const meta: MetaFunction = () => [
  { title: `Educational Blogs | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Articles for parents and teachers on abacus, phonics and Vedic maths: learning tips, classroom stories and news from our centres in Maharashtra.",
  },
];

const PAGE_SIZE = 12;

export async function loader(args: LoaderFunctionArgs): Promise<BlogsPageData> {
  const url = new URL(args.request.url);
  const user = await getOptionalUser(args);
  const admin = isAdmin(user);
  // A chip link or nothing: an unknown value from a hand-made link shows everything.
  const category = BLOG_CATEGORY_VALUES.find((value) => value === url.searchParams.get("category")) ?? null;
  const requestedStatus = BLOG_STATUS_VALUES.find((value) => value === url.searchParams.get("status"));
  const status: StatusFilter | null = admin ? (requestedStatus ?? "all") : null;
  const offsetParam = Number(url.searchParams.get("offset") ?? 0);
  const offset = Number.isSafeInteger(offsetParam) && offsetParam > 0 ? offsetParam : 0;
  const { db } = args.context;
  const [page, pinned] = await Promise.all([
    listBlogs(db, user, { category: category ?? undefined, status: admin ? requestedStatus : undefined, limit: PAGE_SIZE, offset }),
    listPinnedBlogs(db, user),
  ]);
  const canWrite = canWriteBlogs(user);
  // Admin markup is decided here: visitors never receive it.
  return { ...page, pinned, category, status, userId: user?.id ?? null, canWrite, isAdmin: admin, today: canWrite ? indiaDate() : null };
}

const FAILURES: Record<BlogIntent, string> = {
  create: "Error creating blog",
  update: "Error updating blog",
  delete: "Error deleting blog",
  pin: "Could not pin blog (max 3 pinned)",
  unpin: "Could not unpin blog",
  like: "Could not like blog",
};
const SUCCESSES: Record<BlogIntent, string> = {
  create: "Blog created successfully",
  update: "Blog updated successfully",
  delete: "Blog deleted successfully",
  pin: "Blog pinned",
  unpin: "Blog unpinned",
  like: "Like saved",
};
const INTENTS = Object.keys(FAILURES) as BlogIntent[];

export async function action(args: ActionFunctionArgs): Promise<BlogActionData> {
  const user = await getOptionalUser(args);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: "/blogs" })}`);
  const { db, cloudflare } = args.context;
  const deps = { db, bucket: cloudflare.env.IMAGES };
  let formData: FormData;
  try {
    formData = await readFormData(args.request, IMAGE_FORM_BODY_LIMIT);
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, intent: null, message: error.message };
    throw error;
  }
  const intent = INTENTS.find((value) => value === formData.get("intent"));
  if (!intent) return { ok: false, intent: null, message: "Unknown action." };
  const id = String(formData.get("id") ?? "");

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: blogSchema });
    if (submission.status !== "success")
      return { ok: false, intent, message: "Please correct the highlighted fields.", result: submission.reply() };
    const image = formData.get("image");
    const file = image instanceof File && image.size > 0 ? imageFromForm(image, formData) : null;
    try {
      if (intent === "create") await createBlog(deps, user, submission.value, file);
      else await updateBlog(deps, user, id, submission.value, file);
      return { ok: true, intent, message: SUCCESSES[intent], result: submission.reply({ resetForm: true }) };
    } catch (error) {
      const message = failureMessage(intent, error);
      const fieldErrors = error instanceof ServiceError ? error.fieldErrors : undefined;
      return { ok: false, intent, message, result: submission.reply({ formErrors: [message], fieldErrors }) };
    }
  }

  try {
    if (intent === "delete") await deleteBlog(deps, user, id);
    else if (intent === "pin") await pinBlog(db, user, id);
    else if (intent === "unpin") await unpinBlog(db, user, id);
    else await toggleLike(db, user, id);
    return { ok: true, intent, message: SUCCESSES[intent] };
  } catch (error) {
    return { ok: false, intent, message: failureMessage(intent, error) };
  }
}

/** The service's own message, or a general one for the unexpected (which is logged). */
function failureMessage(intent: BlogIntent, error: unknown): string {
  if (error instanceof ServiceError) return error.message;
  console.error(`Blog ${intent} failed`, error);
  return FAILURES[intent];
}

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions((_kind, sent): BlogActionData => {
  const intent = INTENTS.find((value) => value === sent) ?? null;
  return { ok: false, intent, message: intent ? FAILURES[intent] : "Please try again." };
});

export default function BlogsRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Educational Blogs">
        Tips, stories and ideas on abacus, phonics and Vedic maths from our teachers and franchise partners.
      </PageHero>
      <BlogsPage data={data} />
    </>
  );
}
