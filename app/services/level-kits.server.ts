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

/** A row of the one statement: a kit counted at a centre, or a centre with its totals and the students it names. */
type KitsRow = {
  kind: "kit" | "centre";
  centreId: string;
  /** The kit's name, or the centre's. */
  name: string | null;
  productId: string | null;
  /** A kit's students, or a centre's. */
  count: number | null;
  /** A kit's levels ("3,4"), or a centre's students without a kit. */
  detail: string | null;
  price: number | null;
  inStock: number | null;
  /** A centre's first STUDENTS_NAMED students by name: [id, name, course, level, isNew, startedOn, weeks, productId]. */
  named: string | null;
};
type NamedRow = [string, string, Course, number, number, string, number | null, string | null];

/**
 * Each centre of the caller's (an admin: every centre) with the students who need a level's kit now
 * or soon, and the kits counted. One statement: SQLite counts every such student by centre and kit
 * (a centre of 3,000 is summed there, not sent whole), and names each centre's first STUDENTS_NAMED
 * by name from the roster's index, stopping there.
 */
export async function levelKitsByCentre({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CentreLevelKits[]> {
  const member = authorize(actor, canOrderKits, "Only approved franchise partners order kits.");
  const since = addDays(today, -7 * LEVEL_KIT_WEEKS);
  const until = addDays(today, 7 * LEVEL_KIT_WEEKS);
  const theirs = isAdmin(member) ? sql`1` : sql`s.centre_id in ${centresRunBy(member.id)}`;
  // Of a student `s` joined to their level `lv`: started lately (this level's kit), or due for the
  // next level the programme has by `until` (its exam's due day, kept on the student's row).
  const isNew = sql`(coalesce(s.level_started_on, ${today}) >= ${since})`;
  const needsKit = sql`s.archived = 0 and (${isNew} or (lv.next_position is not null and s.exam_due_on <= ${until}))`;
  const kitLevel = sql`case when ${isNew} then s.level else coalesce(lv.next_position, s.level + 1) end`;
  const kitId = sql`case when ${isNew} then lv.current_kit else lv.next_kit end`;
  const levelOf = sql`left join lv on lv.course = s.course and lv.position = s.level`;
  const body = sql`
    with lv as materialized (
      select cur.course, cur.position, cur.weeks, cur.product_id as current_kit, nxt.position as next_position, nxt.product_id as next_kit
      from ${courseLevels} cur left join ${courseLevels} nxt on nxt.course = cur.course and nxt.position = cur.position + 1
    ),
    need as materialized (
      select s.centre_id, ${kitLevel} as kit_level, ${kitId} as kit_id from ${students} s ${levelOf} where ${theirs} and ${needsKit}
    )
    select 'kit' as kind, need.centre_id, p.name as name, p.id as product_id, count(*) as count,
      group_concat(distinct need.kit_level) as detail, p.price as price, p.in_stock as in_stock, null as named
    from need join ${products} p on p.id = need.kit_id group by need.centre_id, p.id
    union all
    select 'centre', need.centre_id, c.name, null, count(*), sum(p.id is null), null, null,
      (select json_group_array(json_array(t.id, t.name, t.course, t.kit_level, t.is_new, t.started_on, t.weeks, t.kit_id)) from (
        select s.id, s.name, s.course, ${kitLevel} as kit_level, ${isNew} as is_new, coalesce(s.level_started_on, ${today}) as started_on,
          lv.weeks, ${kitId} as kit_id
        from ${students} s ${levelOf} where s.centre_id = need.centre_id and ${needsKit}
        order by s.name collate nocase, s.id limit ${STUDENTS_NAMED}) t)
    from need join ${centres} c on c.id = need.centre_id left join ${products} p on p.id = need.kit_id group by need.centre_id`;
  const rows: KitsRow[] = await db
    .select({
      kind: sql<KitsRow["kind"]>`kind`,
      centreId: sql<string>`centre_id`,
      name: sql<string | null>`name`,
      productId: sql<string | null>`product_id`,
      count: sql<number | null>`count`,
      detail: sql<string | null>`detail`,
      price: sql<number | null>`price`,
      inStock: sql<number | null>`in_stock`,
      named: sql<string | null>`named`,
    })
    .from(sql`(${body}) kits`);

  const byCentre = new Map<string, CentreLevelKits>();
  for (const row of rows.filter((each) => each.kind === "centre")) {
    const named = (JSON.parse(row.named ?? "[]") as NamedRow[]).map(namedStudent);
    byCentre.set(row.centreId, {
      centreId: row.centreId,
      centreName: row.name ?? "",
      students: named,
      more: Number(row.count ?? 0) - named.length,
      withoutKit: Number(row.detail ?? 0),
      kits: [],
    });
  }
  for (const row of rows.filter((each) => each.kind === "kit"))
    byCentre.get(row.centreId)?.kits.push({
      productId: row.productId!,
      name: row.name ?? "",
      price: Number(row.price ?? 0),
      inStock: Boolean(row.inStock),
      quantity: Number(row.count ?? 0),
      levels: levelsOf(row.detail),
    });
  return [...byCentre.values()]
    .sort((a, b) => BY_NAME.compare(a.centreName, b.centreName) || a.centreId.localeCompare(b.centreId))
    .map((centre) => ({ ...centre, kits: centre.kits.sort((a, b) => BY_NAME.compare(a.name, b.name)) }));
}

const BY_NAME = new Intl.Collator("en-IN");

function namedStudent([id, name, course, level, isNew, startedOn, weeks, productId]: NamedRow): LevelKitStudent {
  return {
    id,
    name,
    course,
    level,
    reason: isNew ? "started" : "due",
    // When: the day they started, or the day they reach the level's weeks.
    on: isNew ? startedOn : addDays(startedOn, 7 * (weeks ?? 0)),
    productId,
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
