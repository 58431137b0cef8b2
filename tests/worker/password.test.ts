import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/lib/password.server";
import { FIXTURE_HASH_ITERATIONS } from "./fixture-password-hash";
import { call, createUser, db, signedInUser, tokenFor, uniqueEmail, validRegistration } from "./helpers";

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

/** The rounds named in an account's stored hash. */
const storedIterations = async (email: string) => {
  const row = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).get();
  return Number(row?.passwordHash.split("$")[1]);
};

describe("the hash the app stores, whichever way a password is set", () => {
  it("is the full 100,000 rounds for a registration, an admin's new account, an admin's reset and a password change", async () => {
    const registration = validRegistration();
    expect((await call("/api/auth/register", { method: "POST", body: registration })).status).toBe(201);
    expect(await storedIterations(registration.email)).toBe(PBKDF2_ITERATIONS);

    const admin = await signedInUser("admin");
    const email = uniqueEmail("teacher");
    const created = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "Meera Joshi", email, role: "franchise" },
    });
    expect(created.status).toBe(201);
    expect(await storedIterations(email)).toBe(PBKDF2_ITERATIONS);

    const partner = await createUser();
    expect(await storedIterations(partner.email)).toBe(FIXTURE_HASH_ITERATIONS);
    const reset = await call(`/api/users/${partner.id}/reset-password`, { method: "POST", token: admin.token });
    expect(reset.status).toBe(200);
    expect(await storedIterations(partner.email)).toBe(PBKDF2_ITERATIONS);

    const other = await createUser();
    const changed = await call("/api/auth/password", {
      method: "POST",
      token: await tokenFor(other.email, other.password),
      body: { currentPassword: other.password, newPassword: "my-own-pass-456" },
    });
    expect(changed.status).toBe(200);
    expect(await storedIterations(other.email)).toBe(PBKDF2_ITERATIONS);
    expect((await call("/api/auth/login", { method: "POST", body: { email: other.email, password: "my-own-pass-456" } })).status).toBe(200);
  });

  it("is checked at the rounds it names, so a fixture account's cheaper hash signs in and refuses a wrong password", async () => {
    const partner = await createUser();
    expect(await storedIterations(partner.email)).toBeLessThan(PBKDF2_ITERATIONS);
    expect((await call("/api/auth/login", { method: "POST", body: { email: partner.email, password: partner.password } })).status).toBe(
      200,
    );
    expect(
      (await call("/api/auth/login", { method: "POST", body: { email: partner.email, password: `${partner.password}x` } })).status,
    ).toBe(401);
  });
});
