import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalApiUser, requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { readListQuery } from "~/lib/pagination.server";
import { createBlog, listBlogs } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { blogListFilters, blogSchema } from "~/validation/blogs";

/**
 * GET /api/blogs?category=&status=&language= (optional auth): published posts, and drafts for those
 * who may see them; newest first, a `language` given first.
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const query = readListQuery(new URL(args.request.url), blogListFilters, 50);
  const user = await getOptionalApiUser(args);
  return jsonOk(await listBlogs(depsFrom(args.context), user, query));
});

/** POST /api/blogs: approved franchise partners and admins write posts. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(args);
  const input = await readJsonBody(args.request, blogSchema, IMAGE_JSON_BODY_LIMIT);
  const blog = await createBlog(depsFrom(args.context), user, input);
  return jsonOk({ message: "Blog created successfully", blog }, { status: 201 });
});
