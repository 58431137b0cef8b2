import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { listPrivacyRequests } from "~/services/privacy-requests.server";
import { requireApiAdmin } from "~/web/guards.server";

/** GET /api/privacy/requests (admin): `{ open, answered }`, parents' requests, the open ones by the day they are due. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return Response.json(await listPrivacyRequests(depsFrom(args.context), user));
});
