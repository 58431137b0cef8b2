import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "~/lib/opening-hours";

// Issue 29, item 2: a centre's batch timings, as partners write them, read into schema.org
// opening hours, or into nothing at all when the text could be read two ways.

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("parseOpeningHours", () => {
  it.each([
    [
      "Mon-Fri 4-8 pm, Sat 10 am-1 pm",
      [
        { days: WEEKDAYS, opens: "16:00", closes: "20:00" },
        { days: ["Saturday"], opens: "10:00", closes: "13:00" },
      ],
    ],
    [
      "Tue-Sun 3:30-7:30 pm",
      [{ days: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "15:30", closes: "19:30" }],
    ],
    ["Mon-Sat 5-7 pm", [{ days: [...WEEKDAYS, "Saturday"], opens: "17:00", closes: "19:00" }]],
    ["Monday to Friday: 4 pm - 7 pm", [{ days: WEEKDAYS, opens: "16:00", closes: "19:00" }]],
    ["Sat & Sun 11-1 pm", [{ days: ["Saturday", "Sunday"], opens: "11:00", closes: "13:00" }]],
    ["Mon, Wed, Fri 4.30–6 p.m.", [{ days: ["Monday", "Wednesday", "Friday"], opens: "16:30", closes: "18:00" }]],
    [
      "Mon-Fri 4-5 pm & 5:30-6:30 pm; Sunday closed",
      [
        { days: WEEKDAYS, opens: "16:00", closes: "17:00" },
        { days: WEEKDAYS, opens: "17:30", closes: "18:30" },
      ],
    ],
    ["Fri-Mon 16:00-19:30", [{ days: ["Monday", "Friday", "Saturday", "Sunday"], opens: "16:00", closes: "19:30" }]],
    ["Sat 12-2 pm", [{ days: ["Saturday"], opens: "12:00", closes: "14:00" }]],
    ["Sun 9 am-12 pm", [{ days: ["Sunday"], opens: "09:00", closes: "12:00" }]],
  ])("reads %j", (text, expected) => {
    expect(parseOpeningHours(text)).toEqual(
      expected.map(({ days, opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${day}`),
        opens,
        closes,
      })),
    );
  });

  it.each([
    ["", "nothing"],
    ["Mon-Fri 4-8", "morning or evening"],
    ["Mon-Fri 9-12", "no am or pm, and not a 24-hour time"],
    ["4-7 pm", "no days"],
    ["Mon-Fri", "no times"],
    ["Weekdays after school", "words"],
    ["Mon-Fri 4-7 pm (two batches)", "more than hours"],
    ["Mon-Fri 8 pm-1 am", "past midnight"],
    ["Mon-Fri 7 pm-4 pm", "closing before opening"],
    ["Mon-Fri 13-15 pm", "13 pm"],
    ["Mon-Fri 4:75-6 pm", "75 minutes"],
    ["Mon-Fri 4-7 pm, Sat", "a day without hours"],
    ["Funday 4-7 pm", "not a day"],
    ["__proto__-constructor 4-8 pm", "names an object inherits (the loop over the days never ended)"],
    ["constructor 4-8 pm", "a name an object inherits"],
    ["toString-sun 4-8 pm", "a name an object inherits"],
  ])("reads nothing from %j (%s)", (text) => {
    expect(parseOpeningHours(text)).toBeNull();
  });
});
