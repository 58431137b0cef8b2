import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, freshAddress } from "./helpers";

/** No answer to bad input may be a 500 or show a stack trace. */
function expectCleanError(status: number, text: string) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain("Error:");
}

describe("bad input to the account API", () => {
  it.each(["{bad json", "", "null", "[]", '"a string"', "42"])("answers 400 to the body %j", async (rawBody) => {
    for (const path of ["/api/auth/login", "/api/auth/register"]) {
      const { status, json, text } = await call(path, { method: "POST", rawBody });
      expectCleanError(status, text);
      expect(status).toBe(400);
      expect(json?.success).toBe(false);
      expect(typeof json?.message).toBe("string");
    }
  });

  it("answers 400 to wrong types", async () => {
    const { status, json } = await call("/api/auth/login", { method: "POST", body: { email: 12, password: { $ne: "" } } });
    expect(status).toBe(400);
    expect(Object.keys(json?.errors).sort()).toEqual(["email", "password"]);
  });

  it("answers 413 to a body over the size limit, declared or streamed", async () => {
    const huge = JSON.stringify({ email: "a@example.com", password: "x".repeat(40_000) });
    const declared = await call("/api/auth/login", { method: "POST", rawBody: huge });
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ success: false });

    const chunk = new TextEncoder().encode("x".repeat(8192));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await SELF.fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("answers unknown /api paths with a JSON 404 for any method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const { status, json, response } = await call("/api/does/not/exist", { method });
      expect(status).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(json).toMatchObject({ success: false });
    }
  });

  it("answers the wrong method with 405 and the allowed one", async () => {
    const login = await call("/api/auth/login");
    expect(login.status).toBe(405);
    expect(login.response.headers.get("Allow")).toBe("POST");
    const verify = await call("/api/auth/verify", { method: "POST", body: {} });
    expect(verify.status).toBe(405);
  });

  it.each(["Basic abc", "Bearer", "Bearer a b", "token"])("answers 401 to the Authorization header %j", async (authorization) => {
    const { status, json, text } = await call("/api/auth/verify", { headers: { Authorization: authorization } });
    expectCleanError(status, text);
    expect(status).toBe(401);
    expect(json?.success).toBe(false);
  });
});
