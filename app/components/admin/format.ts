import { IST_OFFSET_MS } from "~/lib/dates";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An instant (ISO string) as India's wall clock, '21 Nov 2026, 8:17 am'. Formatted by hand:
 * server and browser ICU data differ and would break hydration.
 */
export function formatIndiaDateTime(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const date = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${clock}`;
}

/** The day only, '21 Nov 2026'. */
export function formatIndiaDate(iso: string): string {
  return formatIndiaDateTime(iso).split(",")[0] ?? iso;
}
