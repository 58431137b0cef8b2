import type { Award } from "~/lib/enums";

// How awards read and look wherever results are shown (results page, admin sheet, certificate, verify).

export const AWARD_LABELS: Record<Award, string> = {
  gold: "Gold",
  silver: "Silver",
  bronze: "Bronze",
  merit: "Merit",
  participation: "Participation",
};

/** What the certificate says the child received. */
export const AWARD_TITLES: Record<Award, string> = {
  gold: "Gold Medal",
  silver: "Silver Medal",
  bronze: "Bronze Medal",
  merit: "Certificate of Merit",
  participation: "Certificate of Participation",
};

/** The award's badge: a medal's colour, with text dark enough to read on it. */
export const AWARD_BADGE: Record<Award, string> = {
  gold: "bg-amber-100 text-amber-900 ring-amber-300",
  silver: "bg-slate-100 text-slate-800 ring-slate-300",
  bronze: "bg-orange-100 text-orange-900 ring-orange-300",
  merit: "bg-brand-50 text-brand-800 ring-brand-200",
  participation: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

/** The medal's own colour (the icon and the certificate's seal). */
export const AWARD_COLOUR: Record<Award, string> = {
  gold: "#d97706",
  silver: "#64748b",
  bronze: "#c2410c",
  merit: "#4338ca",
  participation: "#047857",
};

/** The award's name in running text: the medal's colour, dark enough to read on paper (WCAG AA). */
export const AWARD_INK: Record<Award, string> = {
  gold: "#92400e",
  silver: "#475569",
  bronze: "#9a3412",
  merit: "#3730a3",
  participation: "#065f46",
};

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

/** Results grouped by level, in the order they came (the server sorts them). */
export function byLevel<T extends { level: string }>(rows: readonly T[]): { level: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.level);
    if (group) group.push(row);
    else groups.set(row.level, [row]);
  }
  return [...groups].map(([level, rows]) => ({ level, rows }));
}
