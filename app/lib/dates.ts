import { formatDigits } from "./counts";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// Month names by hand, as formatPublishedDate's: ICU's date data differ between the server and the
// browser and would break hydration (the digits are Intl's number formatting, the same in both).
const MONTH_NAMES: Record<string, readonly string[]> = {
  "mr-IN": ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"],
  "hi-IN": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"],
};

/** A calendar day as the page's language writes it: English as formatPublishedDate, "१२ डिसेंबर २०२६" in Marathi. */
export function formatDayIn(date: string, tag: string): string {
  const months = MONTH_NAMES[tag];
  const [year, month, day] = date.split("-").map(Number);
  if (!months || !year || !month || !day) return formatPublishedDate(date);
  return `${formatDigits(day, tag)} ${months[month - 1]} ${formatDigits(year, tag)}`;
}

/** A moment (ISO time) as its calendar day in India, in the page's language. */
export function formatIndiaDayIn(iso: string, tag: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatDayIn(indiaDate(instant), tag);
}

/**
 * '2026-11-12' as '12 Nov 2026'. A published date is a calendar day in India already, so it is
 * formatted by hand: server and browser ICU data differ (Sep / Sept) and would break hydration.
 */
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

// The part of the day a time is said with in Marathi and Hindi ("सकाळी ८:१७"), by hand as the
// months are: each part's last hour (exclusive) and its word.
const DAY_PARTS: Record<string, readonly (readonly [number, string])[]> = {
  "mr-IN": [
    [5, "रात्री"],
    [12, "सकाळी"],
    [16, "दुपारी"],
    [20, "संध्याकाळी"],
    [24, "रात्री"],
  ],
  "hi-IN": [
    [5, "रात"],
    [12, "सुबह"],
    [16, "दोपहर"],
    [20, "शाम"],
    [24, "रात"],
  ],
};

/** A wall-clock time (hours 0-23) as the page's language says it: "8:05 am", "सकाळी ८:०५", "सुबह 8:05". */
export function formatClockIn(hours: number, minutes: number, tag: string): string {
  const clock = `${formatDigits(hours % 12 || 12, tag)}:${minutes < 10 ? formatDigits(0, tag) : ""}${formatDigits(minutes, tag)}`;
  const parts = DAY_PARTS[tag];
  if (!parts) return `${clock} ${hours < 12 ? "am" : "pm"}`;
  return `${parts.find(([until]) => hours < until)?.[1] ?? ""} ${clock}`;
}

/** An instant as India's wall clock in the page's language: formatIndiaDateTime in English, "२१ नोव्हेंबर २०२६, सकाळी ८:१७". */
export function formatIndiaDateTimeIn(iso: string, tag: string): string {
  const wallClock = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  if (!DAY_PARTS[tag] || Number.isNaN(wallClock.getTime())) return formatIndiaDateTime(iso);
  return `${formatIndiaDayIn(iso, tag)}, ${formatClockIn(wallClock.getUTCHours(), wallClock.getUTCMinutes(), tag)}`;
}

/** The same calendar day a year later (29 Feb becomes 1 Mar). */
export function oneYearAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
