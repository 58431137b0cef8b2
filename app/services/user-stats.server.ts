import { sql } from "drizzle-orm";
import type { Deps } from "./deps.server";
import { users } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { newMessagesCount } from "./contact.server";

/** The dashboard's headline counts (and the new messages its Messages tab shows), in one query. */
export async function getUserCounts({ db }: Pick<Deps, "db">): Promise<{ total: number; pending: number; newMessages: number }> {
  const [row] = await readTogether(
    db,
    db
      .select({
        total: sql<number>`count(*)`,
        pending: sql<number>`coalesce(sum(case when ${users.isApproved} = 0 then 1 else 0 end), 0)`,
        newMessages: newMessagesCount,
      })
      .from(users),
  );
  return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0), newMessages: Number(row?.newMessages ?? 0) };
}
