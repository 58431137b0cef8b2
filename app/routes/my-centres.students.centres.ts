import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "~/web/guards.server";
import { depsFrom } from "~/services/deps.server";
import { rosterCentres } from "~/services/students.server";

/** The centres the reader keeps students of, for the roster's forms when its page did not carry them (a big network's admin). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const centres = await rosterCentres(depsFrom(args.context), user);
  return Response.json({ centres }, { headers: { "Cache-Control": "private, no-store" } });
}
