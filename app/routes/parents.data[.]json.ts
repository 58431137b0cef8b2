import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { depsFrom } from "~/services/deps.server";
import { exportParentData } from "~/services/parents.server";
import { exportResponse } from "~/web/parent-export.server";
import { requireParentPage } from "~/web/parent-session.server";

/** The parents' page's "Download it (JSON)": the same file as GET /api/parents/export, by the page's session. */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  return exportResponse(await exportParentData(depsFrom(args.context), parent));
}
