import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { authorize, canWriteBlogs } from "~/lib/permissions";
import { apiHandler, methodNotAllowed } from "~/lib/http.server";
import { readFormData } from "~/web/form.server";
import { requireMember } from "~/web/guards.server";
import { markdownToHtml } from "~/web/markdown.server";

/** The post editor's preview (members who write posts): `content` (Markdown) as the published page would show it, `{ html }`. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  authorize(await requireMember(args), canWriteBlogs, "Only members write posts.");
  const form = await readFormData(args.request, 64 * 1024);
  const content = form.get("content");
  return Response.json({ html: markdownToHtml(typeof content === "string" ? content : "") }, { headers: { "Cache-Control": "no-store" } });
});

export const loader = () => methodNotAllowed(["POST"]);
