import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { IMAGE_FORM_BODY_LIMIT } from "~/services/images.server";
import { uploadPostImage } from "~/services/post-images.server";
import { readFormData } from "~/web/form.server";
import { requireMember } from "~/web/guards.server";

/** The post editor's "Insert a picture" (members who write): the `image` file stored in R2, `{ url }` to put in the Markdown (201). */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireMember(args);
  const form = await readFormData(args.request, IMAGE_FORM_BODY_LIMIT);
  return jsonOk(
    { message: "Picture uploaded", ...(await uploadPostImage(depsFrom(args.context), user, form.get("image"))) },
    { status: 201 },
  );
});

export const loader = () => methodNotAllowed(["POST"]);
