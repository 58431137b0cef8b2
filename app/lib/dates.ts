const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * '2026-11-12' as '12 Nov 2026'. A published date is a calendar day in India already, so it is
 * formatted by hand: server and browser ICU data differ (Sep / Sept) and would break hydration.
 */
export function formatPublishedDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
