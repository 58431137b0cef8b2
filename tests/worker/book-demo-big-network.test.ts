import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { centres } from "~/db/schema";
import { BOOKABLE_CENTRES_ON_PAGE } from "~/services/leads.server";
import { seedCentre } from "./competition-fixtures";
import { call, db } from "./helpers";

// /book-demo of a network bigger than BOOKABLE_CENTRES_ON_PAGE asks for the parent's city first
// (a GET form that works without JavaScript) and lists that city's centres; a centre's own link
// (?centre=) lists the centres of its city with it chosen.

let nashikCentre: string;

beforeAll(async () => {
  for (let i = 0; i < BOOKABLE_CENTRES_ON_PAGE; i++) await seedCentre({ name: `Pune Network Centre ${String(i).padStart(2, "0")}` });
  nashikCentre = await seedCentre({ name: "Zenith Demo Nashik" });
  await db.update(centres).set({ city: "Nashik" }).where(eq(centres.id, nashikCentre));
});

describe("/book-demo of a big network", () => {
  it("asks for the city first, with how many centres each has, and lists no centre yet", async () => {
    const { status, text } = await call("/book-demo?course=abacus");
    expect(status).toBe(200);
    expect(text).toContain("Your city");
    expect(text).toContain('<option value="Nashik">Nashik (1 centre)</option>');
    expect(text).toMatch(/<option value="Pune">Pune \(\d+ centres\)<\/option>/);
    expect(text).toContain("Choose your city first");
    expect(text).not.toContain(">Pune Network Centre 00</option>");
    // The course chosen on the way here is kept through the city's form.
    expect(text).toContain('<input type="hidden" name="course" value="abacus"/>');
  });

  it("lists the centres of the city chosen", async () => {
    const { text } = await call("/book-demo?city=Nashik&course=abacus");
    expect(text).toContain('<optgroup label="Nashik">');
    expect(text).toContain(">Zenith Demo Nashik</option>");
    expect(text).not.toContain("Pune Network Centre");
    expect(text).toContain('<option value="Nashik" selected="">Nashik (1 centre)</option>');
  });

  it("lists a centre's city, with the centre chosen, from the centre's own link", async () => {
    const { text } = await call(`/book-demo?centre=${nashikCentre}`);
    expect(text).toContain(`<option value="${nashikCentre}" selected="">Zenith Demo Nashik</option>`);
    expect(text).not.toContain("Pune Network Centre");
  });
});
