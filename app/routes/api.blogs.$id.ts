import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiMethods, jsonOk, readJsonBody } from "~/lib/http.server";
import { deleteBlog, updateBlog } from "~/services/blogs.server";
import { IMAGE_JSON_BODY_LIMIT } from "~/services/images.server";
import { blogSchema } from "~/validation/blogs";
import { depsFrom } from "~/services/deps.server";

/** PUT: the author (or an admin) edits a post; DELETE: an admin removes it with its likes and image. */
const handlers = apiMethods({
  PUT: async (args: ActionFunctionArgs) => {
    const user = await requireApiUser(args);
    const input = await readJsonBody(args.request, blogSchema, IMAGE_JSON_BODY_LIMIT);
    return jsonOk({
      message: "Blog updated successfully",
      blog: await updateBlog(depsFrom(args.context), user, { ...input, id: args.params.id ?? "" }),
    });
  },
  DELETE: async (args: ActionFunctionArgs) => {
    const user = await requireApiUser(args);
    await deleteBlog(depsFrom(args.context), user, args.params.id ?? "");
    return jsonOk({ message: "Blog deleted successfully" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
