import { describe, expect, it } from "vitest";
import { call, freshAddress, uniqueEmail } from "./helpers";
import { waitForRoomInTheWindow } from "./rate-limit-window";

describe("sign-in and sign-up rate limit", () => {
  it("answers 429 with a message once an address makes too many attempts, and spares other addresses", { timeout: 30_000 }, async () => {
    await waitForRoomInTheWindow();
    const address = freshAddress();
    // A new email each time: the limit is the address's, whatever accounts it tries (each account has its own, too).
    const attempt = () =>
      call("/api/auth/login", { method: "POST", address, body: { email: uniqueEmail("nobody"), password: "wrong-password" } });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await attempt()).status);

    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, message: "Too many attempts. Please wait a minute and try again." });
    expect(limited.response.headers.get("Retry-After")).toBe("60");

    // Sign-up shares the budget of the address.
    const signUp = await call("/api/auth/register", { method: "POST", address, body: {} });
    expect(signUp.status).toBe(429);

    const elsewhere = await call("/api/auth/login", { method: "POST", body: { email: "nobody@example.com", password: "wrong-password" } });
    expect(elsewhere.status).toBe(401);
  });
});
