import { env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { users, type Role } from "~/db/schema";
import { signToken } from "~/lib/token.server";
import { newSession } from "~/services/sessions.server";
import { fixturePasswordHash } from "./fixture-password-hash";
import { workerFetch } from "./worker-fetch";

export const BASE = "https://academy.test";

/** A page as it is shown: without its scripts (the page's data carries its words, shown or not). */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
export const db = createDb(env.DB);

let addressCounter = 0;
/** Each test gets its own client address, so rate limits of one test never touch another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  address?: string;
  headers?: Record<string, string>;
};

/** Calls the worker the way a client on the internet would. */
export async function call(
  path: string,
  { method = "GET", body, rawBody, token, address = freshAddress(), headers = {} }: RequestOptions = {},
) {
  const init: RequestInit = {
    method,
    redirect: "manual",
    headers: {
      "CF-Connecting-IP": address,
      ...(body !== undefined || rawBody !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  };
  if (rawBody !== undefined) init.body = rawBody;
  else if (body !== undefined) init.body = JSON.stringify(body);
  const response = await workerFetch(`${BASE}${path}`, init);
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { response, status: response.status, text, json: json as Record<string, any> | null }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Patil",
  email: uniqueEmail("applicant"),
  password: "secret-pass-1",
  whatsappNumber: "+91 98765 43210",
  ...overrides,
});

/** Creates a user row directly, like an admin would have done (with a cheap hash: fixture-password-hash.ts), and returns its credentials. */
export async function createUser({
  role = "franchise",
  isApproved = true,
  password = "pass-word-123",
  email = uniqueEmail(role),
  mustChangePassword = false,
}: { role?: Role; isApproved?: boolean; password?: string; email?: string; mustChangePassword?: boolean } = {}) {
  const [row] = await db
    .insert(users)
    .values({ name: `Test ${role}`, email, role, isApproved, mustChangePassword, passwordHash: await fixturePasswordHash(password) })
    .returning();
  if (!row) throw new Error("user not created");
  return { id: row.id, email, password };
}

export async function tokenFor(email: string, password: string): Promise<string> {
  const { json, status } = await call("/api/auth/login", { method: "POST", body: { email, password } });
  if (status !== 200 || typeof json?.token !== "string") throw new Error(`login failed: ${status} ${JSON.stringify(json)}`);
  return json.token;
}

/** Asserts a response body carries no password hash, hashing scheme or the password itself. */
export function assertNoPasswordMaterial(text: string, password?: string) {
  const lowered = text.toLowerCase();
  for (const marker of ["passwordhash", "password_hash", "pbkdf2"]) {
    if (lowered.includes(marker)) throw new Error(`response contains password material (${marker}): ${text.slice(0, 200)}`);
  }
  if (password && text.includes(password)) throw new Error("response contains the submitted password");
}

/** Signs in through the /login page form and answers the session cookie ("name=value"). */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const response = await workerFetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
  });
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

/** A new account of the role, signed in both ways: a Bearer token for the API and a session cookie for pages. */
export async function signedInUser(role: Role = "franchise") {
  const user = await createUser({ role });
  return { ...user, token: await tokenFor(user.email, user.password), cookie: await sessionCookie(user.email, user.password) };
}

/**
 * A token for a live session of the account started straight in the database, without signing in
 * (for accounts that cannot sign in, such as one still waiting for approval), signed with `secret`.
 */
export async function tokenOfNewSession(user: { id: string; role: Role }, secret: string = env.JWT_SECRET, issuedAt?: number) {
  const session = newSession(db, user.id, "vitest");
  await session.statement;
  return signToken({ ...session.row, role: user.role }, secret, issuedAt);
}
