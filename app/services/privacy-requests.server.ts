import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { readTogether } from "~/db/read-together.server";
import { notifications, privacyRequests, students } from "~/db/schema";
import { indiaDate } from "~/lib/dates";
import { PRIVACY_REQUEST_LABELS } from "~/lib/privacy-requests";
import { conflict, notFound } from "~/lib/errors";
import { privacyRequestsLink } from "~/lib/notification-links";
import { authorize, canAnswerPrivacyRequests, type Actor } from "~/lib/permissions";
import type { PrivacyAnswerInput, PrivacyRequestInput } from "~/validation/parents";
import { activityEntry } from "./activity.server";
import { tellParent } from "./consent-requests.server";
import type { Deps } from "./deps.server";
import { childOfParent } from "./parents.server";
import { eraseStudent } from "./student-erasure.server";
import { languageOfPhone } from "./parent-languages.server";

// A parent's requests about their child's data (DPDP Act sections 12 to 14): a correction, an
// erasure, a grievance, a nomination of someone to act for them. Each lands in the admins' queue
// (/admin/privacy, and the feed) with the day it must be answered by; the admin answers it there,
// carrying out an erasure with it, and the parent is told on WhatsApp and sees the answer on their page.

/** The days the notice promises an answer within (DPDP Rules, 2025). */
export const ANSWER_WITHIN_DAYS = 90;

/** POST /api/parents/requests and the parents' page: the request, due in 90 days; the admins hear of it. */
export async function createPrivacyRequest(
  deps: Pick<Deps, "db" | "deliver">,
  phone: string,
  input: PrivacyRequestInput,
  now = new Date(),
) {
  const { db } = deps;
  const child = input.studentId ? await childOfParent({ db }, phone, input.studentId) : null;
  if (input.studentId && !child) throw notFound("Child not found.");
  const id = crypto.randomUUID();
  const row = {
    id,
    phone,
    studentId: child?.id ?? null,
    type: input.type,
    text: input.text,
    createdAt: now.toISOString(),
    dueOn: indiaDate(now, ANSWER_WITHIN_DAYS),
  };
  const notificationId = crypto.randomUUID();
  await db.batch([
    db.insert(privacyRequests).values(row),
    db.insert(notifications).values({
      id: notificationId,
      title: `A parent's request: ${PRIVACY_REQUEST_LABELS[input.type].toLowerCase()}`,
      // No child's name here: the feed outlives an erasure's reach.
      message: `A parent asks about ${child ? "one of their children" : "their children"}. Answer by ${row.dueOn} under Privacy.`,
      time: row.createdAt,
      link: privacyRequestsLink(),
    }),
  ]);
  deps.deliver([notificationId]);
  return { ...row, status: "open" as const, answer: null, answeredAt: null };
}

/** A parent's own requests, newest first (the parents' page). */
export async function listParentRequests({ db }: Pick<Deps, "db">, phone: string) {
  // With the parent's children (the page reads both at once): one round trip.
  return readTogether(
    db,
    db
      .select({
        id: privacyRequests.id,
        type: privacyRequests.type,
        studentId: privacyRequests.studentId,
        text: privacyRequests.text,
        status: privacyRequests.status,
        createdAt: privacyRequests.createdAt,
        dueOn: privacyRequests.dueOn,
        answer: privacyRequests.answer,
        answeredAt: privacyRequests.answeredAt,
      })
      .from(privacyRequests)
      .where(eq(privacyRequests.phone, phone))
      .orderBy(desc(privacyRequests.createdAt))
      .limit(50),
  );
}

/**
 * GET /api/privacy/requests and the admins' Privacy tab: the first `openLimit` open requests by due
 * day (with how many are open in all), then the `answeredLimit` answered last. One statement.
 */
export async function listPrivacyRequests(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  { openLimit = 500, answeredLimit = 50 }: { openLimit?: number; answeredLimit?: number } = {},
) {
  authorize(actor, canAnswerPrivacyRequests, "Only administrators answer parents' privacy requests.");
  const columns = {
    id: privacyRequests.id,
    type: privacyRequests.type,
    text: privacyRequests.text,
    phone: privacyRequests.phone,
    studentId: privacyRequests.studentId,
    studentName: students.name,
    status: privacyRequests.status,
    createdAt: privacyRequests.createdAt,
    dueOn: privacyRequests.dueOn,
    answer: privacyRequests.answer,
    answeredAt: privacyRequests.answeredAt,
    openCount: sql<number>`(select count(*) from ${privacyRequests} o where o.status = 'open')`.as("open_count"),
  };
  const first = (status: "open" | "done", limit: number, order: SQL[]) =>
    db
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(eq(privacyRequests.status, status))
      .orderBy(...order)
      .limit(limit);
  // With the dashboard's counts: one round trip.
  const rows = await readTogether(
    db,
    db
      .select(columns)
      .from(privacyRequests)
      .leftJoin(students, eq(students.id, privacyRequests.studentId))
      .where(
        or(
          inArray(privacyRequests.id, first("open", openLimit, [asc(privacyRequests.dueOn), asc(privacyRequests.createdAt)])),
          inArray(privacyRequests.id, first("done", answeredLimit, [desc(privacyRequests.answeredAt)])),
        ),
      )
      .orderBy(asc(privacyRequests.dueOn), asc(privacyRequests.createdAt)),
  );
  const open = rows.filter((row) => row.status === "open");
  const answered = rows.filter((row) => row.status === "done").sort((a, b) => (b.answeredAt ?? "").localeCompare(a.answeredAt ?? ""));
  // With no row at all, none is open.
  return { open, openCount: Number(rows[0]?.openCount ?? 0), answered };
}
export type PrivacyRequestView = Awaited<ReturnType<typeof listPrivacyRequests>>["open"][number];

/**
 * An admin answers an open request (409 when answered already). With `erase` on an erasure
 * request, the child's data (or every child of the phone, when the request names none) is then
 * erased everywhere but the invoices (services/student-erasure.server.ts: the request's own text
 * and answer lose the child's name, and the phone when no child is left on it). The parent is told
 * on WhatsApp, from the phone as it was.
 */
export async function answerPrivacyRequest(
  deps: Pick<Deps, "db" | "images" | "whatsApp" | "afterResponse">,
  actor: Actor | null,
  id: string,
  input: PrivacyAnswerInput,
  origin: string,
  now = new Date(),
) {
  const admin = authorize(actor, canAnswerPrivacyRequests, "Only administrators answer parents' privacy requests.");
  const { db } = deps;
  // The parent's language is read now: an erasure below may leave no trace of it.
  const found = await db
    .select({ request: privacyRequests, language: languageOfPhone(privacyRequests.phone) })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id))
    .get();
  if (!found) throw notFound("Request not found.");
  const { request, language } = found;
  const erasing = input.erase && request.type === "erasure";
  const open = and(eq(privacyRequests.id, id), eq(privacyRequests.status, "open"));
  // Claimed first, in one statement: two admins answering at once erase once.
  const [answered] = await db.batch([
    db
      .update(privacyRequests)
      .set({ status: "done", answer: input.answer, answeredAt: now.toISOString(), answeredBy: admin.id })
      .where(open)
      .returning({ id: privacyRequests.id }),
    activityEntry(db, admin, {
      action: "student.privacy",
      target: id,
      summary: `Answered a parent's ${request.type} request${erasing ? ", erasing their child's data" : ""}`,
    }),
  ]);
  if (answered.length === 0) throw conflict("This request has been answered already.");
  let erased = 0;
  if (erasing && request.phone) {
    const mine = eq(students.parentPhone, request.phone);
    const children = await db
      .select({ id: students.id })
      .from(students)
      .where(request.studentId ? and(eq(students.id, request.studentId), mine) : mine)
      .all();
    try {
      for (const child of children) if (await eraseStudent(deps, child.id, now)) erased++;
    } catch (error) {
      // Not erased (or not all): the request waits again, for the admin to try once more.
      await db
        .update(privacyRequests)
        .set({ status: "open", answer: null, answeredAt: null, answeredBy: null })
        .where(eq(privacyRequests.id, id));
      throw error;
    }
  }
  if (request.phone) {
    deps.afterResponse(
      tellParent(
        deps,
        { phone: request.phone, language },
        ({ t }) => [t("whatsapp.yourRequest", { type: t(`parents.request.${request.type}`).toLowerCase() }), input.answer],
        origin,
      ).catch((error: unknown) => console.error("Privacy request: the parent was not told", error)),
    );
  }
  return { id, erased };
}
