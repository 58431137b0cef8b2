import { IST_OFFSET_MS } from "./dates";

// Ranges of calendar days in India (YYYY-MM-DD, both ends included), as the orders list filters
// them and the sales register exports them. Browser-safe: the dashboard's presets use them too.

export type DateRange = { from: string; to: string };

/** The longest range one export covers: a financial year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The calendar day `days` after (or before) `day`. */
export const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** How many days a range covers, both ends included (1 for a single day). */
export const rangeDays = ({ from, to }: DateRange) => dayNumber(to) - dayNumber(from) + 1;

/** The instant (ISO, UTC) a calendar day in India begins: 00:00 IST is 18:30 UTC the day before. */
export const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS).toISOString();

/** The stored instants (ISO, UTC) a range of India's days covers: from its first day's start to the start of the day after its last. */
export const instantsOf = (range: Partial<DateRange>) => ({
  start: range.from ? indiaDayStart(range.from) : undefined,
  end: range.to ? indiaDayStart(addDays(range.to, 1)) : undefined,
});

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar month `back` months before the one `today` is in (0: this month). */
export function monthRange(today: string, back = 0): DateRange {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  const first = `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
  const nextFirst = `${Math.floor((index + 1) / 12)}-${pad(((index + 1) % 12) + 1)}-01`;
  return { from: first, to: addDays(nextFirst, -1) };
}

/** The Indian financial year (1 April to 31 March) `back` years before the one `today` is in. */
export function financialYearRange(today: string, back = 0): DateRange {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const start = (month >= 4 ? year : year - 1) - back;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

export const RANGE_PRESETS = ["this-month", "last-month", "this-year", "last-year"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const PRESET_LABELS: Record<RangePreset, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "this-year": "This financial year",
  "last-year": "Last financial year",
};

export function presetRange(preset: RangePreset, today: string): DateRange {
  if (preset === "this-month") return monthRange(today);
  if (preset === "last-month") return monthRange(today, 1);
  return financialYearRange(today, preset === "this-year" ? 0 : 1);
}
