import { applyD1Migrations, env } from "cloudflare:test";

// Idempotent: only migrations not yet recorded in d1_migrations are applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
