import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiHandler, jsonOk, methodNotAllowed, parseWith, readJsonBody } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { getCourseLevels, saveCourseLevels } from "~/services/programmes.server";
import { courseLevelsSchema, courseParameter } from "~/validation/programmes";
import { z } from "~/validation/zod";
import { canOrderKits } from "~/lib/permissions";
import { getOptionalApiReader, requireApiAdmin } from "~/web/guards.server";

/** The course named in the address (400 naming `course` for another). */
const courseOf = (params: LoaderFunctionArgs["params"]) => parseWith(z.object({ course: courseParameter }), params);

/** GET /api/courses/{course}/levels: the programme's levels in order (each level's kit for partners and admins). */
export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const { course } = courseOf(args.params);
  const reader = await getOptionalApiReader(args);
  const levels = await getCourseLevels(depsFrom(args.context), reader, course);
  // A partner's answer names each level's kit: no cache may keep it.
  return jsonOk({ course, levels }, canOrderKits(reader) ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
});

/** PUT /api/courses/{course}/levels { levels: [{ name, weeks, passMark, productId? }] } (admin): the whole list, in order. */
export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const { course } = courseOf(args.params);
  const user = await requireApiAdmin(args);
  const input = await readJsonBody(args.request, courseLevelsSchema);
  return jsonOk({ message: "Levels saved", course, levels: await saveCourseLevels(depsFrom(args.context), user, course, input) });
});
