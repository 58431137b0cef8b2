import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { centrePartners, centres, students } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { listStudentsPage } from "~/services/students.server";
import type { StudentListQuery } from "~/validation/students";
import { seedCentre, seedStudent } from "./competition-fixtures";
import { call, db, signedInUser } from "./helpers";

// The roster's count without a search is the sum of roster_counts, a row a centre and state, kept by
// triggers on `students` (migration 0018). Whatever writes a student (the API's add, move, archive,
// restore and import; an insert or a delete), every view's count must equal the students themselves.

type User = Awaited<ReturnType<typeof signedInUser>>;
const asActor = (user: User, role: "admin" | "franchise") => ({ id: user.id, role, isApproved: true }) as Actor;

/** How many students a view shows, counted from the students themselves. */
async function counted(actor: Actor, { centreId, centre, archived = "exclude" }: Partial<StudentListQuery>) {
  const own =
    actor.role === "admin"
      ? undefined
      : sql`${students.centreId} in (select ${centrePartners.centreId} from ${centrePartners} where ${centrePartners.userId} = ${actor.id})`;
  const named = centre
    ? inArray(
        students.centreId,
        db
          .select({ id: centres.id })
          .from(centres)
          .where(sql`${centres.name} like ${`%${centre}%`}`),
      )
    : undefined;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(students)
    .where(
      and(
        own,
        named,
        centreId ? eq(students.centreId, centreId) : undefined,
        archived === "include" ? undefined : eq(students.archived, archived === "only"),
      ),
    );
  return row!.count;
}

async function expectCountsToMatchStudents(views: [Actor, Partial<StudentListQuery>][]) {
  for (const [actor, view] of views) {
    const page = await listStudentsPage({ db }, actor, view, { limit: 5, offset: 0 });
    expect(page.total, `${actor.role} ${JSON.stringify(view)}`).toBe(await counted(actor, view));
    expect(page.totalCapped).toBe(false);
  }
}

const student = (centreId: string, overrides: Record<string, unknown> = {}) => ({
  name: `Saanvi Joshi ${crypto.randomUUID().slice(0, 6)}`,
  dateOfBirth: "2017-02-11",
  course: "abacus",
  level: 2,
  centreId,
  parentPhone: "98220 54321",
  ...overrides,
});

describe("the roster's counts", () => {
  it("match the students through every way a student is written", async () => {
    const [adminUser, partnerA, partnerB] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
    const admin = asActor(adminUser, "admin");
    const partner = asActor(partnerA, "franchise");
    const [first, second, other] = [
      await seedCentre({ partnerIds: [partnerA.id], name: "Counted Kothrud" }),
      await seedCentre({ partnerIds: [partnerA.id], name: "Counted Baner" }),
      await seedCentre({ partnerIds: [partnerB.id], name: "Elsewhere Nashik" }),
    ];
    const views: [Actor, Partial<StudentListQuery>][] = [
      [admin, {}],
      [admin, { archived: "only" }],
      [admin, { archived: "include" }],
      [admin, { centre: "Counted" }],
      [admin, { centreId: other }],
      [partner, {}],
      [partner, { archived: "only" }],
      [partner, { centreId: second, archived: "include" }],
      [partner, { centre: "Baner" }],
    ];
    const add = async (centreId: string, token: string) => {
      const added = await call("/api/students", { method: "POST", body: student(centreId), token });
      expect(added.status, added.text).toBe(201);
      return added.json!.student.id as string;
    };

    const ids = [await add(first, partnerA.token), await add(first, partnerA.token), await add(second, partnerA.token)];
    await add(other, partnerB.token);
    expect(await counted(partner, {})).toBe(3);
    await expectCountsToMatchStudents(views);

    // Moved to the partner's other centre, then archived and restored.
    const moved = await call(`/api/students/${ids[0]}`, { method: "PUT", body: student(second), token: partnerA.token });
    expect(moved.status, moved.text).toBe(200);
    await expectCountsToMatchStudents(views);
    expect((await call(`/api/students/${ids[1]}`, { method: "DELETE", token: partnerA.token })).status).toBe(200);
    await expectCountsToMatchStudents(views);
    expect(await counted(partner, { archived: "only" })).toBe(1);
    const restored = await call(`/api/students/${ids[1]}`, { method: "PUT", body: { archived: false }, token: partnerA.token });
    expect(restored.status, restored.text).toBe(200);
    await expectCountsToMatchStudents(views);

    // An import of two, an insert and a delete made outside the services.
    const imported = await call("/api/students", {
      method: "POST",
      rawBody: [
        "name,date_of_birth,course,level,parent_phone,centre",
        "Aanya Rao,2017-03-09,Abacus,3,9822011111,Counted Baner",
        "Kabir Shah,2016-05-01,Phonics,1,9822011112,Counted Kothrud",
      ].join("\r\n"),
      token: partnerA.token,
      headers: { "Content-Type": "text/csv" },
    });
    expect(imported.status, imported.text).toBe(201);
    const seeded = await seedStudent(other, { archived: true });
    await expectCountsToMatchStudents(views);
    await db.delete(students).where(eq(students.id, seeded.id));
    await db.delete(students).where(eq(students.id, ids[2]!));
    await expectCountsToMatchStudents(views);
    expect(await counted(admin, { centre: "Counted" })).toBe(4);
  });
});
