import { competitionEntries, competitions, courseLevels, students } from "~/db/schema";
import { BENCH_CENTRE, BENCH_LEVEL_EXAM, BENCH_PRODUCT, BENCH_USERS } from "../../scripts/bench/targets.mjs";
import { db } from "./helpers";

/**
 * The level exams the bench's level exam targets read (scripts/bench/seed-levels.mjs seeds the same at
 * scale), and the abacus programme with the bench kit: three of the bench centre's students, entered
 * in both; the published exam's first entry passed with BENCH_LEVEL_EXAM's code. Needs the bench
 * centre and kit (the query budget test seeds them).
 */
export async function seedBenchLevelExams() {
  const now = new Date().toISOString();
  await db.insert(courseLevels).values(
    [1, 2, 3, 4].map((position) => ({
      course: "abacus" as const,
      position,
      name: `Level ${position}`,
      weeks: 12,
      passMark: 60,
      productId: BENCH_PRODUCT.id,
      updatedAt: now,
    })),
  );
  const exam = {
    kind: "level-exam" as const,
    description: "Marked out of 100.",
    date: "2026-10-18",
    location: "At the centre",
    course: "abacus" as const,
    passMark: 60,
  };
  const levels = ["Level 1", "Level 2", "Level 3", "Level 4"];
  await db.insert(competitions).values([
    { ...exam, id: BENCH_LEVEL_EXAM.publishedId, title: "Abacus level exam: October", levels, resultsPublishedAt: now },
    { ...exam, id: BENCH_LEVEL_EXAM.markingId, title: "Abacus level exam: November", levels },
  ]);
  for (let i = 0; i < 3; i++) {
    const [student] = await db
      .insert(students)
      .values({
        centreId: BENCH_CENTRE.id,
        name: `Level Student ${i}`,
        dateOfBirth: "2016-05-14",
        course: "abacus",
        level: 2,
        parentPhone: "+919822012345",
        enrolledOn: "2026-01-10",
      })
      .returning();
    const entry = {
      studentId: student!.id,
      centreId: BENCH_CENTRE.id,
      level: "Level 2",
      rollNumber: String(1001 + i),
      enteredBy: BENCH_USERS.partner.id,
    };
    await db.insert(competitionEntries).values([
      {
        ...entry,
        competitionId: BENCH_LEVEL_EXAM.publishedId,
        score: 90 - i * 20,
        certificateCode: i === 0 ? BENCH_LEVEL_EXAM.code.replace("-", "") : i === 1 ? "WCDEFGHK" : null,
      },
      { ...entry, competitionId: BENCH_LEVEL_EXAM.markingId },
    ]);
  }
}
