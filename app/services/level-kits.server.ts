import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { centres, courseLevels, products, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { authorize, canOrderKits, isAdmin, type Actor } from "~/lib/permissions";
import { levelStartedOn } from "~/lib/level-progress";
import type { Course } from "~/lib/enums";
import type { Deps } from "./deps.server";
import { centresRunBy } from "./students.server";

// The kits each promotion needs (issue 34, item 5). For each of the partner's centres: the students
// who started a level in the last few weeks (promoted, or joined at it) need that level's kit; those
// who reach the programme's weeks at their level in the next few weeks will soon need the next
// level's. The programme names each level's kit (course_levels.product_id); "Order these kits" puts
// them in the cart (components/level-exams/order-level-kits.tsx).

/** How far back a level started counts as "just started" and how far ahead "due", in weeks. */
export const LEVEL_KIT_WEEKS = 4;
/** At most this many students are read (a centre's coming month, many times over). */
const MOST_STUDENTS = 1000;

export type LevelKitStudent = {
  id: string;
  name: string;
  course: Course;
  /** The level whose kit they need. */
  level: number;
  /** "started": began this level lately; "due": will be due for the next one soon. */
  reason: "started" | "due";
  /** When: the day they started, or the day they reach the level's weeks. */
  on: string;
  productId: string | null;
};

export type LevelKitLine = { productId: string; name: string; price: number; inStock: boolean; quantity: number; levels: string[] };

/** A centre's kits counted over all its students who need one; the page names the first few of them. */
export type CentreLevelKits = {
  centreId: string;
  centreName: string;
  students: LevelKitStudent[];
  more: number;
  /** Students needing a level whose kit the programme does not name. */
  withoutKit: number;
  kits: LevelKitLine[];
};

/** The students named per centre (the kits count them all). */
export const STUDENTS_NAMED = 30;

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Each centre of the caller's (an admin: every centre) with the students who need a level's kit now or soon, and the kits counted. */
export async function levelKitsByCentre({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CentreLevelKits[]> {
  const member = authorize(actor, canOrderKits, "Only approved franchise partners order kits.");
  const current = alias(courseLevels, "current_level");
  const next = alias(courseLevels, "next_level");
  const currentKit = alias(products, "current_kit");
  const nextKit = alias(products, "next_kit");
  const since = addDays(today, -7 * LEVEL_KIT_WEEKS);
  const until = addDays(today, 7 * LEVEL_KIT_WEEKS);
  // Each student with the day they started their level, worked out once: the LIMIT keeps SQLite from
  // folding this into the joins below, which would work it out again for each use (at ten times the
  // bench's data, 3,000 students of one centre: 7.6 ms of SQLite instead of 2).
  const progress = db
    .select({
      id: students.id,
      name: students.name,
      course: students.course,
      level: students.level,
      centreId: students.centreId,
      startedOn: sql<string>`coalesce(${levelStartedOn}, ${today})`.as("started_on"),
    })
    .from(students)
    .where(and(eq(students.archived, false), isAdmin(member) ? undefined : inArray(students.centreId, centresRunBy(member.id))))
    .limit(MOST_STUDENTS * 100)
    .as("progress");
  const rows = await db
    .select({
      id: progress.id,
      name: progress.name,
      course: progress.course,
      level: progress.level,
      centreId: progress.centreId,
      centreName: centres.name,
      startedOn: progress.startedOn,
      weeks: current.weeks,
      currentKit: { id: currentKit.id, name: currentKit.name, price: currentKit.price, inStock: currentKit.inStock },
      nextLevel: next.position,
      nextKit: { id: nextKit.id, name: nextKit.name, price: nextKit.price, inStock: nextKit.inStock },
    })
    .from(progress)
    .innerJoin(centres, eq(centres.id, progress.centreId))
    .leftJoin(current, and(eq(current.course, progress.course), eq(current.position, progress.level)))
    .leftJoin(next, and(eq(next.course, progress.course), eq(next.position, sql`${progress.level} + 1`)))
    .leftJoin(currentKit, eq(currentKit.id, current.productId))
    .leftJoin(nextKit, eq(nextKit.id, next.productId))
    .where(
      // Started lately, or due for the next level (one the programme has) by `until`.
      sql`(${progress.startedOn} >= ${since} or (${next.position} is not null and julianday(${until}) - julianday(${progress.startedOn}) >= 7 * ${current.weeks}))`,
    )
    .orderBy(asc(centres.name), asc(progress.centreId), asc(progress.name))
    .limit(MOST_STUDENTS);

  const byCentre = new Map<string, CentreLevelKits>();
  for (const row of rows) {
    const centre = byCentre.get(row.centreId) ?? {
      centreId: row.centreId,
      centreName: row.centreName,
      students: [],
      more: 0,
      withoutKit: 0,
      kits: [],
    };
    byCentre.set(row.centreId, centre);
    const isNew = row.startedOn >= since;
    const kit = isNew ? row.currentKit : row.nextKit;
    const level = isNew ? row.level : (row.nextLevel ?? row.level + 1);
    const on = isNew ? row.startedOn : addDays(row.startedOn, 7 * (row.weeks ?? 0));
    if (centre.students.length < STUDENTS_NAMED)
      centre.students.push({
        id: row.id,
        name: row.name,
        course: row.course,
        level,
        reason: isNew ? "started" : "due",
        on,
        productId: kit?.id ?? null,
      });
    else centre.more += 1;
    if (!kit?.id) centre.withoutKit += 1;
    if (kit?.id) countKit(centre.kits, { productId: kit.id, name: kit.name, price: kit.price, inStock: kit.inStock }, `Level ${level}`);
  }
  return [...byCentre.values()];
}

function countKit(lines: LevelKitLine[], kit: Omit<LevelKitLine, "quantity" | "levels">, level: string) {
  const line = lines.find((each) => each.productId === kit.productId);
  if (line) {
    line.quantity += 1;
    if (!line.levels.includes(level)) line.levels.push(level);
  } else lines.push({ ...kit, quantity: 1, levels: [level] });
}
