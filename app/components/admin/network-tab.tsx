import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { formatCount } from "~/lib/counts";
import { formatPublishedDate } from "~/lib/dates";
import { moneyFormatFor } from "~/lib/gst";
import type { CentreFigures, NetworkFigures } from "~/services/network.server";
import { CentresTable } from "./network-centres";
import { percent, sum } from "./network-format";

export const NETWORK_CSV_PATH = "/admin/network.csv";

export type NetworkTabData = {
  months: string[];
  network: NetworkFigures;
  centres: CentreFigures[];
  behindCount: number;
  centreCount: number;
  offset: number;
  nextOffset: number | null;
  previousOffset: number | null;
};

/** "Dec 2025": the month of a day formatted as every page formats days. */
const monthLabel = (month: string) => formatPublishedDate(`${month}-01`).replace(/^1 /, "");
const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

/** The network dashboard: the network's figures, its months, and each centre with those falling behind first. */
export function NetworkTab({ page }: { page: NetworkTabData }) {
  const { months, network } = page;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="text-lg font-bold text-brand-900">The network</h3>
          <p className="text-sm text-slate-600">
            {monthLabel(months[0]!)} to {monthLabel(months.at(-1)!)}, by India calendar month. Active students are on a roster today.
          </p>
        </div>
        <a href={NETWORK_CSV_PATH} download className={linkClass}>
          <Icon name="download" className="size-4" />
          Download CSV
        </a>
      </div>
      <NetworkFiguresList figures={network} />
      <MonthsTable months={months} figures={network} />
      <CentresTable
        centres={page.centres}
        behindCount={page.behindCount}
        centreCount={page.centreCount}
        offset={page.offset}
        previousOffset={page.previousOffset}
        nextOffset={page.nextOffset}
      />
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-2xl font-extrabold text-brand-900">{value}</dd>
      <dd className="text-sm text-slate-600">{detail}</dd>
    </div>
  );
}

function NetworkFiguresList({ figures }: { figures: NetworkFigures }) {
  const { demo, exams, kits, unpaid } = figures;
  const money = moneyFormatFor([unpaid.orders, unpaid.entryFees, unpaid.total]);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure label="Active students" value={formatCount(figures.activeStudents)} detail="On the rosters now" />
      <Figure
        label="Joined in 12 months"
        value={formatCount(sum(figures.enrolments))}
        detail={`${formatCount(sum(figures.leavers))} left`}
      />
      <Figure
        label="Demo to enrolment"
        value={percent(demo.ratePercent)}
        detail={`${formatCount(demo.enrolled)} of ${formatCount(demo.leads)} demo leads enrolled`}
      />
      <Figure
        label="Level exam pass rate"
        value={percent(exams.ratePercent)}
        detail={`${formatCount(exams.passed)} of ${formatCount(exams.sat)} passed`}
      />
      <Figure
        label="Kits per active student"
        value={kits.perActiveStudent === null ? "None yet" : kits.perActiveStudent.toFixed(2)}
        detail={`${formatCount(kits.units)} kits ordered`}
      />
      <Figure label="Unpaid" value={money(unpaid.total)} detail={`Orders ${money(unpaid.orders)}, entry fees ${money(unpaid.entryFees)}`} />
    </dl>
  );
}

/** A count with a bar as long as its share of the largest month (decorative: the number says it). */
function CountBar({ count, largest, tone }: { count: number; largest: number; tone: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-10 shrink-0 text-right tabular-nums">{formatCount(count)}</span>
      <span aria-hidden="true" className="h-2.5 flex-1 rounded-full bg-slate-100">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${largest ? (count / largest) * 100 : 0}%` }} />
      </span>
    </span>
  );
}

function MonthsTable({ months, figures }: { months: string[]; figures: NetworkFigures }) {
  const largest = Math.max(0, ...figures.enrolments, ...figures.leavers);
  return (
    <section aria-labelledby="network-months" className="space-y-3">
      <h4 id="network-months" className="text-base font-bold text-brand-900">
        Enrolments and leavers by month
      </h4>
      <table className="w-full max-w-3xl text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="w-24 py-2 pr-3 font-semibold">
              Month
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Joined
            </th>
            <th scope="col" className="py-2 font-semibold">
              Left
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-semibold whitespace-nowrap text-slate-800">
                {monthLabel(month)}
              </th>
              <td className="py-1.5 pr-3">
                <CountBar count={figures.enrolments[index] ?? 0} largest={largest} tone="bg-brand-600" />
              </td>
              <td className="py-1.5">
                <CountBar count={figures.leavers[index] ?? 0} largest={largest} tone="bg-amber-500" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
