// An iCalendar file (RFC 5545) of one all-day event, for "Add to calendar": phones and desktop
// calendars open it; no calendar service is asked.

/** Text as a property value: backslash, semicolon, comma and newline escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded (a space starts each continuation). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let part = "";
  for (const character of line) {
    if (new TextEncoder().encode(part + character).length > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = "";
    }
    part += character;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replace(/-/g, "");

/** The day after `date` (YYYY-MM-DD): an all-day event ends the next day, exclusive. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export type AllDayEvent = { uid: string; date: string; summary: string; location: string; description: string; stamp: Date };

export function allDayEventFile(event: AllDayEvent): string {
  const stamp = event.stamp
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bright Minds Academy//Demo class//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("\r\n")
    .concat("\r\n");
}
