// Relative: this module is also loaded by vite.config.ts (through load-context), where "~" is unknown.
import { z } from "../validation/zod";

const FIX = "generate one with `openssl rand -base64 48` and set it with `npx wrangler secret put JWT_SECRET` (locally: in .dev.vars)";
/** The placeholder in .dev.vars.example: public, so never a secret. */
const EXAMPLE_SECRET = "replace-with-at-least-32-random-characters";

/**
 * Roughly how many bits of randomness a secret shows: its length times the Shannon entropy of its
 * characters. A random base64 or hex secret of 32+ characters scores well over 96; words, repeated
 * runs and short alphabets do not. A secret that is one short run repeated scores as that run.
 */
function estimatedBits(secret: string): number {
  const period = [...Array(Math.floor(secret.length / 2)).keys()]
    .map((i) => i + 1)
    .find((n) => secret === secret.slice(0, n).repeat(secret.length / n));
  const text = period ? secret.slice(0, period) : secret;
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) bitsPerCharacter -= (count / text.length) * Math.log2(count / text.length);
  return bitsPerCharacter * text.length;
}

const serverEnvSchema = z.object({
  JWT_SECRET: z
    .string({ error: "JWT_SECRET is missing: run `npm start` (it writes .dev.vars) or `npx wrangler secret put JWT_SECRET`" })
    .refine((secret) => secret !== EXAMPLE_SECRET, `JWT_SECRET is the example value of .dev.vars.example: ${FIX}`)
    .refine((secret) => new TextEncoder().encode(secret).byteLength >= 32, `JWT_SECRET must be at least 32 bytes long: ${FIX}`)
    .refine((secret) => new Set(secret).size >= 10 && estimatedBits(secret) >= 96, `JWT_SECRET is too easy to guess: ${FIX}`),
  // "1" makes every response say how many D1 queries it took (X-D1-Queries): bench and tests only.
  DEBUG_QUERY_COUNT: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The last environment that passed, by the values checked: a worker sees the same ones on every request. */
let checked: { JWT_SECRET: unknown; DEBUG_QUERY_COUNT: unknown; serverEnv: ServerEnv } | null = null;

/**
 * Checks the secrets with a message that says what to do. Every request asks (a bad secret answers
 * 500 on each), but the check itself (zod, the entropy estimate) runs only when the values change:
 * it cost about a millisecond of every request's CPU.
 */
export function readServerEnv(env: Env): ServerEnv {
  const { JWT_SECRET, DEBUG_QUERY_COUNT } = env as unknown as Record<string, unknown>;
  if (checked && checked.JWT_SECRET === JWT_SECRET && checked.DEBUG_QUERY_COUNT === DEBUG_QUERY_COUNT) return { ...checked.serverEnv };
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Server configuration error: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  checked = { JWT_SECRET, DEBUG_QUERY_COUNT, serverEnv: parsed.data };
  return { ...parsed.data };
}
