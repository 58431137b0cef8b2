import { sql } from "drizzle-orm";
import { centres, courseLevels, products, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { levelName } from "~/lib/level-names";
import { authorize, canOrderKits, isAdmin, type Actor } from "~/lib/permissions";
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

/** A row of the one statement: a named student, a kit counted at a centre, or a centre's totals. */
type KitsRow = {
  kind: "student" | "kit" | "centre";
  centreId: string;
  centreName: string | null;
  id: string | null;
  name: string | null;
  course: Course | null;
  level: number | null;
  isNew: number | null;
  startedOn: string | null;
  weeks: number | null;
  productId: string | null;
  /** A kit's students, or a centre's. */
  count: number | null;
  /** A kit's levels ("3,4"), or a centre's students without a kit. */
  detail: string | null;
  price: number | null;
  inStock: number | null;
};

/**
 * Each centre of the caller's (an admin: every centre) with the students who need a level's kit now
 * or soon, and the kits counted. One statement counts every such student (a centre of 3,000 is
 * summed by SQLite, not sent whole) and names the first STUDENTS_NAMED of each centre by name.
 */
export async function levelKitsByCentre({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CentreLevelKits[]> {
  const member = authorize(actor, canOrderKits, "Only approved franchise partners order kits.");
  const since = addDays(today, -7 * LEVEL_KIT_WEEKS);
  const until = addDays(today, 7 * LEVEL_KIT_WEEKS);
  const theirs = isAdmin(member) ? sql`1` : sql`s.centre_id in ${centresRunBy(member.id)}`;
  const started = sql`coalesce(s.level_started_on, ${today})`;
  const body = sql`
    with need as materialized (
      select s.id, s.name, s.course, s.centre_id, ${started} as started_on, cur.weeks,
        ${started} >= ${since} as is_new,
        -- Started lately: this level's kit; due for the next level within the weeks: the next one's.
        case when ${started} >= ${since} then s.level else coalesce(nxt.position, s.level + 1) end as kit_level,
        case when ${started} >= ${since} then cur.product_id else nxt.product_id end as kit_id,
        row_number() over (partition by s.centre_id order by s.name, s.id) as place
      from ${students} s
        left join ${courseLevels} cur on cur.course = s.course and cur.position = s.level
        left join ${courseLevels} nxt on nxt.course = s.course and nxt.position = s.level + 1
      where s.archived = 0 and ${theirs}
        and (${started} >= ${since} or (nxt.position is not null and julianday(${until}) - julianday(${started}) >= 7 * cur.weeks))
    )
    select 'student' as kind, centre_id, null as centre_name, id, name, course, kit_level as level, is_new, started_on, weeks,
      kit_id as product_id, null as count, null as detail, null as price, null as in_stock
    from need where place <= ${STUDENTS_NAMED}
    union all
    select 'kit', need.centre_id, null, null, p.name, null, null, null, null, null, p.id, count(*),
      group_concat(distinct need.kit_level), p.price, p.in_stock
    from need join ${products} p on p.id = need.kit_id group by need.centre_id, p.id
    union all
    select 'centre', need.centre_id, c.name, null, null, null, null, null, null, null, null, count(*),
      sum(p.id is null), null, null
    from need join ${centres} c on c.id = need.centre_id left join ${products} p on p.id = need.kit_id group by need.centre_id`;
  const rows: KitsRow[] = await db
    .select({
      kind: sql<KitsRow["kind"]>`kind`,
      centreId: sql<string>`centre_id`,
      centreName: sql<string | null>`centre_name`,
      id: sql<string | null>`id`,
      name: sql<string | null>`name`,
      course: sql<Course | null>`course`,
      level: sql<number | null>`level`,
      isNew: sql<number | null>`is_new`,
      startedOn: sql<string | null>`started_on`,
      weeks: sql<number | null>`weeks`,
      productId: sql<string | null>`product_id`,
      count: sql<number | null>`count`,
      detail: sql<string | null>`detail`,
      price: sql<number | null>`price`,
      inStock: sql<number | null>`in_stock`,
    })
    .from(sql`(${body}) kits`);

  const byCentre = new Map<string, CentreLevelKits & { needing: number }>();
  for (const row of rows.filter((each) => each.kind === "centre"))
    byCentre.set(row.centreId, {
      centreId: row.centreId,
      centreName: row.centreName ?? "",
      students: [],
      more: 0,
      withoutKit: Number(row.detail ?? 0),
      kits: [],
      needing: Number(row.count ?? 0),
    });
  for (const row of rows) {
    const centre = byCentre.get(row.centreId);
    if (!centre) continue;
    if (row.kind === "student") centre.students.push(namedStudent(row));
    if (row.kind === "kit")
      centre.kits.push({
        productId: row.productId!,
        name: row.name ?? "",
        price: Number(row.price ?? 0),
        inStock: Boolean(row.inStock),
        quantity: Number(row.count ?? 0),
        levels: levelsOf(row.detail),
      });
  }
  return [...byCentre.values()]
    .sort((a, b) => BY_NAME.compare(a.centreName, b.centreName) || a.centreId.localeCompare(b.centreId))
    .map(({ needing, ...centre }) => ({
      ...centre,
      students: centre.students.sort((a, b) => BY_NAME.compare(a.name, b.name) || a.id.localeCompare(b.id)),
      more: needing - centre.students.length,
      kits: centre.kits.sort((a, b) => BY_NAME.compare(a.name, b.name)),
    }));
}

const BY_NAME = new Intl.Collator("en-IN");

function namedStudent(row: KitsRow): LevelKitStudent {
  const isNew = Boolean(row.isNew);
  const startedOn = row.startedOn ?? "";
  return {
    id: row.id!,
    name: row.name ?? "",
    course: row.course!,
    level: Number(row.level),
    reason: isNew ? "started" : "due",
    // When: the day they started, or the day they reach the level's weeks.
    on: isNew ? startedOn : addDays(startedOn, 7 * (row.weeks ?? 0)),
    productId: row.productId,
  };
}

/** "3,4" (the kit's levels, as SQLite grouped them) as "Level 3", "Level 4", lowest first. */
const levelsOf = (grouped: string | null) =>
  (grouped ?? "")
    .split(",")
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)
    .map(levelName);
