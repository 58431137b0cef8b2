import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { listParentChildren } from "~/services/parents.server";
import { requireApiParent } from "~/web/parent-session.server";

/**
 * GET /api/parents/children: `{ children }`, every child on record with the signed-in phone: centre,
 * course, level and its history, consent in force and its history, upcoming competitions and exams,
 * and published results (with `certificateCode` where one was issued).
 */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const parent = await requireApiParent(args);
  return Response.json(
    { children: await listParentChildren(depsFrom(args.context), parent.phone) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
