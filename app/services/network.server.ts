import { sql } from "drizzle-orm";
import { readTogether } from "~/db/read-together.server";
import { indiaDate } from "~/lib/dates";
import { PAYABLE_STATUSES } from "~/lib/payment-states";
import { behindReasons, BEHIND_RULE } from "~/lib/network-behind";
import { authorize, canSeeNetwork, type Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";

// The network dashboard (admins): for the whole network and each centre, over the last 12 India
// calendar months, who is on the rosters, who joined and who left, how demo leads turn into
// enrolments, how level exams go, how many kits are ordered, and what is still unpaid. One query:
// every figure is a GROUP BY over its table (43,000 students at ten times the bench's data are
// read once, not once a centre), and the centres' rows and the network's come back together.
// Joiners and leavers come from their counts by centre and month and kits from each order's units,
// both kept by triggers (migration 0030) as roster_counts and order_totals are: the students and
// the orders' JSON lines are not read at all.

/** How many India calendar months the dashboard covers, the current one last. */
export const NETWORK_MONTHS = 12;

export type Rate = { ratePercent: number | null };
export type NetworkFigures = {
  activeStudents: number;
  /** Aligned with `months`, oldest first. */
  enrolments: number[];
  leavers: number[];
  /** Demo leads booked in the 12 months, how many of them are now enrolled, and the rate. */
  demo: { leads: number; enrolled: number } & Rate;
  /** Entries of level exams held in the 12 months whose results are published and that have marks. */
  exams: { sat: number; passed: number } & Rate;
  /** Units of kits in the orders placed in the 12 months and not cancelled, and per active student. */
  kits: { units: number; perActiveStudent: number | null };
  /** Rupees still to be sent (never reported, or reported and rejected), whenever they fell due. */
  unpaid: { orders: number; entryFees: number; total: number };
};
export type CentreFigures = NetworkFigures & {
  centreId: string;
  name: string;
  city: string;
  active: boolean;
  behind: boolean;
  reasons: string[];
};
export type NetworkSummary = { months: string[]; network: NetworkFigures; centres: CentreFigures[] };

/** The 12 India calendar months ending with today's ("2025-12" ... "2026-11"). */
export function lastMonths(today: string, count = NETWORK_MONTHS): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

type SummaryRow = {
  centreId: string | null;
  name: string | null;
  city: string | null;
  active: number | null;
  activeStudents: number;
  months: string | null;
  demoLeads: number;
  demoEnrolled: number;
  examsSat: number;
  examsPassed: number;
  kitUnits: number;
  ordersUnpaid: number;
  feesUnpaid: number;
};

const NOTHING: SummaryRow = {
  centreId: null,
  name: null,
  city: null,
  active: null,
  activeStudents: 0,
  months: null,
  demoLeads: 0,
  demoEnrolled: 0,
  examsSat: 0,
  examsPassed: 0,
  kitUnits: 0,
  ordersUnpaid: 0,
  feesUnpaid: 0,
};

const due = sql.raw(PAYABLE_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * One row per centre, and the network's (centre_id null), from one statement. Students join on
 * `enrolled_on` (or the India day they were added, for rows written without it) and leave on
 * `archived_on` while archived (counted by centre and month, centre_month_students). An order is its account's, not a centre's: each account's orders
 * are shared evenly among the centres it runs now (centre_partners), so a partner with two centres
 * counts half of each order at each and the centres add up to the network; orders of accounts that
 * run no centre (an admin's, a former partner's) count for the network only. Entry fees are the
 * entry's centre's (the student's centre when entered).
 */
function summaryQuery(db: Deps["db"], months: string[]) {
  const startMonth = months[0]!;
  const startDay = `${startMonth}-01`;
  const startInstant = monthStartInstant(startMonth);
  const body = sql`
    with
    monthly as materialized (
      -- Kept by triggers on students (migration 0030): a row a centre and month.
      select centre_id, month, joined, leaving from centre_month_students where month >= ${startMonth} and (joined > 0 or leaving > 0)
    ),
    centre_months as materialized (
      select centre_id, json_group_array(json_array(month, joined, leaving)) as months from monthly group by centre_id
    ),
    demos as materialized (
      select centre_id, count(*) as leads, sum(status = 'enrolled') as enrolled from leads
      where type = 'demo' and created_at >= ${startInstant} and centre_id is not null group by centre_id
    ),
    exams as materialized (
      select entry.centre_id, count(*) as sat, sum(entry.score >= exam.pass_mark) as passed
      from competitions exam join competition_entries entry on entry.competition_id = exam.id
      where exam.kind = 'level-exam' and exam.results_published_at is not null and exam.date >= ${startDay}
        and entry.score is not null
      group by entry.centre_id
    ),
    fees as materialized (
      select entry.centre_id, sum(competition.entry_fee) as unpaid
      from competitions competition join competition_entries entry on entry.competition_id = competition.id
      where competition.entry_fee > 0 and entry.payment_status in (${due})
      group by entry.centre_id
    ),
    partner_orders as materialized (
      select user_id,
        sum(case when created_at >= ${startInstant} then coalesce(units, 0) else 0 end) as units,
        sum(case when payment_status in (${due}) then total else 0 end) as unpaid
      from orders where user_id in (select user_id from centre_partners) and status <> 'cancelled' group by user_id
    ),
    centre_orders as materialized (
      select share.centre_id, sum(account.units * share.part) as units, sum(account.unpaid * share.part) as unpaid
      from (select centre_id, user_id, 1.0 / count(*) over (partition by user_id) as part from centre_partners) share
      join partner_orders account on account.user_id = share.user_id
      group by share.centre_id
    )
    select centre.id as centre_id, centre.name as name, centre.city as city, centre.active as active,
      coalesce(roster.students, 0) as active_students,
      centre_months.months as months,
      coalesce(demos.leads, 0) as demo_leads, coalesce(demos.enrolled, 0) as demo_enrolled,
      coalesce(exams.sat, 0) as exams_sat, coalesce(exams.passed, 0) as exams_passed,
      coalesce(centre_orders.units, 0) as kit_units, coalesce(centre_orders.unpaid, 0) as orders_unpaid,
      coalesce(fees.unpaid, 0) as fees_unpaid
    from centres centre
      left join roster_counts roster on roster.centre_id = centre.id and roster.archived = 0
      left join centre_months on centre_months.centre_id = centre.id
      left join demos on demos.centre_id = centre.id
      left join exams on exams.centre_id = centre.id
      left join fees on fees.centre_id = centre.id
      left join centre_orders on centre_orders.centre_id = centre.id
    union all
    select null, null, null, null,
      (select coalesce(sum(students), 0) from roster_counts where archived = 0),
      (select json_group_array(json_array(month, joined, leaving))
        from (select month, sum(joined) as joined, sum(leaving) as leaving from monthly group by month)),
      (select coalesce(sum(leads), 0) from demos), (select coalesce(sum(enrolled), 0) from demos),
      (select coalesce(sum(sat), 0) from exams), (select coalesce(sum(passed), 0) from exams),
      (select coalesce(sum(units), 0) from orders where created_at >= ${startInstant} and status <> 'cancelled'),
      -- Every order's unpaid total, from the totals kept by status and payment (migration 0013).
      (select coalesce(sum(total), 0) from order_totals where status <> 'cancelled' and payment_status in (${due})),
      (select coalesce(sum(unpaid), 0) from fees)`;
  return db
    .select({
      centreId: sql<string | null>`centre_id`,
      name: sql<string | null>`name`,
      city: sql<string | null>`city`,
      active: sql<number | null>`active`,
      activeStudents: sql<number>`active_students`,
      months: sql<string | null>`months`,
      demoLeads: sql<number>`demo_leads`,
      demoEnrolled: sql<number>`demo_enrolled`,
      examsSat: sql<number>`exams_sat`,
      examsPassed: sql<number>`exams_passed`,
      kitUnits: sql<number>`kit_units`,
      ordersUnpaid: sql<number>`orders_unpaid`,
      feesUnpaid: sql<number>`fees_unpaid`,
    })
    .from(sql`(${body}) summary`);
}

/** India's midnight on the first of the month, as the UTC instants rows' created_at are kept in. */
const monthStartInstant = (month: string) => new Date(`${month}-01T00:00:00+05:30`).toISOString();

/** A share in percent with one decimal; null when there is nothing to divide. */
const ratePercent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
/** Shared orders split into fractions: money to the paisa, units to two places. */
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

function figuresOf(row: SummaryRow, months: string[]): NetworkFigures {
  const byMonth = new Map((JSON.parse(row.months ?? "[]") as [string, number, number][]).map(([month, ...counts]) => [month, counts]));
  const activeStudents = Number(row.activeStudents);
  const units = twoPlaces(Number(row.kitUnits));
  const orders = twoPlaces(Number(row.ordersUnpaid));
  const entryFees = Number(row.feesUnpaid);
  const [demoLeads, demoEnrolled, sat, passed] = [row.demoLeads, row.demoEnrolled, row.examsSat, row.examsPassed].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return {
    activeStudents,
    enrolments: months.map((month) => byMonth.get(month)?.[0] ?? 0),
    leavers: months.map((month) => byMonth.get(month)?.[1] ?? 0),
    demo: { leads: demoLeads, enrolled: demoEnrolled, ratePercent: ratePercent(demoEnrolled, demoLeads) },
    exams: { sat, passed, ratePercent: ratePercent(passed, sat) },
    kits: { units, perActiveStudent: activeStudents > 0 ? twoPlaces(units / activeStudents) : null },
    unpaid: { orders, entryFees, total: twoPlaces(orders + entryFees) },
  };
}

/** One collator for the sort: localeCompare with a locale builds one per comparison (1,000 centres: 10,000 of them). */
const BY_NAME = new Intl.Collator("en-IN");

const sumOfLast = (counts: number[], months: number) => counts.slice(-months).reduce((sum, count) => sum + count, 0);

/** The dashboard's figures (admins): the network's, and each centre's with those falling behind first. */
export async function getNetworkSummary({ db }: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<NetworkSummary> {
  authorize(actor, canSeeNetwork, "Only administrators can see the network dashboard.");
  const months = lastMonths(today);
  const rows = (await readTogether(db, summaryQuery(db, months))) as SummaryRow[];
  // The query's last row is always the network's.
  const network = figuresOf(rows.find((row) => row.centreId === null) ?? NOTHING, months);
  const centres = rows
    .filter((row): row is SummaryRow & { centreId: string } => row.centreId !== null)
    .map((row) => {
      const figures = figuresOf(row, months);
      const reasons = behindReasons(
        {
          recentJoined: sumOfLast(figures.enrolments, BEHIND_RULE.recentMonths),
          recentLeft: sumOfLast(figures.leavers, BEHIND_RULE.recentMonths),
          exams: figures.exams,
          demo: figures.demo,
          unpaidTotal: figures.unpaid.total,
        },
        network,
      );
      return {
        centreId: row.centreId,
        name: row.name ?? "",
        city: row.city ?? "",
        active: Boolean(row.active),
        ...figures,
        behind: reasons.length > 0,
        reasons,
      };
    })
    .sort((a, b) => b.reasons.length - a.reasons.length || BY_NAME.compare(a.name, b.name) || a.centreId.localeCompare(b.centreId));
  return { months, network, centres };
}
