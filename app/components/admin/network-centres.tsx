import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { PageLinks } from "~/components/page-links";
import { formatCount } from "~/lib/counts";
import { moneyFormatFor } from "~/lib/gst";
import { BEHIND_RULE_TEXT } from "~/lib/network-behind";
import type { CentreFigures } from "~/services/network.server";
import { percent, sum } from "./network-format";
import { adminTabHref } from "./types";

// The network tab's centres: a table on a desk, a card a centre on a phone, 50 a page.

/** A cell that names its column on a phone, where each centre is a card and the header is not shown. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex justify-between gap-4 py-1 sm:table-cell sm:px-3 sm:py-3 sm:text-right sm:align-top">
      <span className="font-semibold text-slate-600 sm:hidden">{label}</span>
      <span className="tabular-nums">{children}</span>
    </td>
  );
}

function CentreRow({ centre }: { centre: CentreFigures }) {
  const money = moneyFormatFor([centre.unpaid.total]);
  return (
    <tr
      className={`block border-b border-slate-200 p-3 sm:table-row sm:p-0 border-l-4 ${centre.behind ? "border-l-amber-500 bg-amber-50" : "border-l-transparent"}`}
    >
      <th scope="row" className="block pb-2 text-left font-normal sm:table-cell sm:px-3 sm:py-3 sm:align-top">
        <span className="block font-bold text-slate-900">{centre.name}</span>
        <span className="block text-sm text-slate-600">
          {centre.city}
          {centre.active ? "" : " (inactive)"}
        </span>
        {centre.behind && (
          <>
            <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
              <Icon name="triangle-alert" className="size-3.5" />
              Falling behind
            </span>
            <ul className="mt-1 list-disc pl-5 text-sm text-amber-950">
              {centre.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
      </th>
      <Cell label="Active students">{formatCount(centre.activeStudents)}</Cell>
      <Cell label="Joined / left (12 months)">
        {formatCount(sum(centre.enrolments))} / {formatCount(sum(centre.leavers))}
      </Cell>
      <Cell label="Demo to enrolment">{percent(centre.demo.ratePercent)}</Cell>
      <Cell label="Pass rate">{percent(centre.exams.ratePercent)}</Cell>
      <Cell label="Kits per student">{centre.kits.perActiveStudent === null ? "None yet" : centre.kits.perActiveStudent.toFixed(2)}</Cell>
      <Cell label="Unpaid">{money(centre.unpaid.total)}</Cell>
    </tr>
  );
}

const COLUMNS = ["Active students", "Joined / left (12 months)", "Demo to enrolment", "Pass rate", "Kits per student", "Unpaid"];

type CentresPage = {
  centres: CentreFigures[];
  behindCount: number;
  centreCount: number;
  offset: number;
  previousOffset: number | null;
  nextOffset: number | null;
};

const pageHref = (offset: number | null) => (offset === null ? null : adminTabHref("network", { offset }));

/** A page of the centres, those falling behind first and flagged with their reasons (the rule, in words, above them). */
export function CentresTable({ centres, behindCount, centreCount, offset, previousOffset, nextOffset }: CentresPage) {
  return (
    <section aria-labelledby="network-centres" className="space-y-3">
      <h4 id="network-centres" className="text-base font-bold text-brand-900">
        By centre ({formatCount(centreCount)})
      </h4>
      <p className="text-sm text-slate-600">
        <strong className="text-slate-900">{formatCount(behindCount)} falling behind</strong>, listed first. {BEHIND_RULE_TEXT}
      </p>
      {centres.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">
          {centreCount === 0 ? "No centres yet." : "No more centres: this page is past the last."}
        </p>
      ) : (
        <table className="block w-full text-sm sm:table">
          <caption className="sr-only">
            Centres {formatCount(offset + 1)} to {formatCount(offset + centres.length)}, those falling behind first
          </caption>
          <thead className="sr-only sm:not-sr-only sm:table-header-group">
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Centre
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {centres.map((centre) => (
              <CentreRow key={centre.centreId} centre={centre} />
            ))}
          </tbody>
        </table>
      )}
      <PageLinks
        label="Pages of centres"
        noun="Centres"
        from={offset}
        shown={centres.length}
        total={centreCount}
        previousHref={pageHref(previousOffset)}
        nextHref={pageHref(nextOffset)}
      />
    </section>
  );
}
