import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/lib/password.server";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at no more than the 100,000 iterations the Workers runtime allows", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
  });

  it("stores a self-describing hash with a per-user salt", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    const [scheme, iterations, salt, hash] = first.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
    expect(first).not.toBe(second);
  });

  it("accepts the right password and refuses others", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses hashes that ask for more iterations than allowed, or are malformed", async () => {
    const [scheme, , salt, hash] = (await hashPassword("pw-123456")).split("$");
    expect(await verifyPassword("pw-123456", [scheme, 200_000, salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("pw-123456", "not-a-hash")).toBe(false);
    expect(await verifyPassword("pw-123456", `bcrypt$10$${salt}$${hash}`)).toBe(false);
  });
});
