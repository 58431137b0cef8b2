import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/lib/guards.server";
import { apiHandler, jsonOk, methodNotAllowed, readJsonBody } from "~/lib/http.server";
import { deleteBlog, updateBlog } from "~/services/blogs.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { blogSchema } from "~/validation/blogs";

const ALLOWED = ["PUT", "DELETE"];

export const loader = () => methodNotAllowed(ALLOWED);

/** PUT: the author (or an admin) edits a post; DELETE: an admin removes it with its likes and image. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(args);
  const deps = { db: context.db, bucket: context.cloudflare.env.IMAGES };
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    await deleteBlog(deps, user, id);
    return jsonOk({ message: "Blog deleted successfully" });
  }
  const input = await readJsonBody(request, blogSchema, IMAGE_JSON_BODY_LIMIT);
  return jsonOk({ message: "Blog updated successfully", blog: await updateBlog(deps, user, id, input) });
});
