import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiUser, requireApiUser } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { readPagination } from "~/lib/pagination.server";
import { createBlog, listBlogs } from "~/services/blogs.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { blogListQuerySchema, blogSchema } from "~/validation/blogs";

/** GET /api/blogs?category=&status= (optional auth): published posts, and drafts for those who may see them. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const url = new URL(args.request.url);
  const query = parseWith(blogListQuerySchema, Object.fromEntries(url.searchParams));
  const user = await getOptionalApiUser(args);
  const result = await listBlogs(args.context.db, user, {
    category: query.category === "all" ? undefined : query.category,
    status: query.status === "all" ? undefined : query.status,
    ...readPagination(url, 50),
  });
  return jsonOk(result);
});

/** POST /api/blogs: approved franchise partners and admins write posts. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(args);
  const input = await readJsonBody(args.request, blogSchema, IMAGE_JSON_BODY_LIMIT);
  const blog = await createBlog({ db: args.context.db, bucket: args.context.cloudflare.env.IMAGES }, user, input);
  return jsonOk({ message: "Blog created successfully", blog }, { status: 201 });
});
