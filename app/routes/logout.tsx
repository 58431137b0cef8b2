import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { currentSession } from "~/web/guards.server";
import { clearedSessionCookie } from "~/web/session.server";
import { depsFrom } from "~/services/deps.server";
import { signOut } from "~/services/sessions.server";

/** Signing out ends this device's session (a copied cookie stops working too; other devices stay), then clears the cookie. */
export async function action(args: ActionFunctionArgs) {
  const session = await currentSession(args);
  if (session) await signOut(depsFrom(args.context), session);
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

// Signing out changes state, so it is POST only; a visit to /logout just goes home.
export const loader = () => redirect("/");
