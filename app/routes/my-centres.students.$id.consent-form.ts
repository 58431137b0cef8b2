import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { orPageNotFound } from "~/lib/http.server";
import { readConsentForm } from "~/services/consents.server";
import { depsFrom } from "~/services/deps.server";
import { requireMember } from "~/web/guards.server";

/** The photo of a student's signed consent form: for their centre's partners and admins only, never cached. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const form = await orPageNotFound(readConsentForm(depsFrom(args.context), user, args.params.id ?? ""));
  return new Response(form.body, {
    headers: { "Content-Type": form.type, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });
}
