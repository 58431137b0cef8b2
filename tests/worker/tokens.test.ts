import jwt from "@tsndr/cloudflare-worker-jwt";
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { signToken, TOKEN_LIFETIME_SECONDS } from "~/lib/token.server";
import { call, createUser, db, tokenFor } from "./helpers";

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
  it("carries sub, role, tv, iat and exp, valid for a week", async () => {
    const user = await createUser({ role: "admin" });
    const token = await tokenFor(user.email, user.password);
    const { payload } = jwt.decode<{ tv: number; role: string }>(token);
    expect(payload).toMatchObject({ sub: user.id, role: "admin", tv: 0 });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it("refuses a token whose payload was changed after signing", async () => {
    const user = await createUser();
    const [header, , signature] = (await tokenFor(user.email, user.password)).split(".");
    const now = Math.floor(Date.now() / 1000);
    const forgedPayload = base64url({ sub: "admin-1", role: "admin", tv: 0, iat: now, exp: now + 3600 });
    await expectRefused(`${header}.${forgedPayload}.${signature}`);
  });

  it("refuses a token signed with another secret", async () => {
    const user = await createUser({ role: "admin" });
    await expectRefused(await signToken({ id: user.id, role: "admin", tokenVersion: 0 }, "some-other-secret-of-enough-length-000000"));
  });

  it("refuses an unsigned token (alg none)", async () => {
    const user = await createUser({ role: "admin" });
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: user.id, role: "admin", tv: 0, iat: now, exp: now + 3600 })}.`;
    await expectRefused(unsigned);
  });

  it("refuses an expired token", async () => {
    const user = await createUser();
    const longAgo = Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
    await expectRefused(await signToken({ id: user.id, role: "franchise", tokenVersion: 0 }, env.JWT_SECRET, longAgo));
  });

  it("refuses a genuine token without an expiry", async () => {
    const user = await createUser();
    const noExpiry = await jwt.sign({ sub: user.id, role: "franchise", tv: 0, iat: Math.floor(Date.now() / 1000) }, env.JWT_SECRET);
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

  it("ends older tokens when the token version is bumped (password change)", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await expectRefused(token);
  });

  it("ends the token when the role changes", async () => {
    const user = await createUser({ role: "admin" });
    const token = await tokenFor(user.email, user.password);
    await db.update(users).set({ role: "franchise" }).where(eq(users.id, user.id));
    await expectRefused(token);
  });
});
