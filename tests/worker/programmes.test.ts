import { describe, expect, it } from "vitest";
import { call, signedInUser } from "./helpers";

// Issue 34, item 1: each course's programme, its levels in order (name, typical weeks, pass mark,
// the kit each needs), edited whole by admins; the course page shows them.

const levels = (productId?: string) => [
  { name: "Beads and counting", weeks: 12, passMark: 60, productId },
  { name: "Small friends", weeks: 12, passMark: 60 },
  { name: "Big friends", weeks: 14, passMark: 65 },
];

async function kit(admin: { token: string }) {
  const made = await call("/api/products", {
    method: "POST",
    token: admin.token,
    body: { name: `Level kit ${crypto.randomUUID().slice(0, 6)}`, price: 750, category: "abacus", hsnCode: "9023", unit: "SET" },
  });
  return made.json!.product.id as string;
}

describe("a course's programme", () => {
  it("is saved whole by an admin and read in order; each level's kit only by those who order kits", async () => {
    const admin = await signedInUser("admin");
    const productId = await kit(admin);
    const saved = await call("/api/courses/vedic_maths/levels", { method: "PUT", token: admin.token, body: { levels: levels(productId) } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json?.levels.map((level: { level: number; name: string }) => [level.level, level.name])).toEqual([
      [1, "Beads and counting"],
      [2, "Small friends"],
      [3, "Big friends"],
    ]);

    const visitor = await call("/api/courses/vedic_maths/levels");
    expect(visitor.json?.levels).toEqual([
      { level: 1, name: "Beads and counting", weeks: 12, passMark: 60 },
      { level: 2, name: "Small friends", weeks: 12, passMark: 60 },
      { level: 3, name: "Big friends", weeks: 14, passMark: 65 },
    ]);
    const partner = await signedInUser();
    const seen = await call("/api/courses/vedic_maths/levels", { token: partner.token });
    expect(seen.json?.levels[0]).toMatchObject({ productId });
    expect(seen.response.headers.get("Cache-Control")).toContain("no-store");

    // Saved again, shorter: the list is replaced, not merged.
    await call("/api/courses/vedic_maths/levels", { method: "PUT", token: admin.token, body: { levels: levels().slice(0, 2) } });
    expect((await call("/api/courses/vedic_maths/levels")).json?.levels).toHaveLength(2);
    // Another course keeps its own (none).
    expect((await call("/api/courses/phonics/levels")).json?.levels).toEqual([]);
  });

  it("shows on the course page, level by level", async () => {
    const admin = await signedInUser("admin");
    await call("/api/courses/abacus/levels", { method: "PUT", token: admin.token, body: { levels: levels() } });
    const page = await call("/courses/abacus-training");
    expect(page.text).toContain("The programme, level by level");
    expect(page.text).toMatch(/Level <!-- -->3<\/span><span[^>]*> · <!-- -->Big friends/);
    expect(page.text).toContain("about <!-- -->14<!-- --> weeks");
  });

  it.each([
    [{ levels: [] }, "levels", "A programme has at least one level"],
    [{ levels: [{ name: "", weeks: 12, passMark: 60 }] }, "levels.0.name", "Level name is required"],
    [{ levels: [{ name: "L1", weeks: 0, passMark: 60 }] }, "levels.0.weeks", "weeks must be a whole number from 1 to 104"],
    [
      { levels: [{ name: "L1", weeks: 12, passMark: 101 }] },
      "levels.0.passMark",
      "passMark must be a whole number from 0 to 100 (marks out of 100)",
    ],
    [
      { levels: [{ name: "L1", weeks: 12, passMark: 60, productId: "no-such-kit" }] },
      "levels.0.productId",
      "This kit is not in the catalogue: choose one of the kits, or none",
    ],
  ])("refuses %j with 400 naming %s, changing nothing", async (body, field, message) => {
    const admin = await signedInUser("admin");
    await call("/api/courses/mental_math/levels", { method: "PUT", token: admin.token, body: { levels: levels() } });
    const refused = await call("/api/courses/mental_math/levels", { method: "PUT", token: admin.token, body });
    expect(refused.status).toBe(400);
    expect(refused.json?.errors[field]).toEqual([message]);
    expect((await call("/api/courses/mental_math/levels")).json?.levels).toHaveLength(3);
  });

  it("is edited by an admin on the course page: spare rows add levels, an emptied row is left out", async () => {
    const admin = await signedInUser("admin");
    const productId = await kit(admin);
    const page = await call("/courses/phonics-programs", { headers: { Cookie: admin.cookie } });
    expect(page.text).toContain("Edit the programme (administrators)");
    const form = new URLSearchParams({
      intent: "saveLevels",
      "levels[0].name": "Letter sounds",
      "levels[0].weeks": "12",
      "levels[0].passMark": "60",
      "levels[0].productId": productId,
      "levels[1].name": "Blending",
      "levels[1].weeks": "10",
      "levels[1].passMark": "65",
      "levels[1].productId": "",
      "levels[2].name": "",
      "levels[2].weeks": "",
      "levels[2].passMark": "",
      "levels[2].productId": "",
    });
    const post = (cookie: string, body: URLSearchParams) =>
      call("/courses/phonics-programs", {
        method: "POST",
        rawBody: body.toString(),
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      });
    const saved = await post(admin.cookie, form);
    expect(saved.text).toContain("The Phonics Programs programme is saved.");
    expect((await call("/api/courses/phonics/levels", { token: admin.token })).json?.levels).toEqual([
      { level: 1, name: "Letter sounds", weeks: 12, passMark: 60, productId },
      { level: 2, name: "Blending", weeks: 10, passMark: 65, productId: null },
    ]);
    // A wrong mark is said beside its level, and nothing changes.
    form.set("levels[1].passMark", "150");
    expect((await post(admin.cookie, form)).text).toContain("passMark must be a whole number from 0 to 100");
    expect((await call("/api/courses/phonics/levels")).json?.levels[1].passMark).toBe(65);
    // A partner sees no editor and cannot save.
    const partner = await signedInUser();
    expect((await call("/courses/phonics-programs", { headers: { Cookie: partner.cookie } })).text).not.toContain("Edit the programme");
    form.set("levels[1].passMark", "70");
    const refused = await post(partner.cookie, form);
    // The admins' page guard sends anyone else away; nothing is saved.
    expect(refused.status).toBe(302);
    expect((await call("/api/courses/phonics/levels")).json?.levels[1].passMark).toBe(65);
  });

  it("is for admins to change, and names only the site's courses", async () => {
    const partner = await signedInUser();
    expect((await call("/api/courses/abacus/levels", { method: "PUT", token: partner.token, body: { levels: levels() } })).status).toBe(
      403,
    );
    expect((await call("/api/courses/abacus/levels", { method: "PUT", body: { levels: levels() } })).status).toBe(401);
    const unknown = await call("/api/courses/karate/levels");
    expect(unknown.status).toBe(400);
    expect(unknown.json?.errors.course[0]).toContain("course must be one of abacus");
  });
});
