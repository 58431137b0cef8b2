import { and, asc, eq, ne, sql } from "drizzle-orm";
import { centrePartners, students } from "~/db/schema";
import { notFound } from "~/lib/errors";
import { isAdmin, type Actor } from "~/lib/permissions";
import type { TransferAskInput } from "~/validation/students";
import type { Deps } from "./deps.server";
import { authorizeKeeper } from "./students.server";
import { requestTransfer } from "./transfers.server";

// A partner asks for a child who is moving to one of their centres. They cannot know the child's
// id at the other centre, so they name the child as the parent can: name (any case), date of birth
// and the parent's phone, all three as the other centre keeps them. Knowing all three is what
// finding the child takes; the request then follows requestTransfer's rules (the partner must run
// the centre asked for, one request waits per student, an admin confirms).

const NO_MATCH =
  "No child with this name, date of birth and parent's phone is on another centre's roster. Check them with the parent, as the other centre would have written them.";

/** POST /api/transfers: finds the child at another centre and asks to move them to `centreId`. */
export async function askForStudent(deps: Pick<Deps, "db" | "deliver">, actor: Actor | null, input: TransferAskInput) {
  const keeper = authorizeKeeper(actor);
  const name = input.name.replace(/\s+/g, " ");
  const [match] = await deps.db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        sql`${students.name} = ${name} collate nocase`,
        eq(students.dateOfBirth, input.dateOfBirth),
        eq(students.parentPhone, input.parentPhone),
        eq(students.archived, false),
        ne(students.centreId, input.centreId),
        // A partner asks only for a centre of theirs (for any other, no child is found).
        isAdmin(keeper)
          ? undefined
          : sql`exists (select 1 from ${centrePartners} cp where cp.centre_id = ${input.centreId} and cp.user_id = ${keeper.id})`,
      ),
    )
    .orderBy(asc(students.createdAt))
    .limit(1);
  if (!match) throw notFound(NO_MATCH);
  return { studentId: match.id, ...(await requestTransfer(deps, keeper, match.id, { centreId: input.centreId })) };
}
