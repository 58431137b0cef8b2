const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * '2026-11-12' as '12 Nov 2026'. A published date is a calendar day in India already, so it is
 * formatted by hand: server and browser ICU data differ (Sep / Sept) and would break hydration.
 */
/** A calendar day as the page's language writes it: English as formatPublishedDate, "१२ डिसेंबर २०२६" in Marathi. */
export function formatDayIn(date: string, tag: string): string {
  if (tag === "en-IN") return formatPublishedDate(date);
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? date
    : new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day);
}

export function formatPublishedDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** India is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India (YYYY-MM-DD) of an instant, optionally some days later. */
export function indiaDate(instant: Date = new Date(), plusDays = 0): string {
  return new Date(instant.getTime() + IST_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/** A moment (ISO time) as its calendar day in India, '23 Nov 2026': by hand, as formatPublishedDate. */
export function formatIndiaDay(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatPublishedDate(indiaDate(instant));
}

/**
 * An instant (ISO string) as India's wall clock, '21 Nov 2026, 8:17 am'. Formatted by hand:
 * server and browser ICU data differ and would break hydration.
 */
export function formatIndiaDateTime(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const wallClock = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(wallClock.getTime())) return iso;
  const hours = wallClock.getUTCHours();
  const minutes = String(wallClock.getUTCMinutes()).padStart(2, "0");
  return `${formatIndiaDay(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** The same calendar day a year later (29 Feb becomes 1 Mar). */
export function oneYearAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
