import { beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { leads, type OrderLine } from "~/db/schema";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { csvRecords } from "./csv-helpers";
import { BASE, call, db, freshAddress, signedInUser } from "./helpers";
import { seedOrder } from "./order-fixtures";
import { workerFetch } from "./worker-fetch";

// Issue 34, item 6: the network dashboard. A small network of two centres, each figure seeded so
// that it can be counted by hand: Kothrud is steady, Baner is falling behind on every count.

type Figures = {
  activeStudents: number;
  enrolments: number[];
  leavers: number[];
  demo: { leads: number; enrolled: number; ratePercent: number | null };
  exams: { sat: number; passed: number; ratePercent: number | null };
  kits: { units: number; perActiveStudent: number | null };
  unpaid: { orders: number; entryFees: number; total: number };
};
type Centre = Figures & { centreId: string; name: string; behind: boolean; reasons: string[] };
type Summary = { months: string[]; network: Figures; centres: Centre[] };

const DAY = 86_400_000;
/** The India calendar month `back` months before this one ("2026-09"). */
function indiaMonth(back: number) {
  const now = new Date(Date.now() + 330 * 60_000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
const LONG_AGO = "2023-06-10";
const kit = (qty: number): OrderLine => ({
  productId: "p",
  name: "Abacus kit",
  hsnCode: "9503",
  unit: "SET",
  price: 100,
  qty,
  gstPercent: 18,
  taxable: 100 * qty,
  gst: 18 * qty,
});

let admin: Awaited<ReturnType<typeof signedInUser>>;
let partner: Awaited<ReturnType<typeof signedInUser>>;
const ids = { steady: "", behind: "" };

beforeAll(async () => {
  [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
  const shared = await signedInUser();
  const other = await signedInUser();
  // Kothrud is the signed-in partner's and shares a partner with Baner, who has one of its own.
  ids.steady = await seedCentre({ name: "Kothrud Steady", partnerIds: [partner.id, shared.id] });
  ids.behind = await seedCentre({ name: "Baner Behind", city: "Pune", partnerIds: [other.id, shared.id] });

  // Kothrud: joined 2 this month, 1 last month, 1 five months ago; one of long ago still there, one left last month.
  for (const [back, day] of [
    [0, "01"],
    [0, "02"],
    [1, "10"],
    [5, "10"],
  ] as const)
    await seedStudent(ids.steady, { enrolledOn: `${indiaMonth(back)}-${day}` });
  await seedStudent(ids.steady, { enrolledOn: LONG_AGO });
  await seedStudent(ids.steady, { enrolledOn: LONG_AGO, archived: true, archivedOn: `${indiaMonth(1)}-20` });
  // Baner: joined 1 two months ago and 1 today (a row without enrolled_on joined when it was added); 3 left in three months.
  await seedStudent(ids.behind, { enrolledOn: `${indiaMonth(2)}-03` });
  await seedStudent(ids.behind);
  for (const back of [0, 1, 2])
    await seedStudent(ids.behind, { enrolledOn: LONG_AGO, archived: true, archivedOn: `${indiaMonth(back)}-01` });

  // Demo leads: Kothrud 2 of 4 enrolled (and one enrolled of long ago, not counted); Baner 0 of 5.
  const now = new Date().toISOString();
  const lead = (centreId: string, status: "new" | "enrolled", createdAt = now) => ({
    type: "demo" as const,
    status,
    centreId,
    name: "Parent",
    phone: "+919822000001",
    createdAt,
  });
  await db.insert(leads).values([
    ...(["enrolled", "enrolled", "new", "new"] as const).map((status) => lead(ids.steady, status)),
    lead(ids.steady, "enrolled", new Date(Date.now() - 400 * DAY).toISOString()),
    ...Array.from({ length: 5 }, () => lead(ids.behind, "new")),
    // A franchise enquiry is not a demo.
    { type: "franchise" as const, status: "enrolled" as const, name: "Prospect", phone: "+919822000002" },
  ]);

  // A published level exam (pass mark 60, fee ₹300): Kothrud 4 of 5 passed, fees paid; Baner 1 of 5, fees unpaid.
  const exam = await seedCompetition({
    kind: "level-exam",
    passMark: 60,
    entryFee: 300,
    date: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
    resultsPublishedAt: now,
  });
  const sit = async (centreId: string, score: number | null, paymentStatus: "paid" | "unpaid") => {
    const student = await seedStudent(centreId, { enrolledOn: LONG_AGO, archived: true });
    await seedEntry({ competitionId: exam.id, studentId: student.id, centreId, enteredBy: admin.id }, { score, paymentStatus });
  };
  for (const score of [60, 75, 90, 99, 59]) await sit(ids.steady, score, "paid");
  // Absent: no marks, not counted as sat.
  await sit(ids.steady, null, "paid");
  for (const score of [61, 10, 20, 30, 40]) await sit(ids.behind, score, "unpaid");
  // A competition's entry (marks but no pass mark) is no level exam; its unpaid ₹300 is Kothrud's.
  const contest = await seedCompetition({ entryFee: 300, resultsPublishedAt: now });
  const contestant = await seedStudent(ids.steady, { enrolledOn: LONG_AGO, archived: true });
  await seedEntry({ competitionId: contest.id, studentId: contestant.id, centreId: ids.steady, enteredBy: admin.id }, { score: 5 });

  // Orders: Kothrud's partner 5 kits paid, 10 cancelled, 7 of long ago unpaid (₹1,475); Baner's 1 kit
  // unpaid ₹9,000; the shared partner 4 kits unpaid ₹2,000 (half each); the admin 6 kits, paid (network only).
  const longAgo = new Date(Date.now() - 430 * DAY).toISOString();
  await seedOrder(partner.id, { lines: [kit(3), kit(2)], paymentStatus: "paid" });
  await seedOrder(partner.id, { lines: [kit(10)], status: "cancelled" });
  await seedOrder(partner.id, { lines: [kit(7)], createdAt: longAgo });
  await seedOrder(other.id, { lines: [kit(1)], total: 9000 });
  await seedOrder(shared.id, { lines: [kit(4)], total: 2000 });
  await seedOrder(admin.id, { lines: [kit(6)], paymentStatus: "paid" });
});

async function summary() {
  const { status, json, response } = await call("/api/network/summary", { token: admin.token });
  expect(status).toBe(200);
  expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
  return json as unknown as Summary;
}
const centreNamed = (data: Summary, name: string) => data.centres.find((centre) => centre.name === name)!;
/** The counts of the 12 months as { month: count }, the months without any left out. */
const byMonth = (months: string[], counts: number[]) =>
  Object.fromEntries(months.flatMap((month, i) => (counts[i] ? [[month, counts[i]]] : [])));

describe("GET /api/network/summary", () => {
  it("covers the last 12 India calendar months, oldest first", async () => {
    const { months } = await summary();
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(indiaMonth(11));
    expect(months.at(-1)).toBe(indiaMonth(0));
  });

  it("counts each centre's students, enrolments and leavers by month", async () => {
    const data = await summary();
    const steady = centreNamed(data, "Kothrud Steady");
    const behind = centreNamed(data, "Baner Behind");
    expect(steady.activeStudents).toBe(5);
    expect(byMonth(data.months, steady.enrolments)).toEqual({ [indiaMonth(0)]: 2, [indiaMonth(1)]: 1, [indiaMonth(5)]: 1 });
    expect(byMonth(data.months, steady.leavers)).toEqual({ [indiaMonth(1)]: 1 });
    expect(behind.activeStudents).toBe(2);
    expect(byMonth(data.months, behind.enrolments)).toEqual({ [indiaMonth(0)]: 1, [indiaMonth(2)]: 1 });
    expect(byMonth(data.months, behind.leavers)).toEqual({ [indiaMonth(0)]: 1, [indiaMonth(1)]: 1, [indiaMonth(2)]: 1 });
    expect(data.network.activeStudents).toBe(7);
    expect(byMonth(data.months, data.network.enrolments)).toEqual({
      [indiaMonth(0)]: 3,
      [indiaMonth(1)]: 1,
      [indiaMonth(2)]: 1,
      [indiaMonth(5)]: 1,
    });
    expect(byMonth(data.months, data.network.leavers)).toEqual({ [indiaMonth(0)]: 1, [indiaMonth(1)]: 2, [indiaMonth(2)]: 1 });
  });

  it("answers demo-to-enrolment conversion and the level exams' pass rate", async () => {
    const data = await summary();
    expect(centreNamed(data, "Kothrud Steady").demo).toEqual({ leads: 4, enrolled: 2, ratePercent: 50 });
    expect(centreNamed(data, "Baner Behind").demo).toEqual({ leads: 5, enrolled: 0, ratePercent: 0 });
    expect(data.network.demo).toEqual({ leads: 9, enrolled: 2, ratePercent: 22.2 });
    expect(centreNamed(data, "Kothrud Steady").exams).toEqual({ sat: 5, passed: 4, ratePercent: 80 });
    expect(centreNamed(data, "Baner Behind").exams).toEqual({ sat: 5, passed: 1, ratePercent: 20 });
    expect(data.network.exams).toEqual({ sat: 10, passed: 5, ratePercent: 50 });
  });

  it("counts kits ordered per active student and the amounts unpaid, a shared partner's orders split between their centres", async () => {
    const data = await summary();
    const steady = centreNamed(data, "Kothrud Steady");
    const behind = centreNamed(data, "Baner Behind");
    expect(steady.kits).toEqual({ units: 7, perActiveStudent: 1.4 });
    expect(behind.kits).toEqual({ units: 3, perActiveStudent: 1.5 });
    expect(data.network.kits).toEqual({ units: 16, perActiveStudent: 2.29 });
    expect(steady.unpaid).toEqual({ orders: 2475, entryFees: 300, total: 2775 });
    expect(behind.unpaid).toEqual({ orders: 10000, entryFees: 1500, total: 11500 });
    expect(data.network.unpaid).toEqual({ orders: 12475, entryFees: 1800, total: 14275 });
  });

  it("flags the centre falling behind, first and with its reasons, and not the other", async () => {
    const data = await summary();
    expect(data.centres.map((centre) => centre.name)).toEqual(["Baner Behind", "Kothrud Steady"]);
    const [behind, steady] = data.centres;
    expect(behind!.behind).toBe(true);
    expect(behind!.reasons).toEqual([
      "3 left and 2 joined in the last 3 months",
      "Pass rate 20% against the network's 50%",
      "Demo conversion 0% against the network's 22%",
      "₹11,500 unpaid",
    ]);
    expect(steady!.behind).toBe(false);
    expect(steady!.reasons).toEqual([]);
  });

  it("is for admins only: a partner is refused, a visitor asked to sign in", async () => {
    for (const path of ["/api/network/summary", "/api/network/summary.csv"]) {
      expect((await call(path, { token: partner.token })).status, path).toBe(403);
      expect((await call(path)).status, path).toBe(401);
    }
    const page = await call("/admin/network", { headers: { Cookie: partner.cookie } });
    expect(page.status).toBe(302);
    expect(page.response.headers.get("Location")).toBe("/");
    const download = await call("/admin/network.csv", { headers: { Cookie: partner.cookie } });
    expect(download.status).toBe(302);
  });
});

describe("the network dashboard's CSV", () => {
  it.each([
    ["/api/network/summary.csv", () => ({ Authorization: `Bearer ${admin.token}` })],
    ["/admin/network.csv", () => ({ Cookie: admin.cookie })],
  ])("%s has the network's row, then a row per centre, falling behind first", async (path, as) => {
    const response = await workerFetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress(), ...as() } });
    // The byte-order mark kept, as a spreadsheet reads it (Response.text() drops it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="network-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    const { header, records } = csvRecords(text);
    expect(header.slice(0, 5)).toEqual(["Centre", "City", "Active centre", "Active students", `Enrolments ${indiaMonth(11)}`]);
    expect(header).toContain(`Leavers ${indiaMonth(0)}`);
    expect(records.map((record) => record.Centre)).toEqual(["Whole network", "Baner Behind", "Kothrud Steady"]);
    const [network, behind, steady] = records;
    expect(network).toMatchObject({ "Active students": "7", "Demo conversion (%)": "22.2", "Pass rate (%)": "50.0" });
    expect(network).toMatchObject({ "Kit units ordered": "16", "Kits per active student": "2.29", "Total unpaid (₹)": "14275.00" });
    expect(behind).toMatchObject({ "Falling behind": "Yes", [`Leavers ${indiaMonth(0)}`]: "1", "Entry fees unpaid (₹)": "1500.00" });
    expect(behind!.Reasons).toContain("3 left and 2 joined in the last 3 months; Pass rate 20%");
    expect(steady).toMatchObject({
      "Falling behind": "No",
      Reasons: "",
      [`Enrolments ${indiaMonth(0)}`]: "2",
      "Orders unpaid (₹)": "2475.00",
    });
  });
});

describe("the Network tab", () => {
  it("shows the network's figures, the months and the centres, the one falling behind first with its reasons", async () => {
    const { status, text, response } = await call("/admin/network", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    expect(text).toContain("Enrolments and leavers by month");
    expect(text).toContain('href="/admin/network.csv"');
    const [before, after] = text.split("Kothrud Steady");
    expect(before).toContain("Baner Behind");
    expect(before).toContain("Falling behind");
    expect(before).toContain("Pass rate 20% against the network&#x27;s 50%");
    expect(after).not.toContain("Falling behind</span>");
  });
});
