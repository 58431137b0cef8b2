import { and, asc, eq, sql } from "drizzle-orm";
import { centres } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import type { Course } from "~/lib/enums";
import type { Deps } from "./deps.server";

/** What a course page shows of a centre that teaches it (enough to choose one and open its page) and its postal address. */
export type CourseCentre = { slug: string; name: string; area: string; city: string; address: string; pincode: string };

/** Active and teaching `course` (the courses column is a JSON array: the match looks inside it). */
const teachingWhere = (course: Course) =>
  and(eq(centres.active, true), sql`exists (select 1 from json_each(${centres.courses}) where json_each.value = ${course})`);

/**
 * The first `limit` active centres that teach `course`, by city, then area, then name, and how many
 * teach it in all: one query, public. (Every centre was read to show eight and count the rest.)
 */
export async function centresTeaching(
  deps: Pick<Deps, "db">,
  course: Course,
  limit: number,
): Promise<{ centres: CourseCentre[]; total: number }> {
  const { db } = deps;
  // A subquery that names nothing outside itself: SQLite counts once.
  const count = db
    .select({ total: sql<number>`count(*)` })
    .from(centres)
    .where(teachingWhere(course));
  const rows = await readTogether(
    db,
    db
      .select({
        slug: centres.slug,
        name: centres.name,
        area: centres.area,
        city: centres.city,
        address: centres.address,
        pincode: centres.pincode,
        total: sql<number>`(${count})`,
      })
      .from(centres)
      .where(teachingWhere(course))
      .orderBy(asc(centres.city), asc(centres.area), asc(centres.name))
      .limit(limit),
  );
  return { centres: rows.map(({ total: _total, ...centre }) => centre), total: rows[0]?.total ?? 0 };
}

/**
 * The lowest fee any active centre shows for each course, in rupees, for "Fees from ₹…". A centre's
 * fees are its own words ("₹1,500 a month"): the amount is the number after the first ₹, and a
 * text without one ("ask at the centre") counts for nothing. One query, read with the page's others; public.
 */
export async function lowestFees(deps: Pick<Deps, "db">): Promise<Partial<Record<Course, number>>> {
  // SQLite's cast reads the leading digits ("1500 a month" is 1500) once the commas are gone.
  const amount = sql<number>`cast(trim(replace(substr(fee.value, instr(fee.value, '₹') + 1), ',', '')) as integer)`;
  const { db } = deps;
  const rows = await readTogether(
    db,
    db
      .select({ course: sql<Course>`fee.key`, amount: sql<number>`min(${amount})` })
      .from(sql`${centres}, json_each(${centres.fees}) fee`)
      .where(and(eq(centres.active, true), sql`instr(fee.value, '₹') > 0`, sql`${amount} > 0`))
      .groupBy(sql`fee.key`),
  );
  return Object.fromEntries(rows.map((row) => [row.course, row.amount]));
}
