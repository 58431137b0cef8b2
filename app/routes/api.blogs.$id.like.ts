import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { toggleLike } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/blogs/{id}/like: toggles the caller's like; answers the new count and whether they like it. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(args);
  return jsonOk(await toggleLike(depsFrom(args.context), user, args.params.id ?? ""));
});
