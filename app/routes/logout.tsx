import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearedSessionCookie } from "~/lib/session.server";

export async function action(_: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

// Signing out changes state, so it is POST only; a visit to /logout just goes home.
export const loader = () => redirect("/");
