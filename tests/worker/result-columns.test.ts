import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { competitionEntries, competitions } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { createDb } from "~/db/client.server";
import { newQueryCounter } from "~/db/client.server";
import { repeatedResultColumns, resultColumnNames } from "~/db/result-columns.server";
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";

// A batched read must not answer two columns of one name: D1 answers a batch as row objects, one
// key per name, and Drizzle then reads every later column one place early (the verify page printed
// a competition's venue as its date). Tests and the bench refuse such a read.

describe("the names a select answers", () => {
  it("are the columns' own names, the aliases, or the expressions' text, through subqueries and strings", () => {
    expect(
      resultColumnNames(
        `select "e"."id", "c"."id", coalesce("s"."name", 'a, b from c') as "name", (select count(*) from x where y in (1, 2)), "date" from "e" join "c"`,
      ),
    ).toEqual(["id", "id", "name", "(select count(*) from x where y in (1, 2))", "date"]);
    expect(resultColumnNames(`select distinct "t"."a" as "b", "c" from t`)).toEqual(["b", "c"]);
    expect(resultColumnNames(`insert into t values (1)`)).toBeNull();
    expect(repeatedResultColumns(`select "a"."id", "b"."id", "a"."name", "b"."name" as "other" from a, b`)).toEqual(["id"]);
  });
});

describe("a read handed to readTogether", () => {
  const checked = createDb(env.DB, newQueryCounter());
  const entryAndCompetition = (db: typeof checked, competitionId: typeof competitions.id | typeof competitionEntries.competitionId) =>
    db
      .select({ entryId: competitionEntries.id, competitionId, date: competitions.date })
      .from(competitionEntries)
      .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
      .limit(1);

  it("is refused in tests when it answers two columns of one name, batched or not", async () => {
    await expect(readTogether(checked, entryAndCompetition(checked, competitions.id))).rejects.toThrow(/answers "id" more than once/);
    await expect(
      Promise.all([
        readTogether(checked, entryAndCompetition(checked, competitions.id)),
        readTogether(checked, checked.select({ one: sql`1` }).from(competitions)),
      ]),
    ).rejects.toThrow(/answers "id" more than once/);
  });

  it("goes through when its columns are aliased", async () => {
    await expect(readTogether(checked, entryAndCompetition(checked, competitionEntries.competitionId))).resolves.toBeInstanceOf(Array);
  });
});
