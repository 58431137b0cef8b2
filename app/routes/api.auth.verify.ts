import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireApiUser } from "~/web/guards.server";
import { apiHandler, jsonOk, methodNotAllowed } from "~/lib/http.server";

export const loader = apiHandler(async (args: LoaderFunctionArgs) => {
  const user = await requireApiUser(args, { forPasswordChange: true });
  return jsonOk({ user });
});

export const action = () => methodNotAllowed(["GET"]);
