import { beforeAll, describe, expect, it } from "vitest";
import { courseLevels, products } from "~/db/schema";
import { daysFromToday, seedCentre, seedStudent } from "./competition-fixtures";
import { call, db, signedInUser } from "./helpers";

// Issue 34, item 5: the kits page counts every student of a centre who needs a level's kit (a
// centre of thousands included), names the first 30 by name, and says how many more there are.

const NEEDING = 33;

let partner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  partner = await signedInUser();
  const centreId = await seedCentre({ partnerIds: [partner.id], name: "Kothrud Kits Centre" });
  const [kit] = await db
    .insert(products)
    .values({ name: "Vedic Stage 2 Workbook", description: "Stage 2.", price: 640, category: "vedic_math", hsnCode: "4901", unit: "PCS" })
    .returning();
  const updatedAt = new Date().toISOString();
  await db.insert(courseLevels).values([
    { course: "vedic_maths", position: 1, name: "Stage 1", weeks: 10, passMark: 60, updatedAt },
    { course: "vedic_maths", position: 2, name: "Stage 2", weeks: 10, passMark: 60, productId: kit!.id, updatedAt },
  ]);
  // Each at Stage 1 for 12 weeks (past its 10): ready for Stage 2 and its workbook.
  for (let i = 0; i < NEEDING; i++)
    await seedStudent(centreId, {
      name: `Kit Child ${String(i).padStart(2, "0")}`,
      course: "vedic_maths",
      level: 1,
      enrolledOn: daysFromToday(-12 * 7),
    });
  // One who joined Stage 1 a week ago needs nothing yet.
  await seedStudent(centreId, { name: "Kit Newcomer", course: "vedic_maths", level: 2, enrolledOn: daysFromToday(-7 * 7) });
});

describe("the kits page", () => {
  it("counts every student who needs a kit, names the first 30 by name and says how many more", async () => {
    const page = await call("/my-centres/level-kits", { headers: { Cookie: partner.cookie } });
    expect(page.status).toBe(200);
    const html = page.text!;
    expect(html).toContain("Kothrud Kits Centre");
    expect(html).toContain("Vedic Stage 2 Workbook");
    expect(html).toMatch(new RegExp(`× <!-- -->${NEEDING}`));
    expect(html).toContain(`Who needs them (<!-- -->${NEEDING} students`);
    expect(html).toContain("Kit Child 00");
    expect(html).toContain("Kit Child 29");
    expect(html).not.toContain("Kit Child 30");
    expect(html).toMatch(/and <!-- -->3 more students/);
    expect(html).not.toContain("Kit Newcomer");
  });
});
