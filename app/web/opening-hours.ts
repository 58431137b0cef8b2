// A centre's batch timings, as partners type them ("Mon-Fri 4-8 pm, Sat 10 am-1 pm"), read into
// schema.org OpeningHoursSpecification for search engines. Only text that reads one way is read:
// "Mon-Fri 4-8" (morning or evening?) or anything with words beyond days and hours gives nothing,
// and the page still shows the text as typed.

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

// A Map, not an object: a typed "constructor" or "__proto__" must find nothing (an object's inherited
// members made the day NaN, and the loop below never ended).
const DAY_NAMES: ReadonlyMap<string, number> = new Map(
  Object.entries({
    mon: 0,
    monday: 0,
    tue: 1,
    tues: 1,
    tuesday: 1,
    wed: 2,
    weds: 2,
    wednesday: 2,
    thu: 3,
    thur: 3,
    thurs: 3,
    thursday: 3,
    fri: 4,
    friday: 4,
    sat: 5,
    saturday: 5,
    sun: 6,
    sunday: 6,
  }),
);

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

type Minutes = number;

/** "Mon-Fri", "Sat & Sun", "Fri-Mon" (wrapping the week): the days' numbers, Monday first; null if not days. */
function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(/\s*(?:&|\/|\band\b)\s*/)) {
    const [first, last, ...rest] = part.split("-").map((name) => DAY_NAMES.get(name.trim()));
    if (first === undefined || rest.length > 0 || (part.includes("-") && last === undefined)) return null;
    const end = last ?? first;
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b) : null;
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/;

/** One end of a range: its hour and minutes as written, and its am/pm if it has one. */
function readTime(text: string) {
  const match = text.trim().match(TIME);
  if (!match) return null;
  const [, hour, minutes = "0", meridiem] = match;
  return { hour: Number(hour), minutes: Number(minutes), meridiem: meridiem as "am" | "pm" | undefined };
}

const on12HourClock = (hour: number, minutes: number, meridiem: "am" | "pm"): Minutes | null =>
  hour >= 1 && hour <= 12 && minutes < 60 ? ((hour % 12) + (meridiem === "pm" ? 12 : 0)) * 60 + minutes : null;

/**
 * "4-8 pm" (both pm), "10 am-1 pm", "11-1 pm" (11 am: 11 pm would close before it opens), or a
 * 24-hour "16:00-19:30" (an hour past 12 says it is one); as opening and closing minutes.
 */
function parseRange(text: string): [Minutes, Minutes] | null {
  const ends = text.split("-");
  if (ends.length !== 2) return null;
  const [from, to] = ends.map(readTime);
  if (!from || !to) return null;
  let range: [Minutes | null, Minutes | null];
  if (!from.meridiem && !to.meridiem) {
    const clock = [from, to].every(({ hour, minutes }) => hour <= 23 && minutes < 60) && Math.max(from.hour, to.hour) >= 13;
    if (!clock) return null;
    range = [from.hour * 60 + from.minutes, to.hour * 60 + to.minutes];
  } else if (!to.meridiem) {
    return null;
  } else if (from.meridiem) {
    range = [on12HourClock(from.hour, from.minutes, from.meridiem), on12HourClock(to.hour, to.minutes, to.meridiem)];
  } else {
    const closes = on12HourClock(to.hour, to.minutes, to.meridiem);
    const sameHalf = on12HourClock(from.hour, from.minutes, to.meridiem);
    const morning = to.meridiem === "pm" ? on12HourClock(from.hour, from.minutes, "am") : null;
    range = [sameHalf !== null && closes !== null && sameHalf < closes ? sameHalf : morning, closes];
  }
  const [opens, closes] = range;
  return opens !== null && closes !== null && opens < closes ? [opens, closes] : null;
}

const clock = (minutes: Minutes) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Timings as schema.org opening hours, one specification per range and its days, or null unless
 * the whole text reads one way. Parts are split by commas or semicolons; days alone carry on to
 * the next part ("Mon, Wed, Fri 4-6 pm"), hours alone keep the days before ("Mon-Fri 4-5 pm, 6-7
 * pm"), and "Sunday closed" adds nothing.
 */
export function parseOpeningHours(timings: string): OpeningHoursSpecification[] | null {
  const text = timings
    .toLowerCase()
    .replace(/[–—]|\bto\b/g, "-")
    .replace(/\b([ap])\.m\./g, "$1m")
    .replace(/\s*-\s*/g, "-");
  const specifications: OpeningHoursSpecification[] = [];
  let waiting: number[] = [];
  let previous: number[] | null = null;
  for (const part of text.split(/[,;\n]/).map((piece) => piece.trim())) {
    if (!part) continue;
    const digit = part.search(/\d/);
    const dayText = (digit < 0 ? part : part.slice(0, digit)).replace(/:?\s*$/, "").trim();
    const hoursText = digit < 0 ? "" : part.slice(digit).trim();
    if (!hoursText) {
      const closed = dayText.match(/^(.*?)\s+(?:closed|holiday|off)$/);
      const days = parseDays(closed ? closed[1]! : dayText);
      if (!days) return null;
      if (!closed) waiting.push(...days);
      continue;
    }
    const named = dayText ? parseDays(dayText) : null;
    if (dayText && !named) return null;
    const days: number[] | null = named ? [...new Set([...waiting, ...named])].sort((a, b) => a - b) : waiting.length ? null : previous;
    if (!days) return null;
    for (const rangeText of hoursText.split(/\s*(?:&|\/|\band\b)\s*/)) {
      const range = parseRange(rangeText);
      if (!range) return null;
      specifications.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${DAYS[day]}`),
        opens: clock(range[0]),
        closes: clock(range[1]),
      });
    }
    waiting = [];
    previous = days;
  }
  return specifications.length > 0 && waiting.length === 0 ? specifications : null;
}
