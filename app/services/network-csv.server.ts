import { csvAmount, toCsv, type CsvFile } from "~/lib/csv";
import { indiaDate } from "~/lib/dates";
import type { Actor } from "~/lib/permissions";
import type { Deps } from "./deps.server";
import { getNetworkSummary, type NetworkFigures } from "./network.server";

// The network dashboard as a spreadsheet: the whole network first, then one row per centre in the
// page's order (those falling behind first), with each month's enrolments and leavers.

const rate = (ratePercent: number | null) => (ratePercent === null ? "" : ratePercent.toFixed(1));

function figureCells(figures: NetworkFigures) {
  return [
    figures.activeStudents,
    ...figures.enrolments,
    ...figures.leavers,
    figures.demo.leads,
    figures.demo.enrolled,
    rate(figures.demo.ratePercent),
    figures.exams.sat,
    figures.exams.passed,
    rate(figures.exams.ratePercent),
    figures.kits.units,
    figures.kits.perActiveStudent === null ? "" : figures.kits.perActiveStudent.toFixed(2),
    csvAmount(figures.unpaid.orders),
    csvAmount(figures.unpaid.entryFees),
    csvAmount(figures.unpaid.total),
  ];
}

/** GET /api/network/summary.csv and the dashboard's download (admins). */
export async function exportNetworkSummary(deps: Pick<Deps, "db">, actor: Actor | null, today = indiaDate()): Promise<CsvFile> {
  const { months, network, centres } = await getNetworkSummary(deps, actor, today);
  const header = [
    "Centre",
    "City",
    "Active centre",
    "Active students",
    ...months.map((month) => `Enrolments ${month}`),
    ...months.map((month) => `Leavers ${month}`),
    "Demo leads",
    "Demo leads enrolled",
    "Demo conversion (%)",
    "Level exams sat",
    "Level exams passed",
    "Pass rate (%)",
    "Kit units ordered",
    "Kits per active student",
    "Orders unpaid (₹)",
    "Entry fees unpaid (₹)",
    "Total unpaid (₹)",
    "Falling behind",
    "Reasons",
  ];
  const rows = [
    ["Whole network", "", "", ...figureCells(network), "", ""],
    ...centres.map((centre) => [
      centre.name,
      centre.city,
      centre.active ? "Yes" : "No",
      ...figureCells(centre),
      centre.behind ? "Yes" : "No",
      centre.reasons.join("; "),
    ]),
  ];
  return { filename: `network-${today}.csv`, body: toCsv(header, rows) };
}
