import type { AppLoadContext } from "@remix-run/cloudflare";
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requireApiAdmin, requireApiKitAccess, requireApiUser } from "~/web/guards.server";
import { apiHandler } from "~/lib/http.server";
import { createUser, db, tokenFor } from "./helpers";

const context = {
  db,
  serverEnv: { JWT_SECRET: env.JWT_SECRET },
  cloudflare: { env, ctx: createExecutionContext() },
  nonce: "",
} as AppLoadContext;

const requestWith = (token?: string) =>
  new Request("https://academy.test/api/anything", { headers: token ? { Authorization: `Bearer ${token}` } : {} });

// An endpoint only admins may use, as later features build them.
const adminOnly = apiHandler(async (args: { request: Request; context: AppLoadContext }) => {
  const user = await requireApiAdmin(args);
  return Response.json({ success: true, id: user.id });
});

describe("API guards", () => {
  it("answer 401 JSON without a token, 403 JSON for the wrong role, and pass the right one", async () => {
    const franchise = await createUser();
    const admin = await createUser({ role: "admin" });

    const anonymous = await adminOnly({ request: requestWith(), context });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false });

    const forbidden = await adminOnly({ request: requestWith(await tokenFor(franchise.email, franchise.password)), context });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ success: false, message: "Only administrators can do this." });

    const allowed = await adminOnly({ request: requestWith(await tokenFor(admin.email, admin.password)), context });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ success: true, id: admin.id });
  });

  it("let approved franchise partners and admins order kits", async () => {
    const franchise = await createUser();
    const admin = await createUser({ role: "admin" });
    for (const user of [franchise, admin]) {
      const request = requestWith(await tokenFor(user.email, user.password));
      await expect(requireApiKitAccess({ request, context })).resolves.toMatchObject({ id: user.id });
    }
  });

  it("resolve the signed-in user for any valid token", async () => {
    const user = await createUser();
    await expect(requireApiUser({ request: requestWith(await tokenFor(user.email, user.password)), context })).resolves.toMatchObject({
      email: user.email,
    });
    await expect(requireApiUser({ request: requestWith("nope"), context })).rejects.toMatchObject({ status: 401 });
  });
});
