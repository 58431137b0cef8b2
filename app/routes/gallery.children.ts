import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { depsFrom } from "~/services/deps.server";
import { findChildrenForPhoto } from "~/services/gallery-children.server";
import { requireAdmin } from "~/web/guards.server";

/** The gallery form's "Children in this photo" search (`?q=`, admins): `{ children }`, each with their centre and consent to photos. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const query = new URL(args.request.url).searchParams.get("q") ?? "";
  return Response.json(
    { children: await findChildrenForPhoto(depsFrom(args.context), user, query) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
