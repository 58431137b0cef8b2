import { formatPublishedDate, IST_OFFSET_MS } from "~/lib/dates";

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
  return `${formatPublishedDate(date.toISOString().slice(0, 10))}, ${clock}`;
}
