import { describe, expect, it } from "vitest";
import { readServerEnv } from "~/lib/env.server";

// The signing secret is checked before any request is served (the worker answers 500 "not
// configured" and logs why): a guessable secret would let anyone mint an admin's session.

const withSecret = (JWT_SECRET: string | undefined) => ({ JWT_SECRET }) as unknown as Env;
const FIX = "npx wrangler secret put JWT_SECRET";

describe("JWT_SECRET", () => {
  it("refuses the example value, a short one and a guessable one, naming the fix", () => {
    const weak = [
      "replace-with-at-least-32-random-characters", // .dev.vars.example's
      "short-but-random-Zx81",
      "ääääääääääääää", // 28 bytes, 14 characters
      "a".repeat(40),
      "ab".repeat(20),
      "0123456789abcdef".repeat(2),
      "password".repeat(5),
    ];
    for (const secret of weak) {
      expect(() => readServerEnv(withSecret(secret)), secret).toThrow(FIX);
    }
    expect(() => readServerEnv(withSecret(undefined))).toThrow("JWT_SECRET is missing");
  });

  it("takes a random secret, as npm start and `openssl rand -base64 48` make them", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(48));
    const base64 = btoa(String.fromCharCode(...bytes));
    const hex = [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    for (const secret of [base64, hex, "test-secret-for-workerd-tests-only-0123456789"]) {
      expect(readServerEnv(withSecret(secret)).JWT_SECRET, secret).toBe(secret);
    }
  });
});
