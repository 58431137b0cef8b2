import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getUserForToken } from "~/services/auth.server";
import type { PublicUser } from "~/services/users.server";
import { notAllowed, notSignedIn } from "./errors.server";
import { canOrderKits, isAdmin } from "./permissions";
import { readSessionCookie } from "./session.server";

type GuardArgs = { request: Request; context: AppLoadContext };

// Root and route loaders of one request share the answer instead of reading the user twice.
const userByRequestContext = new WeakMap<AppLoadContext, Promise<PublicUser | null>>();

function userFromToken(context: AppLoadContext, token: string | null): Promise<PublicUser | null> {
  if (!token) return Promise.resolve(null);
  return getUserForToken({ db: context.db, jwtSecret: context.serverEnv.JWT_SECRET }, token);
}

// ---- Pages: the session cookie; failures redirect. ----

export function getOptionalUser({ request, context }: GuardArgs): Promise<PublicUser | null> {
  let pending = userByRequestContext.get(context);
  if (!pending) {
    pending = userFromToken(context, readSessionCookie(request));
    userByRequestContext.set(context, pending);
  }
  return pending;
}

/** Sign-in and sign-up are for visitors: a signed-in user goes home. */
export async function redirectSignedInUser(args: GuardArgs): Promise<null> {
  if (await getOptionalUser(args)) throw redirect("/");
  return null;
}

/** Where a page sends an account still on its temporary password. */
export const CHANGE_PASSWORD_PATH = "/account/password";

export async function requireUser(args: GuardArgs): Promise<PublicUser> {
  const user = await getOptionalUser(args);
  const url = new URL(args.request.url);
  const redirectTo = url.pathname + url.search;
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  // Nothing else until the temporary password is replaced.
  if (user.mustChangePassword) throw redirect(`${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ redirectTo })}`);
  return user;
}

export async function requireAdmin(args: GuardArgs): Promise<PublicUser> {
  const user = await requireUser(args);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}

export async function requireKitAccess(args: GuardArgs): Promise<PublicUser> {
  const user = await requireUser(args);
  if (!canOrderKits(user)) throw redirect("/");
  return user;
}

// ---- JSON API: the Bearer token; failures throw ServiceErrors (401 / 403). ----

function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export async function getOptionalApiUser({ request, context }: GuardArgs): Promise<PublicUser | null> {
  return userFromToken(context, bearerToken(request));
}

export const MUST_CHANGE_PASSWORD_MESSAGE = "Please choose a new password before you continue (POST /api/auth/password).";

/**
 * The signed-in caller. An account still on its temporary password may do nothing else until it
 * has chosen its own (`forPasswordChange`: the routes that change it and that say who is signed in).
 */
export async function requireApiUser(args: GuardArgs, { forPasswordChange = false } = {}): Promise<PublicUser> {
  if (!bearerToken(args.request)) throw notSignedIn("Authorization token is missing.");
  const user = await getOptionalApiUser(args);
  if (!user) throw notSignedIn("Your session is invalid or has expired. Please sign in again.");
  if (user.mustChangePassword && !forPasswordChange) throw notAllowed(MUST_CHANGE_PASSWORD_MESSAGE);
  return user;
}

export async function requireApiAdmin(args: GuardArgs): Promise<PublicUser> {
  const user = await requireApiUser(args);
  if (!isAdmin(user)) throw notAllowed("Only administrators can do this.");
  return user;
}

export async function requireApiKitAccess(args: GuardArgs): Promise<PublicUser> {
  const user = await requireApiUser(args);
  if (!canOrderKits(user)) throw notAllowed("Kit ordering is only available to approved franchise partners and administrators.");
  return user;
}
