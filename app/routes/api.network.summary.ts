import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiAdmin } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { getNetworkSummary } from "~/services/network.server";

/** GET /api/network/summary (admin): the network's and each centre's figures over the last 12 months, those falling behind first. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiAdmin(args);
  return jsonOk({ ...(await getNetworkSummary(depsFrom(args.context), user)) });
});

export const action = () => methodNotAllowed(["GET"]);
