import { describe, expect, it } from "vitest";
import { formatIndiaDateTime, formatIndiaDay } from "~/lib/dates";

// Dates and times are shown as India reads them, formatted by hand: Intl's en-IN months differ
// between ICU versions (workerd's, Node's and each browser's: "Sep" or "Sept"), and a page whose
// server and browser disagree fails to hydrate.

describe("dates and times in India", () => {
  it("writes September as Sep, in India's day and clock", () => {
    expect(formatIndiaDay("2026-09-23T08:45:00.000Z")).toBe("23 Sep 2026");
    expect(formatIndiaDateTime("2026-09-23T08:45:00.000Z")).toBe("23 Sep 2026, 2:15 pm");
  });

  it("takes India's calendar day, which starts at 18:30 UTC", () => {
    expect(formatIndiaDay("2026-09-30T18:29:00.000Z")).toBe("30 Sep 2026");
    expect(formatIndiaDay("2026-09-30T18:30:00.000Z")).toBe("1 Oct 2026");
    expect(formatIndiaDateTime("2026-09-30T18:30:00.000Z")).toBe("1 Oct 2026, 12:00 am");
  });

  it("gives back what is not a time as it is", () => {
    expect(formatIndiaDay("not a time")).toBe("not a time");
    expect(formatIndiaDateTime(null)).toBe("Never");
  });
});
