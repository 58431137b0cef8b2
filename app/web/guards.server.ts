import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getUserForToken } from "~/services/auth.server";
import type { SignedIn } from "~/services/sessions.server";
import { notAllowed, notSignedIn } from "../lib/errors";
import { canKeepStudents, canOrderKits, canRunCentres, isAdmin, mustChangePasswordFirst, type Actor } from "../lib/permissions";
import { readSessionCookie } from "./session.server";

// Every guard answers the one Actor type (lib/permissions.ts). Page guards read the session cookie
// and redirect; API guards read the Bearer token and throw 401/403 ServiceErrors.

type GuardArgs = { request: Request; context: AppLoadContext };

// Root and route loaders of one request share the answer instead of reading the user twice.
const sessionByRequestContext = new WeakMap<AppLoadContext, Promise<SignedIn | null>>();

function sessionFromToken(context: AppLoadContext, token: string | null): Promise<SignedIn | null> {
  if (!token) return Promise.resolve(null);
  const afterResponse = (work: Promise<unknown>) => context.cloudflare.ctx.waitUntil(work);
  return getUserForToken({ db: context.db, jwtSecret: context.serverEnv.JWT_SECRET, afterResponse }, token);
}

async function sessionFromCookie(context: AppLoadContext, request: Request): Promise<SignedIn | null> {
  const token = readSessionCookie(request);
  const user = await sessionFromToken(context, token);
  if (token && !user) {
    // Expired, signed out, forged or for a deleted account: the response removes it (server.ts).
    context.session.rejected = true;
    console.warn("A session cookie failed verification; the response clears it");
  }
  return user;
}

// ---- Pages: the session cookie; failures redirect. ----

/**
 * The session's user as it is, even one that must first choose its own password: only for what
 * every page shows alike (the layout's header), signing out and the guards below. A page that
 * shows a signed-in user more than a visitor asks `optionalActor`.
 */
export async function getOptionalUser(args: GuardArgs): Promise<Actor | null> {
  return (await currentSession(args))?.actor ?? null;
}

/** The session cookie's user and the session it names ("This device"), or null: signing out and the sessions list. */
export function currentSession({ request, context }: GuardArgs): Promise<SignedIn | null> {
  let pending = sessionByRequestContext.get(context);
  if (!pending) {
    pending = sessionFromCookie(context, request);
    sessionByRequestContext.set(context, pending);
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

/** Where to come back to: the page itself, without what only a form post carries (`index`, `intent`, `id`). */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  for (const key of request.method === "GET" ? ["index"] : ["index", "intent", "id"]) params.delete(key);
  const query = params.toString();
  return url.pathname.replace(/\.data$/, "") + (query ? `?${query}` : "");
}

/** The page-side answer to an account that must first choose its own password. */
function choosePasswordFirst(args: GuardArgs): never {
  throw redirect(`${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ redirectTo: returnPath(args.request) })}`);
}

/**
 * Public pages that show a signed-in user more (drafts, admin forms; their loaders) and public page
 * actions (contact, sign-in, sign-up): a visitor, or a user who has chosen a password. An account on
 * its temporary password is sent to choose one first, as by every other guard.
 */
export async function optionalActor(args: GuardArgs): Promise<Actor | null> {
  const user = await getOptionalUser(args);
  if (user && mustChangePasswordFirst(user)) choosePasswordFirst(args);
  return user;
}

/** Signed in, whatever the password, with the session: only the change-password page itself asks for this. */
export async function requireSignedInSession(args: GuardArgs): Promise<SignedIn> {
  const session = await currentSession(args);
  if (!session) throw redirect(`/login?${new URLSearchParams({ redirectTo: returnPath(args.request) })}`);
  return session;
}

export async function requireSignedIn(args: GuardArgs): Promise<Actor> {
  return (await requireSignedInSession(args)).actor;
}

/** Signed in, with a password of their own. */
export async function requireUser(args: GuardArgs): Promise<Actor> {
  const user = await requireSignedIn(args);
  if (mustChangePasswordFirst(user)) choosePasswordFirst(args);
  return user;
}

export async function requireAdmin(args: GuardArgs): Promise<Actor> {
  const user = await requireUser(args);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}

/** An admin and their session (the Sessions dialog: "This device" in their own list). */
export async function requireAdminSession(args: GuardArgs): Promise<SignedIn> {
  const actor = await requireAdmin(args);
  return { actor, sessionId: (await currentSession(args))?.sessionId ?? "" };
}

/** My Centres: approved franchise partners; an admin is sent to the Centres tab, anyone else home. */
export async function requireCentrePartner(args: GuardArgs): Promise<Actor> {
  const user = await requireUser(args);
  if (isAdmin(user)) throw redirect("/admin/centres");
  if (!canRunCentres(user)) throw redirect("/");
  return user;
}

/** Members of the network (admins, and approved partners): students and competition entries; services narrow partners to their centres. */
export async function requireMember(args: GuardArgs): Promise<Actor> {
  const user = await requireUser(args);
  if (!canKeepStudents(user)) throw redirect("/");
  return user;
}

export async function requireKitAccess(args: GuardArgs): Promise<Actor> {
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

export const MUST_CHANGE_PASSWORD_MESSAGE = "Please choose a new password before you continue (POST /api/auth/password).";

/**
 * The caller of an API route open to visitors that reads as whoever calls (GET /api/blogs shows
 * authors their drafts): null without a token or with one that no longer works, and 403 for an
 * account that must first choose its own password.
 */
export async function getOptionalApiUser({ request, context }: GuardArgs): Promise<Actor | null> {
  const user = (await sessionFromToken(context, bearerToken(request)))?.actor ?? null;
  if (user && mustChangePasswordFirst(user)) throw notAllowed(MUST_CHANGE_PASSWORD_MESSAGE);
  return user;
}

/**
 * The caller of a public read that shows administrators a little more (GET /api/info): null, as
 * for a visitor, without a working token or for an account still on its temporary password (a read
 * of public data is not refused to it, it only answers as to anyone).
 */
export async function getOptionalApiReader({ request, context }: GuardArgs): Promise<Actor | null> {
  const user = (await sessionFromToken(context, bearerToken(request)))?.actor ?? null;
  return user && !mustChangePasswordFirst(user) ? user : null;
}

/**
 * The signed-in caller. An account still on its temporary password may do nothing else until it
 * has chosen its own (`forPasswordChange`: the routes that change it and that say who is signed in).
 */
export async function requireApiUser(args: GuardArgs, options: { forPasswordChange?: boolean } = {}): Promise<Actor> {
  return (await requireApiSession(args, options)).actor;
}

/** The signed-in caller and the session their token names (signing out, the sessions list). */
export async function requireApiSession(args: GuardArgs, { forPasswordChange = false } = {}): Promise<SignedIn> {
  if (!bearerToken(args.request)) throw notSignedIn("Authorization token is missing.");
  const session = await sessionFromToken(args.context, bearerToken(args.request));
  if (!session) throw notSignedIn("Your session is invalid or has expired. Please sign in again.");
  if (mustChangePasswordFirst(session.actor) && !forPasswordChange) throw notAllowed(MUST_CHANGE_PASSWORD_MESSAGE);
  return session;
}

export async function requireApiAdmin(args: GuardArgs): Promise<Actor> {
  const user = await requireApiUser(args);
  if (!isAdmin(user)) throw notAllowed("Only administrators can do this.");
  return user;
}

/** Members of the network (admins, and approved partners) for the students and entries API. */
export async function requireApiMember(args: GuardArgs): Promise<Actor> {
  const user = await requireApiUser(args);
  if (!canKeepStudents(user)) throw notAllowed("Only approved franchise partners and administrators can do this.");
  return user;
}

export async function requireApiKitAccess(args: GuardArgs): Promise<Actor> {
  const user = await requireApiUser(args);
  if (!canOrderKits(user)) throw notAllowed("Kit ordering is only available to approved franchise partners and administrators.");
  return user;
}
