import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { notSignedIn } from "~/lib/errors";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { parentOfToken } from "~/services/parent-sign-in.server";
import { readCookie, siteCookie } from "./cookies";

// A parent's session on /parents: the token in its own cookie (not an account's session: a parent
// has no account), or, for the JSON API, `Authorization: Bearer <token>`.

export const PARENT_COOKIE = "__Host-academy_parent";

export const parentCookie = (token: string, maxAgeSeconds: number) => siteCookie(PARENT_COOKIE, token, maxAgeSeconds);
export const clearedParentCookie = () => siteCookie(PARENT_COOKIE, "", 0);

type Args = { request: Request; context: AppLoadContext };

type Parent = Awaited<ReturnType<typeof parentOfToken>>;

/** The page's parent: the phone their cookie's session belongs to, with their messages' language; or null (not signed in, or it ended). */
export async function currentParent({ request, context }: Args): Promise<Parent | null> {
  const token = readCookie(request, PARENT_COOKIE);
  if (!token) return null;
  return parentOfToken({ db: context.db }, token).catch(() => null);
}

/** The bearer token an API call brings, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** The API's parent: their bearer token's session, or 401. */
export const requireApiParent = ({ request, context }: Args) => parentOfToken({ db: context.db }, bearerToken(request));

/** A page only a signed-in parent sees: otherwise to the parents' page to sign in. */
export async function requireParentPage(args: Args): Promise<Parent> {
  const parent = await currentParent(args);
  if (!parent) throw redirect(PARENTS_PAGE);
  return parent;
}

/** A page action's parent, or 401 (the session ended while the page was open). */
export function signedInParent(parent: { phone: string } | null): { phone: string } {
  if (!parent) throw notSignedIn("Your session has ended: sign in again with your WhatsApp number.");
  return parent;
}
