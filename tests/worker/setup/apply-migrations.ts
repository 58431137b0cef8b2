import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from an empty database with all migrations applied. The files share three
// workerd instances (vitest.config.ts: isolate off), so what one file wrote is dropped here first.
const { results } = await env.DB.prepare(
  "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ type: string; name: string }>();
if (results.length > 0)
  await env.DB.batch([
    // The tables go in any order: foreign keys are checked only at the end, when none is left.
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...results.map(({ type, name }) => env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)),
  ]);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
