import { aliasedTable, and, asc, desc, eq, sql } from "drizzle-orm";
import { insertAfterChange, insertSelect } from "~/db/insert-select.server";
import { readTogether } from "~/db/read-together.server";
import { centrePartners, centres, notifications, students, studentTransfers, users, type StudentTransferRow } from "~/db/schema";
import { conflict, invalidInput, notFound } from "~/lib/errors";
import { authorize, canDecideTransfers, isAdmin, type Actor } from "~/lib/permissions";
import type { TransferDecision, TransferRequestInput } from "~/validation/transfers";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { partnerUpdate } from "./notifications.server";
import { authorizeKeeper } from "./students.server";
import { studentLink, transfersLink } from "~/lib/notification-links";

// Moving a student to another centre with their whole history (the history triggers of migration
// 0029 close the level at the old centre and open it at the new one). A partner of either centre
// asks; an admin confirms, which moves the student, or declines. An admin's own request moves them
// at once. One request waits per student. A student the caller may not see is not there (404).

type Db = Pick<Deps, "db">;
/** Asking and deciding tell people: their notices go to WhatsApp and email delivery once written. */
type Tells = Pick<Deps, "db" | "deliver">;

const DECIDE = "Only administrators confirm or decline transfers.";
/** The admin page lists the waiting requests and the newest decided ones, at most this many. */
export const TRANSFERS_SHOWN = 200;

/** A transfer as the API answers it. */
export type Transfer = Pick<
  StudentTransferRow,
  "id" | "studentId" | "fromCentreId" | "toCentreId" | "status" | "requestedAt" | "decidedAt"
>;
const toTransfer = ({ id, studentId, fromCentreId, toCentreId, status, requestedAt, decidedAt }: StudentTransferRow): Transfer => ({
  id,
  studentId,
  fromCentreId,
  toCentreId,
  status,
  requestedAt,
  decidedAt,
});

/**
 * The titles of the partners' updates that name the student moved (or not moved): erasing a child's
 * data finds them by these (services/student-erasure.server.ts), since only one of them links to the student.
 */
export const TRANSFER_NOTICE_TITLES = {
  movedAway: "Student moved to another centre",
  joined: "A student joined your centre",
  declined: "Transfer declined",
} as const;

/** The partners of a centre, as a JSON array of user ids (SQL). */
const partnersOf = (centreId: unknown) =>
  sql<string>`(select json_group_array(cp.user_id) from ${centrePartners} cp where cp.centre_id = ${centreId})`;
const ids = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/**
 * The notices of a move: the old centre's partners lose the student, the new centre's gain them (a
 * partner of both: the latter). Each written only after the move's statements changed a row.
 */
function moveNotices(
  db: Deps["db"],
  move: { studentId: string; name: string; fromName: string; toName: string },
  from: string[],
  to: string[],
) {
  const gaining = new Set(to);
  return [
    ...from
      .filter((id) => !gaining.has(id))
      .map((recipientId) =>
        partnerUpdate(db, {
          recipientId,
          title: TRANSFER_NOTICE_TITLES.movedAway,
          message: `${move.name} has moved from ${move.fromName} to ${move.toName}, with their level history.`,
        }),
      ),
    ...to.map((recipientId) =>
      partnerUpdate(db, {
        recipientId,
        title: TRANSFER_NOTICE_TITLES.joined,
        message: `${move.name} has moved from ${move.fromName} to ${move.toName}: their level history came with them.`,
        link: studentLink(move.studentId),
      }),
    ),
  ];
}

/** The student to move, the centre asked for, and who may ask (one query). */
async function readMove({ db }: Db, actor: Actor, studentId: string, toCentreId: string) {
  const row = await db
    .select({
      id: students.id,
      name: students.name,
      fromCentreId: students.centreId,
      archived: students.archived,
      fromName: sql<string>`${centres.name}`.as("from_name"),
      to: sql<string | null>`(select json_object('name', c.name, 'active', c.active) from ${centres} c where c.id = ${toCentreId})`.as(
        "to_centre",
      ),
      runsFrom:
        sql<number>`exists (select 1 from ${centrePartners} cp where cp.centre_id = ${students.centreId} and cp.user_id = ${actor.id})`.as(
          "runs_from",
        ),
      runsTo: sql<number>`exists (select 1 from ${centrePartners} cp where cp.centre_id = ${toCentreId} and cp.user_id = ${actor.id})`.as(
        "runs_to",
      ),
      pending: sql<
        string | null
      >`(select t.id from ${studentTransfers} t where t.student_id = ${students.id} and t.status = 'pending' limit 1)`.as("pending"),
      fromPartners: partnersOf(students.centreId).as("from_partners"),
      toPartners: partnersOf(toCentreId).as("to_partners"),
    })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(eq(students.id, studentId))
    .get();
  // Neither centre is the partner's: the student is not there for them.
  if (!row || !(isAdmin(actor) || row.runsFrom || row.runsTo)) throw notFound("Student not found.");
  const to = row.to ? (JSON.parse(row.to) as { name: string; active: number | boolean }) : null;
  if (!to) throw notFound("Centre not found.");
  return { ...row, toName: to.name, toActive: !!to.active };
}

/**
 * POST /api/students/{id}/transfer: an admin moves the student at once (the request is kept as
 * confirmed); a partner of the student's centre asks to move them to another centre, a partner of
 * the centre asked for asks for them (both wait for an admin). 404 for a student or centre the
 * caller cannot name, 400 for the same centre, 409 for an archived student or one with a request waiting.
 */
export async function requestTransfer(
  { db, deliver }: Tells,
  actor: Actor | null,
  studentId: string,
  { centreId }: TransferRequestInput,
): Promise<{ transfer: Transfer; moved: boolean }> {
  const keeper = authorizeKeeper(actor);
  const move = await readMove({ db }, keeper, studentId, centreId);
  // A partner asking for another centre's student by id is told no more about them than it gave.
  const who = isAdmin(keeper) || move.runsFrom ? move.name : "This student";
  if (centreId === move.fromCentreId) {
    throw invalidInput(`${who} is already at ${move.toName}: choose another centre`, { centreId: ["Choose another centre"] });
  }
  if (!move.toActive) {
    const message = `${move.toName} no longer takes students: choose another centre`;
    throw invalidInput(message, { centreId: [message] });
  }
  if (move.archived) throw conflict(`${who} is archived: restore them before moving them.`);
  if (move.pending) throw conflict(`A move of ${who} to another centre is already waiting for the head office.`);

  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const request = { id, studentId, fromCentreId: move.fromCentreId, toCentreId: centreId, requestedBy: keeper.id, requestedAt: now };
  // Still where it was read, on the roster, with no request waiting: a request made meanwhile wins.
  const unchanged = sql`exists (select 1 from ${students} s where s.id = ${studentId} and s.centre_id = ${move.fromCentreId} and s.archived = 0)
    and not exists (select 1 from ${studentTransfers} t where t.student_id = ${studentId} and t.status = 'pending')`;
  const summary = `${move.name}: from ${move.fromName} to ${move.toName}`;

  if (isAdmin(keeper)) {
    const notices = moveNotices(db, { studentId, ...move }, ids(move.fromPartners), ids(move.toPartners));
    const [moved] = await db.batch([
      db
        .update(students)
        .set({ centreId, updatedAt: now })
        .where(and(eq(students.id, studentId), unchanged))
        .returning({ id: students.id }),
      insertAfterChange(db, studentTransfers, { ...request, status: "confirmed", decidedBy: keeper.id, decidedAt: now }),
      activityEntry(db, keeper, { action: "student.transfer", target: studentId, summary: `Moved ${summary}` }),
      ...notices.map((notice) => notice.statement),
    ]);
    if (!moved[0]) throw conflict(`${move.name} was changed meanwhile: open the roster again.`);
    deliver(notices.map((notice) => notice.id));
    return { transfer: { ...toTransfer({ ...request, status: "confirmed", decidedBy: keeper.id, decidedAt: now }) }, moved: true };
  }
  const feedId = crypto.randomUUID();
  const [asked] = await db.batch([
    insertSelect(db, studentTransfers, { ...request, status: "pending" }, { where: unchanged }).returning(),
    // The admin feed's row (no recipient): a request waits on the Transfers tab.
    insertAfterChange(db, notifications, {
      id: feedId,
      title: "Transfer requested",
      message: `${keeper.name} asked to move a student from ${move.fromName} to ${move.toName}.`,
      time: now,
      link: transfersLink(),
    }),
    activityEntry(db, keeper, {
      action: "student.transfer-request",
      target: studentId,
      summary: `Asked to move ${who === move.name ? summary : `a student of ${move.fromName} to ${move.toName}`}`,
    }),
  ]);
  if (!asked[0]) throw conflict(`A move of ${who} to another centre is already waiting for the head office.`);
  deliver([feedId]);
  return { transfer: toTransfer(asked[0]), moved: false };
}

/** The most centres the move form lists (every active centre of a large network). */
const DESTINATIONS_MAX = 5000;
export type TransferDestination = { id: string; name: string; city: string };

/** Every centre that takes students, by city then name: where a student may be moved (the move form fetches it when opened). */
export async function listTransferDestinations({ db }: Db, actor: Actor | null): Promise<TransferDestination[]> {
  authorizeKeeper(actor);
  return db
    .select({ id: centres.id, name: centres.name, city: centres.city })
    .from(centres)
    .where(eq(centres.active, true))
    .orderBy(asc(centres.city), asc(centres.name))
    .limit(DESTINATIONS_MAX);
}

const fromCentre = aliasedTable(centres, "from_centre");
const toCentre = aliasedTable(centres, "to_centre");
const requester = aliasedTable(users, "requester");

/** A request on the admin page: with the student's and the centres' names and who asked. */
export type TransferView = Transfer & { studentName: string; fromCentreName: string; toCentreName: string; requestedByName: string | null };

const viewColumns = {
  id: studentTransfers.id,
  studentId: studentTransfers.studentId,
  fromCentreId: studentTransfers.fromCentreId,
  toCentreId: studentTransfers.toCentreId,
  status: studentTransfers.status,
  requestedAt: studentTransfers.requestedAt,
  decidedAt: studentTransfers.decidedAt,
  studentName: sql<string>`coalesce(${students.name}, '(deleted)')`.as("student_name"),
  fromCentreName: sql<string>`coalesce(${fromCentre.name}, '')`.as("from_centre_name"),
  toCentreName: sql<string>`coalesce(${toCentre.name}, '')`.as("to_centre_name"),
  requestedByName: sql<string | null>`${requester.name}`.as("requested_by_name"),
};

/** GET /api/transfers and the admin page: the waiting requests (oldest first), then the decided ones (newest first). */
export async function listTransfers({ db }: Db, actor: Actor | null): Promise<TransferView[]> {
  authorize(actor, canDecideTransfers, DECIDE);
  // With the dashboard's counts: one round trip.
  return readTogether(
    db,
    db
      .select(viewColumns)
      .from(studentTransfers)
      .leftJoin(students, eq(students.id, studentTransfers.studentId))
      .leftJoin(fromCentre, eq(fromCentre.id, studentTransfers.fromCentreId))
      .leftJoin(toCentre, eq(toCentre.id, studentTransfers.toCentreId))
      .leftJoin(requester, eq(requester.id, studentTransfers.requestedBy))
      .orderBy(
        sql`${studentTransfers.status} = 'pending' desc`,
        sql`case when ${studentTransfers.status} = 'pending' then ${studentTransfers.requestedAt} end`,
        desc(studentTransfers.decidedAt),
        desc(studentTransfers.requestedAt),
      )
      .limit(TRANSFERS_SHOWN),
  );
}

/** The request to decide, with where its student is now and the partners of both centres (one query). */
async function readRequest({ db }: Db, id: string) {
  const row = await db
    .select({
      ...viewColumns,
      requestedBy: studentTransfers.requestedBy,
      currentCentreId: sql<string | null>`${students.centreId}`.as("current_centre_id"),
      archived: sql<number | null>`${students.archived}`.as("student_archived"),
      fromPartners: partnersOf(studentTransfers.fromCentreId).as("from_partners"),
      toPartners: partnersOf(studentTransfers.toCentreId).as("to_partners"),
    })
    .from(studentTransfers)
    .leftJoin(students, eq(students.id, studentTransfers.studentId))
    .leftJoin(fromCentre, eq(fromCentre.id, studentTransfers.fromCentreId))
    .leftJoin(toCentre, eq(toCentre.id, studentTransfers.toCentreId))
    .leftJoin(requester, eq(requester.id, studentTransfers.requestedBy))
    .where(eq(studentTransfers.id, id))
    .get();
  if (!row) throw notFound("Transfer request not found.");
  return row;
}

/**
 * POST /api/transfers/{id} (admins): "confirm" moves the student, if still at the centre they were
 * asked from and on the roster (409 otherwise), and tells the partners of both centres; "decline"
 * tells the partner who asked. A request decided already: 409. Two decisions at once: one wins,
 * the other finds it decided (each write is conditional on the request still waiting).
 */
export async function decideTransfer(
  { db, deliver }: Tells,
  actor: Actor | null,
  id: string,
  decision: TransferDecision,
): Promise<Transfer> {
  const admin = authorize(actor, canDecideTransfers, DECIDE);
  const request = await readRequest({ db }, id);
  if (request.status !== "pending") throw conflict(`This request was ${request.status} already.`);
  const now = new Date().toISOString();
  const decided = { status: decision === "confirm" ? ("confirmed" as const) : ("declined" as const), decidedBy: admin.id, decidedAt: now };
  const summary = `${request.studentName}: from ${request.fromCentreName} to ${request.toCentreName}`;
  const waiting = and(eq(studentTransfers.id, id), eq(studentTransfers.status, "pending"));

  if (decision === "decline") {
    const notice = partnerUpdate(db, {
      recipientId: request.requestedBy,
      title: TRANSFER_NOTICE_TITLES.declined,
      message: `The head office declined moving ${request.studentName} from ${request.fromCentreName} to ${request.toCentreName}.`,
    });
    const [rows] = await db.batch([
      db.update(studentTransfers).set(decided).where(waiting).returning(),
      activityEntry(db, admin, { action: "student.transfer-decline", target: request.studentId, summary: `Declined moving ${summary}` }),
      notice.statement,
    ]);
    if (!rows[0]) throw conflict("This request was decided already.");
    deliver([notice.id]);
    return toTransfer(rows[0]);
  }

  if (request.currentCentreId !== request.fromCentreId || request.archived) {
    const where = request.archived ? "is archived" : `is no longer at ${request.fromCentreName}`;
    throw conflict(`${request.studentName} ${where}: decline this request.`);
  }
  const notices = moveNotices(
    db,
    { studentId: request.studentId, name: request.studentName, fromName: request.fromCentreName, toName: request.toCentreName },
    ids(request.fromPartners),
    ids(request.toPartners),
  );
  const [rows] = await db.batch([
    db
      .update(studentTransfers)
      .set(decided)
      .where(
        and(
          waiting,
          sql`exists (select 1 from ${students} s where s.id = ${request.studentId} and s.centre_id = ${request.fromCentreId} and s.archived = 0)`,
        ),
      )
      .returning(),
    // Only after this request was confirmed by the statement before (SQLite's changes()): a second confirm moves no one.
    db
      .update(students)
      .set({ centreId: request.toCentreId, updatedAt: now })
      .where(and(eq(students.id, request.studentId), eq(students.centreId, request.fromCentreId), sql`changes() > 0`)),
    activityEntry(db, admin, { action: "student.transfer", target: request.studentId, summary: `Moved ${summary}` }),
    ...notices.map((notice) => notice.statement),
  ]);
  if (!rows[0]) throw conflict("This request was decided already, or the student was changed meanwhile.");
  deliver(notices.map((notice) => notice.id));
  return toTransfer(rows[0]);
}
