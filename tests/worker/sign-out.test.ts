import { describe, expect, it } from "vitest";
import { BASE, call, createUser, freshAddress, sessionCookie, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Signing out ends the session there and then: a copied cookie (its token) or an API token that
// was signed out no longer works anywhere, however long it had left to live.

describe("signing out", () => {
  it("on the page ends the cookie's token, also as a Bearer token", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.email, user.password);
    const token = cookie.split("=")[1]!;
    expect((await call("/api/auth/verify", { token })).status).toBe(200);

    const response = await workerFetch(`${BASE}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);

    expect((await call("/api/auth/verify", { token })).status).toBe(401);
    const page = await call("/kit-ordering", { headers: { Cookie: cookie } });
    expect(page.status).toBe(302);
    expect(page.response.headers.get("Location")).toMatch(/^\/login/);
  });

  it("through POST /api/auth/logout ends that token", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const { status, json, response } = await call("/api/auth/logout", { method: "POST", token });
    expect(status).toBe(200);
    // Within the 4-query budget of every endpoint: the caller and their session, then the session row goes.
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
    expect(json).toMatchObject({ success: true, message: "Signed out" });
    expect((await call("/api/auth/verify", { token })).status).toBe(401);
    expect((await call("/api/auth/logout", { method: "POST", token })).status).toBe(401);
    // Signing in again gives a working token.
    expect((await call("/api/auth/verify", { token: await tokenFor(user.email, user.password) })).status).toBe(200);
  });
});
