import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { pinBlog } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/blogs/{id}/pin (admin). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(args);
  const blog = await pinBlog(depsFrom(args.context), user, args.params.id ?? "");
  return jsonOk({ message: "Blog pinned", blog });
});
