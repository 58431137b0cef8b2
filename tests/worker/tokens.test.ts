import jwt from "@tsndr/cloudflare-worker-jwt";
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema";
import { TOKEN_LIFETIME_SECONDS } from "~/lib/token.server";
import { call, createUser, db, tokenFor, tokenOfNewSession } from "./helpers";

const SESSION_ENDED = { success: false, message: "Your session is invalid or has expired. Please sign in again." };

async function expectRefused(token: string) {
  const { status, json } = await call("/api/auth/verify", { token });
  expect(status).toBe(401);
  expect(json).toEqual(SESSION_ENDED);
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

describe("tokens", () => {
  it("carries sub, sid (its session), role, iat and exp, valid for a week as its session is", async () => {
    const user = await createUser({ role: "admin" });
    const token = await tokenFor(user.email, user.password);
    const { payload } = jwt.decode<{ sid: string; role: string }>(token);
    expect(payload).toMatchObject({ sub: user.id, role: "admin" });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(TOKEN_LIFETIME_SECONDS);
    const session = await db.select().from(sessions).where(eq(sessions.id, payload!.sid)).get();
    expect(session?.userId).toBe(user.id);
    expect(Date.parse(session!.expiresAt) / 1000 - Number(payload?.exp)).toBeLessThanOrEqual(1);
  });

  it("refuses a token whose payload was changed after signing", async () => {
    const user = await createUser();
    const [header, , signature] = (await tokenFor(user.email, user.password)).split(".");
    const now = Math.floor(Date.now() / 1000);
    const { payload } = jwt.decode<{ sid: string }>(await tokenFor(user.email, user.password));
    const forgedPayload = base64url({ sub: "admin-1", sid: payload!.sid, role: "admin", iat: now, exp: now + 3600 });
    await expectRefused(`${header}.${forgedPayload}.${signature}`);
  });

  it("refuses a token signed with another secret", async () => {
    const user = await createUser({ role: "admin" });
    await expectRefused(await tokenOfNewSession({ id: user.id, role: "admin" }, "some-other-secret-of-enough-length-000000"));
  });

  it("refuses an unsigned token (alg none)", async () => {
    const user = await createUser({ role: "admin" });
    const now = Math.floor(Date.now() / 1000);
    const { payload } = jwt.decode<{ sid: string }>(await tokenFor(user.email, user.password));
    const claims = { sub: user.id, sid: payload!.sid, role: "admin", iat: now, exp: now + 3600 };
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
    await expectRefused(unsigned);
  });

  it("refuses an expired token", async () => {
    const user = await createUser();
    const longAgo = Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
    await expectRefused(await tokenOfNewSession({ id: user.id, role: "franchise" }, env.JWT_SECRET, longAgo));
  });

  it("refuses a genuine token without an expiry", async () => {
    const user = await createUser();
    const { payload } = jwt.decode<{ sid: string }>(await tokenFor(user.email, user.password));
    const claims = { sub: user.id, sid: payload!.sid, role: "franchise", iat: Math.floor(Date.now() / 1000) };
    const noExpiry = await jwt.sign(claims, env.JWT_SECRET);
    await expectRefused(noExpiry);
  });

  it.each(["garbage", "a.b.c", "...", "eyJhbGciOiJIUzI1NiJ9.%%%.xyz", "x".repeat(5000)])(
    "refuses the malformed token %j",
    async (token) => {
      await expectRefused(token);
    },
  );

  it("ends a deleted user's token on the next request", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    expect((await call("/api/auth/verify", { token })).status).toBe(200);
    await db.delete(users).where(eq(users.id, user.id));
    await expectRefused(token);
  });

  it("ends the token when its session row goes, whatever ends it", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const { payload } = jwt.decode<{ sid: string }>(token);
    await db.delete(sessions).where(eq(sessions.id, payload!.sid));
    await expectRefused(token);
  });

  it("refuses a genuine token whose session belongs to another account", async () => {
    const owner = await createUser();
    const other = await createUser();
    const { payload } = jwt.decode<{ sid: string }>(await tokenFor(other.email, other.password));
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await jwt.sign({ sub: owner.id, sid: payload!.sid, role: "franchise", iat: now, exp: now + 3600 }, env.JWT_SECRET));
  });

  it("ends the token when the role changes", async () => {
    const user = await createUser({ role: "admin" });
    const token = await tokenFor(user.email, user.password);
    await db.update(users).set({ role: "franchise" }).where(eq(users.id, user.id));
    await expectRefused(token);
  });
});
