// Relative: this module is also loaded by vite.config.ts (through load-context), where "~" is unknown.
import { z } from "../validation/zod";

const serverEnvSchema = z.object({
  JWT_SECRET: z
    .string({ error: "JWT_SECRET is missing: run `npm start` (it writes .dev.vars) or `wrangler secret put JWT_SECRET`" })
    .min(32, "JWT_SECRET must be at least 32 characters long"),
  // "1" makes every response say how many D1 queries it took (X-D1-Queries): bench and tests only.
  DEBUG_QUERY_COUNT: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Checks the secrets once per request with a message that says what to do. */
export function readServerEnv(env: Env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Server configuration error: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  return parsed.data;
}
