import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getOptionalUser } from "~/lib/guards.server";
import { clearedSessionCookie } from "~/lib/session.server";
import { signOut } from "~/services/auth.server";
import { depsFrom } from "~/services/deps.server";

/** Signing out ends the session's token everywhere (a copied cookie stops working too), then clears the cookie. */
export async function action(args: ActionFunctionArgs) {
  const user = await getOptionalUser(args);
  if (user) await signOut(depsFrom(args.context), user);
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

// Signing out changes state, so it is POST only; a visit to /logout just goes home.
export const loader = () => redirect("/");
