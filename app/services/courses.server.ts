import { and, asc, eq, sql } from "drizzle-orm";
import { centres } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import type { Course } from "~/lib/enums";
import type { Deps } from "./deps.server";

/** What a course page shows of a centre that teaches it: enough to choose one and open its page. */
export type CourseCentre = { slug: string; name: string; area: string; city: string };

/**
 * The active centres that teach `course`, by city, then area, then name: one query, public. The
 * courses column is a JSON array, so the match looks inside it rather than at the text.
 */
export function centresTeaching(deps: Pick<Deps, "db">, course: Course): Promise<CourseCentre[]> {
  const { db } = deps;
  return readTogether(
    db,
    db
      .select({ slug: centres.slug, name: centres.name, area: centres.area, city: centres.city })
      .from(centres)
      .where(and(eq(centres.active, true), sql`exists (select 1 from json_each(${centres.courses}) where json_each.value = ${course})`))
      .orderBy(asc(centres.city), asc(centres.area), asc(centres.name)),
  );
}
