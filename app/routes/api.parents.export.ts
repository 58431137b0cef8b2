import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { exportParentData } from "~/services/parents.server";
import { requireApiParent } from "~/web/parent-session.server";
import { exportResponse } from "~/web/parent-export.server";

/** GET /api/parents/export: everything held about the signed-in phone's children, as a JSON file. */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const parent = await requireApiParent(args);
  return exportResponse(await exportParentData(depsFrom(args.context), parent));
});
