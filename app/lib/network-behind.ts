// When a centre is "falling behind" on the network dashboard: the one rule, its thresholds and the
// reasons it gives. Browser-safe: the service flags the centres, the page states the rule beside them.

import { formatRupees } from "./gst";

/** The thresholds of the rule (rates in percentage points, money in rupees). */
export const BEHIND_RULE = {
  /** The last months whose enrolments and leavers are compared. */
  recentMonths: 3,
  /** A pass rate or a conversion this many points below the network's. */
  pointsBelowNetwork: 15,
  /** ...judged only on at least this many exams sat or demo leads (fewer says nothing). */
  minimumSample: 5,
  /** Orders and entry fees still to be paid, at or above this. */
  unpaidRupees: 10_000,
} as const;

/** The rule as the page states it beside the flagged centres. */
export const BEHIND_RULE_TEXT =
  `A centre is falling behind when, over the last ${BEHIND_RULE.recentMonths} months, more students left than joined; ` +
  `when its level exam pass rate or its demo-to-enrolment conversion is ${BEHIND_RULE.pointsBelowNetwork} points or more below ` +
  `the network's (on ${BEHIND_RULE.minimumSample} or more exams or demo leads); or when ${formatRupees(BEHIND_RULE.unpaidRupees)} ` +
  `or more of its orders and entry fees is unpaid.`;

/** What the rule reads of a centre (and of the network, for the rates). */
export type BehindFigures = {
  /** Enrolments and leavers of the last `recentMonths` months. */
  recentJoined: number;
  recentLeft: number;
  exams: { sat: number; ratePercent: number | null };
  demo: { leads: number; ratePercent: number | null };
  unpaidTotal: number;
};

const percent = (value: number) => `${Math.round(value)}%`;

/** Why a centre is falling behind, one sentence a reason; none when it is not. */
export function behindReasons(centre: BehindFigures, network: Pick<BehindFigures, "exams" | "demo">): string[] {
  const reasons: string[] = [];
  const { recentMonths, pointsBelowNetwork, minimumSample, unpaidRupees } = BEHIND_RULE;
  if (centre.recentLeft > centre.recentJoined)
    reasons.push(`${centre.recentLeft} left and ${centre.recentJoined} joined in the last ${recentMonths} months`);
  const below = (own: { ratePercent: number | null }, sample: number, whole: { ratePercent: number | null }) =>
    sample >= minimumSample &&
    own.ratePercent !== null &&
    whole.ratePercent !== null &&
    whole.ratePercent - own.ratePercent >= pointsBelowNetwork;
  if (below(centre.exams, centre.exams.sat, network.exams))
    reasons.push(`Pass rate ${percent(centre.exams.ratePercent!)} against the network's ${percent(network.exams.ratePercent!)}`);
  if (below(centre.demo, centre.demo.leads, network.demo))
    reasons.push(`Demo conversion ${percent(centre.demo.ratePercent!)} against the network's ${percent(network.demo.ratePercent!)}`);
  if (centre.unpaidTotal >= unpaidRupees) reasons.push(`${formatRupees(centre.unpaidTotal)} unpaid`);
  return reasons;
}
