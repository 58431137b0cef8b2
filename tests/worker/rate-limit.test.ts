import { describe, expect, it } from "vitest";
import { call, createUser, freshAddress } from "./helpers";
import { waitForRoomInTheWindow } from "./rate-limit-window";

describe("sign-in and sign-up rate limit", () => {
  it("answers 429 with a message once an address makes too many attempts, and spares other addresses", async () => {
    // A new account each time: the limit is the address's, whatever accounts it tries (each account
    // has its own, too). Fixture accounts, not unknown emails: an unknown email costs a full
    // 100,000-round check, and 26 of those on a slow machine could straddle the minute's window.
    const accounts = await Promise.all(Array.from({ length: 26 }, () => createUser()));
    await waitForRoomInTheWindow();
    const address = freshAddress();
    const attempt = () =>
      call("/api/auth/login", { method: "POST", address, body: { email: accounts.pop()!.email, password: "wrong-password" } });
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
