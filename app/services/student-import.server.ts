import { sql } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { students } from "~/db/schema";
import { formatCount, plural } from "~/lib/counts";
import { CSV_MAX_COLUMNS, parseCsvRecords, type CsvRecord } from "~/lib/csv-parse";
import { indiaDate } from "~/lib/dates";
import { invalidInput } from "~/lib/errors";
import { isAdmin, type Actor } from "~/lib/permissions";
import {
  courseFromText,
  dateFromText,
  IMPORT_MAX_ROWS,
  levelFromText,
  ROSTER_COLUMNS,
  ROSTER_REQUIRED_COLUMNS,
  studentSchema,
  type StudentInput,
} from "~/validation/students";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { authorizeKeeper, rosterCentres, toStudent, type RosterCentre, type Student } from "./students.server";

// Importing a roster CSV (the page's Import, POST /api/students with a text/csv body): all or
// nothing. Every bad line is named ("Line 4: Level must be ..."), and nothing is saved while any
// line is bad, so the partner fixes those lines and sends the same file again.

/** The most line messages one answer lists (the rest are counted). */
const MESSAGES_SHOWN = 100;

type Row = { line: number; student: StudentInput };

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const sameStudentKey = (student: Pick<StudentInput, "centreId" | "name" | "dateOfBirth">) =>
  `${student.centreId}|${student.name.toLowerCase().replace(/\s+/g, " ")}|${student.dateOfBirth}`;

/** The centre a line names (its name or slug), or the caller's only centre when a partner leaves it blank. */
function centreOfLine(text: string, centres: RosterCentre[], admin: boolean): { id: string } | { error: string } {
  if (!text) {
    if (!admin && centres.length === 1) return { id: centres[0]!.id };
    if (admin) return { error: "Centre is required (a centre's name or its slug)" };
    const names = centres.slice(0, 3).map((centre) => centre.name);
    return { error: `Centre is required: you run ${centres.length} centres (${names.join(", ")}${centres.length > 3 ? ", …" : ""})` };
  }
  const bySlug = centres.find((centre) => centre.slug === text.toLowerCase());
  if (bySlug) return { id: bySlug.id };
  const byName = centres.filter((centre) => squash(centre.name) === squash(text));
  if (byName.length === 1) return { id: byName[0]!.id };
  if (byName.length > 1) return { error: `Centre "${text}" names ${byName.length} centres: write its slug instead` };
  return { error: admin ? `Centre "${text}" is not a centre of the network` : `Centre "${text}" is not one of your centres` };
}

/** One line as a student, or its messages. */
function readLine({ line, cells }: CsvRecord, centres: RosterCentre[], admin: boolean): Row | { messages: string[] } {
  const centre = centreOfLine(cells.centre ?? "", centres, admin);
  const parsed = studentSchema.safeParse({
    name: cells.name,
    dateOfBirth: dateFromText(cells.date_of_birth ?? ""),
    course: courseFromText(cells.course ?? ""),
    level: levelFromText(cells.level ?? ""),
    parentPhone: cells.parent_phone,
    centreId: "id" in centre ? centre.id : "unknown",
    enrolledOn: dateFromText(cells.enrolled_on ?? ""),
  });
  const messages = [...("error" in centre ? [centre.error] : []), ...(parsed.error?.issues.map((issue) => issue.message) ?? [])];
  if (messages.length || !parsed.success) return { messages: messages.map((message) => `Line ${line}: ${message}`) };
  return { line, student: { ...parsed.data, archived: false } };
}

/** The file's lines that repeat a student of an earlier line (same centre, name and date of birth). */
function repeatedLines(rows: Row[]): string[] {
  const first = new Map<string, number>();
  const messages: string[] = [];
  for (const { line, student } of rows) {
    const key = sameStudentKey(student);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, line);
    else messages.push(`Line ${line}: ${student.name} (born ${student.dateOfBirth}) is already on line ${earlier}`);
  }
  return messages;
}

/** The lines whose student is already on the roster (current or archived), in one query. */
async function alreadyOnRoster({ db }: Pick<Deps, "db">, rows: Row[]): Promise<string[]> {
  const wanted = JSON.stringify(rows.map(({ student }) => [student.centreId, student.name.toLowerCase(), student.dateOfBirth]));
  const found = await db
    .select({ centreId: students.centreId, name: students.name, dateOfBirth: students.dateOfBirth, archived: students.archived })
    .from(students)
    .where(
      sql`exists (select 1 from json_each(${wanted}) as wanted where json_extract(wanted.value, '$[0]') = ${students.centreId}
        and json_extract(wanted.value, '$[2]') = ${students.dateOfBirth} and json_extract(wanted.value, '$[1]') = lower(${students.name}))`,
    );
  const onRoster = new Map(found.map((row) => [sameStudentKey(row), row.archived]));
  return rows.flatMap(({ line, student }) => {
    const archived = onRoster.get(sameStudentKey(student));
    if (archived === undefined) return [];
    const where = archived ? "is archived: restore them from Archived instead" : "is already on the roster";
    return [`Line ${line}: ${student.name} (born ${student.dateOfBirth}) ${where}`];
  });
}

const refuse = (messages: string[]) => {
  const lines = new Set(messages.map((message) => message.match(/^Line (\d+)/)?.[1])).size;
  const shown =
    messages.length > MESSAGES_SHOWN ? [...messages.slice(0, MESSAGES_SHOWN), `…and ${messages.length - MESSAGES_SHOWN} more`] : messages;
  const summary = `${lines === 1 ? "1 line needs" : `${lines} lines need`} fixing; nothing was imported.`;
  return invalidInput(summary, { file: shown });
};

/**
 * Imports a roster CSV with the columns name, date_of_birth, course, level, parent_phone, centre
 * (a centre's name or slug; a partner with one centre may leave it out) and enrolled_on (optional,
 * blank for today): every student, or none
 * (400 with one "Line N: ..." message per problem, under `file`). Written in one statement.
 */
export async function importStudents({ db }: Pick<Deps, "db">, actor: Actor | null, text: string): Promise<Student[]> {
  const keeper = authorizeKeeper(actor);
  // Excel's plain "CSV" is saved in the Windows code page: its non-English letters arrive as U+FFFD.
  if (text.includes("\uFFFD")) {
    const message = 'The file is not saved as UTF-8: in Excel, choose Save As, "CSV UTF-8 (Comma delimited)", and try again.';
    throw invalidInput(message, { file: [message] });
  }
  const { records, missing } = parseCsvRecords(text, {
    columns: ROSTER_COLUMNS,
    required: ROSTER_REQUIRED_COLUMNS,
    maxColumns: CSV_MAX_COLUMNS,
    maxRows: IMPORT_MAX_ROWS,
    field: "file",
    rowsAdvice: `import at most ${formatCount(IMPORT_MAX_ROWS)} students at a time`,
  });
  if (missing.length) {
    const message = `The file's first line must name the columns: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing. Start from the template.`;
    throw invalidInput(message, { file: [message] });
  }
  if (records.length === 0)
    throw invalidInput("The file has no students: add one line per student under the header.", { file: ["The file has no students"] });
  const admin = isAdmin(keeper);
  const centres = await rosterCentres({ db }, keeper);
  if (centres.length === 0) throw invalidInput("No centre is linked to your account yet: the head office links your centres.");

  const read = records.map((record) => readLine(record, centres, admin));
  const rows = read.filter((row): row is Row => "student" in row);
  const messages = [...read.flatMap((row) => ("messages" in row ? row.messages : [])), ...repeatedLines(rows)];
  messages.push(...(await alreadyOnRoster({ db }, rows)));
  if (messages.length) throw refuse(messages.sort((a, b) => lineOf(a) - lineOf(b)));

  const time = new Date().toISOString();
  const today = indiaDate();
  // A blank enrolment date is today's: the history trigger opens each starting level on it.
  const values = rows.map(({ student }) => ({ ...student, enrolledOn: student.enrolledOn ?? today, id: crypto.randomUUID() }));
  const json = JSON.stringify(values);
  // One statement whatever the number of rows (D1 binds at most 100 values to a statement): the rows travel as one JSON value.
  const field = (name: keyof (typeof values)[number]) => sql.raw(`json_extract(value, '$.${name}')`);
  const insert = insertSelect(
    db,
    students,
    {
      id: field("id"),
      centreId: field("centreId"),
      name: field("name"),
      dateOfBirth: field("dateOfBirth"),
      course: field("course"),
      level: field("level"),
      parentPhone: field("parentPhone"),
      enrolledOn: field("enrolledOn"),
      archived: false,
      createdBy: keeper.id,
      createdAt: time,
      updatedAt: time,
    },
    { from: sql`json_each(${json})` },
  ).returning();
  const centreCount = new Set(values.map((value) => value.centreId)).size;
  const summary = `Imported ${plural(values.length, "student")} into ${plural(centreCount, "centre")}`;
  // In the activity log whoever imports: children's records are logged as an admin's changes are.
  const [inserted] = await db.batch([insert, activityEntry(db, keeper, { action: "student.import", target: values[0]!.id, summary })]);
  return inserted.map(toStudent);
}

const lineOf = (message: string) => Number(message.match(/^Line (\d+)/)?.[1] ?? 0);
