import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { readTogether } from "~/db/read-together.server";
import { courseLevels, products } from "~/db/schema";
import { courseName } from "~/lib/courses";
import type { Course } from "~/lib/enums";
import { invalidInput } from "~/lib/errors";
import { authorize, canManageContent, canOrderKits, type Actor } from "~/lib/permissions";
import type { CourseLevelsInput } from "~/validation/programmes";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";

// Each course's programme: its levels in order, the weeks each typically takes, the level exam's
// pass mark and the kit each level needs. A student's `level` is the 1-based position in this list.
// The course pages show it to everyone; the kit of each level only to those who order kits.

export type CourseLevel = { level: number; name: string; weeks: number; passMark: number; productId?: string | null };

const ONLY_ADMINS = "Only administrators can edit a course's levels.";

/** The course's levels in order (none saved: an empty list), read with the page's other reads. */
export async function getCourseLevels({ db }: Pick<Deps, "db">, actor: Actor | null, course: Course): Promise<CourseLevel[]> {
  const rows = await readTogether(
    db,
    db.select().from(courseLevels).where(eq(courseLevels.course, course)).orderBy(asc(courseLevels.position)),
  );
  // Which kit a level needs is the partners' catalogue, not for every visitor.
  const showKits = canOrderKits(actor);
  return rows.map((row) => ({
    level: row.position,
    name: row.name,
    weeks: row.weeks,
    passMark: row.passMark,
    ...(showKits ? { productId: row.productId } : {}),
  }));
}

/** What the programme editor needs, for an administrator only (null for anyone else): the kits to choose from. */
export async function programmeEditor({ db }: Pick<Deps, "db">, actor: Actor | null) {
  if (!actor || !canManageContent(actor)) return null;
  const kits = await readTogether(
    db,
    db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)).limit(200),
  );
  return { kits };
}

/**
 * Replaces the course's levels with those sent, in order (admins): each kit named must be in the
 * catalogue (400 naming `levels.N.productId`). One batch: the old list, the new one, the activity line.
 */
export async function saveCourseLevels(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  course: Course,
  { levels }: CourseLevelsInput,
): Promise<CourseLevel[]> {
  const admin = authorize(actor, canManageContent, ONLY_ADMINS);
  const named = [...new Set(levels.flatMap((level) => (level.productId ? [level.productId] : [])))];
  const found = named.length ? await db.select({ id: products.id }).from(products).where(inArray(products.id, named)) : [];
  const known = new Set(found.map((row) => row.id));
  const unknown = levels.flatMap((level, index) => (level.productId && !known.has(level.productId) ? [index] : []));
  if (unknown.length) {
    const message = "This kit is not in the catalogue: choose one of the kits, or none";
    throw invalidInput(message, Object.fromEntries(unknown.map((index) => [`levels.${index}.productId`, [message]])));
  }
  const now = new Date().toISOString();
  // The levels kept are updated in place, not deleted and added again: a level's students are
  // re-dated (their exam's due day, migration 0031) only when its weeks change.
  await db.batch([
    db.delete(courseLevels).where(and(eq(courseLevels.course, course), gt(courseLevels.position, levels.length))),
    db
      .insert(courseLevels)
      .values(
        levels.map((level, index) => ({
          course,
          position: index + 1,
          name: level.name,
          weeks: level.weeks,
          passMark: level.passMark,
          productId: level.productId ?? null,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [courseLevels.course, courseLevels.position],
        set: {
          name: sql`excluded.name`,
          weeks: sql`excluded.weeks`,
          passMark: sql`excluded.pass_mark`,
          productId: sql`excluded.product_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
    activityEntry(db, admin, {
      action: "settings.levels",
      target: course,
      summary: `Saved the ${levels.length} levels of ${courseName(course)}`,
    }),
  ]);
  return levels.map((level, index) => ({ level: index + 1, ...level, productId: level.productId ?? null }));
}
