import { sql } from "drizzle-orm";
import type { Deps } from "./deps.server";
import { users } from "~/db/schema";

/** The dashboard's headline counts, in one query. */
export async function getUserCounts({ db }: Pick<Deps, "db">): Promise<{ total: number; pending: number }> {
  const row = await db
    .select({
      total: sql<number>`count(*)`,
      pending: sql<number>`coalesce(sum(case when ${users.isApproved} = 0 then 1 else 0 end), 0)`,
    })
    .from(users)
    .get();
  return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0) };
}
