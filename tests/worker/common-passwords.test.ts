import { describe, expect, it } from "vitest";
import { call, createUser, tokenFor, validRegistration } from "./helpers";
import { users } from "~/db/schema";
import { eq } from "drizzle-orm";
import { db } from "./helpers";

const COMMON = "This password is too common and easy to guess. Please choose a less common one.";

describe("common passwords", () => {
  it("are refused at sign-up, whatever their case, and no account is made", async () => {
    for (const password of ["password", "Qwerty123", "iloveyou", "12345678"]) {
      const registration = validRegistration({ password });
      const answer = await call("/api/auth/register", { method: "POST", body: registration });
      expect(answer.status).toBe(400);
      expect(answer.json?.errors?.password).toEqual([COMMON]);
      expect(await db.select().from(users).where(eq(users.email, registration.email)).get()).toBeUndefined();
    }
  });

  it("keep the spec's minimum-length message for short ones", async () => {
    const answer = await call("/api/auth/register", { method: "POST", body: validRegistration({ password: "12345" }) });
    expect(answer.json?.errors?.password).toEqual(["Password must be at least 6 characters long"]);
  });

  it("are refused as a new password", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email, user.password);
    const answer = await call("/api/auth/password", {
      method: "POST",
      token,
      body: { currentPassword: user.password, newPassword: "sunshine" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.newPassword).toEqual([COMMON]);
    expect((await call("/api/auth/login", { method: "POST", body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("leave uncommon passwords alone", async () => {
    expect((await call("/api/auth/register", { method: "POST", body: validRegistration({ password: "Kits-for-2026" }) })).status).toBe(201);
  });
});
