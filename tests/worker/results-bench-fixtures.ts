import { competitionEntries, competitions, students } from "~/db/schema";
import { BENCH_CENTRE, BENCH_RESULTS, BENCH_USERS } from "../../scripts/bench/targets.mjs";
import { db } from "./helpers";

/**
 * The published results the bench's results targets read (scripts/bench/seed.mjs seeds the same at
 * scale): a dozen entries of the bench centre's students, each with a result and a certificate
 * code, the first with BENCH_RESULTS's. Needs the bench centre (the query budget test seeds it).
 */
export async function seedBenchResults() {
  const now = new Date().toISOString();
  await db.insert(competitions).values({
    id: BENCH_RESULTS.competitionId,
    title: "Pune Abacus Olympiad",
    description: "Results are out.",
    date: "2026-10-04",
    location: "Pune",
    category: "completed",
    levels: ["Level 1", "Level 2", "Level 3"],
    resultsPublishedAt: now,
  });
  for (let i = 0; i < 12; i++) {
    const [student] = await db
      .insert(students)
      .values({
        centreId: BENCH_CENTRE.id,
        name: `Bench Student ${i}`,
        dateOfBirth: "2016-05-14",
        course: "abacus",
        level: 3,
        parentPhone: "+919822012345",
      })
      .returning();
    await db.insert(competitionEntries).values({
      id: i === 0 ? BENCH_RESULTS.entryId : undefined,
      competitionId: BENCH_RESULTS.competitionId,
      studentId: student!.id,
      centreId: BENCH_CENTRE.id,
      level: `Level ${(i % 3) + 1}`,
      rollNumber: String(1001 + i),
      enteredBy: BENCH_USERS.partner.id,
      score: 90 - i,
      rank: Math.floor(i / 3) + 1,
      award: i < 9 ? "gold" : "participation",
      certificateCode: i === 0 ? BENCH_RESULTS.code.replace("-", "") : `XACD${"EFGHJKMNPQRT"[i]}${"34679ACDEFGH"[i]}WW`,
      createdAt: now,
    });
  }
}
