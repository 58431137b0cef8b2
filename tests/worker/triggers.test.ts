import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TRIGGERS, type TriggerName } from "~/db/triggers";

// The triggers written by hand below drizzle-kit's SQL (app/db/triggers.ts says what each keeps).
// A regenerated or edited migration can lose one without any error: the figures it keeps then
// drift silently. After all migrations (as the setup applies them), each listed trigger must
// exist on its table, and every CREATE TRIGGER of a migration must be listed, in its migration.

const migrations = env.TEST_MIGRATIONS ?? [];

/** Each CREATE TRIGGER of the migrations: its name, the migration and the statement. */
function declaredTriggers() {
  return migrations.flatMap(({ name, queries }) =>
    queries.flatMap((statement) => {
      const created = /CREATE\s+TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?(\w+)[`"]?/i.exec(statement);
      return created ? [{ name: created[1]!, migration: name.replace(/\.sql$/, ""), statement }] : [];
    }),
  );
}

/** The triggers the database has, by name, with the table each fires on. */
async function existingTriggers() {
  const { results } = await env.DB.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger'").all<{
    name: string;
    tbl_name: string;
  }>();
  return new Map(results.map(({ name, tbl_name }) => [name, tbl_name]));
}

/** The listed triggers that are missing, or on another table than the list says. */
async function missingTriggers() {
  const existing = await existingTriggers();
  return Object.entries(TRIGGERS)
    .filter(([name, { table }]) => existing.get(name) !== table)
    .map(([name]) => name);
}

describe("the triggers the app relies on", () => {
  it("all exist after every migration, each on its table", async () => {
    expect(Object.keys(TRIGGERS).length).toBeGreaterThan(0);
    expect(await missingTriggers()).toEqual([]);
  });

  it("are the triggers the migrations create, each in the migration the list names", async () => {
    const declared = declaredTriggers();
    expect(migrations.length, "the setup read the migrations").toBeGreaterThan(0);
    expect(Object.fromEntries(declared.map(({ name, migration }) => [name, migration]))).toEqual(
      Object.fromEntries(Object.entries(TRIGGERS).map(([name, { migration }]) => [name, migration])),
    );
    // And nothing else in the database fires on a write (a trigger made outside the migrations).
    expect([...(await existingTriggers()).keys()].sort()).toEqual(Object.keys(TRIGGERS).sort());
  });

  it("are reported missing when one is dropped", async () => {
    const dropped: TriggerName = "roster_counts_after_insert";
    const { statement } = declaredTriggers().find(({ name }) => name === dropped)!;
    await env.DB.prepare(`DROP TRIGGER ${dropped}`).run();
    try {
      expect(await missingTriggers()).toEqual([dropped]);
    } finally {
      await env.DB.prepare(statement).run();
    }
    expect(await missingTriggers()).toEqual([]);
  });
});
