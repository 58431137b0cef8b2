import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { insertSelect, randomIdSql } from "~/db/insert-select.server";
import { centrePartners, centres, leadNotes, leads, notifications, type LeadRow } from "~/db/schema";
import { onFirstRow } from "~/db/first-row.server";
import { readTogether } from "~/db/read-together.server";
import { courseName } from "~/lib/courses";
import { instantsOf } from "~/lib/date-ranges";
import { formatPublishedDate } from "~/lib/dates";
import type { LeadStatus } from "~/lib/enums";
import { invalidInput, notFound } from "~/lib/errors";
import { worded } from "~/lib/worded-error.server";
import { pageOf } from "~/lib/pagination.server";
import { leadLink, partnerLeadLink } from "~/lib/notification-links";
import { bookingReference } from "~/lib/booking-reference";
import { allDayEventFile } from "~/lib/calendar-file";
import { authorize, canWorkLeads, isAdmin, type Actor } from "~/lib/permissions";
import { HONEYPOT_FIELD, type LeadFilters, type LeadInput, type LeadUpdateInput } from "~/validation/leads";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { atCentresMatching } from "./centres.server";
import { formatPhone } from "~/lib/indian-phones";

// Leads: a parent's demo-class booking at a centre, a prospect's franchise enquiry. Children's data:
// only admins, and the partners of the lead's centre (centre_partners), ever read one.

const DAY_MS = 86_400_000;
/** The most a list shows: the newest first (the filters narrow it). */
export const LEADS_SHOWN = 300;
/**
 * A Leads page (the admin's tab, a partner's bookings) shows this many at a time ("Load more" for the
 * next): each card is a form of its own (a note, the next steps, another centre), 0.2 ms of render.
 */
export const LEADS_PER_PAGE = 12;

export type LeadNote = { id: string; authorId: string; authorName: string; body: string; createdAt: string };
export type LeadView = ReturnType<typeof toLeadView>;

/** What the caller is told once a lead is taken: who will call, and by when. */
export const demoThanks = (centreName: string, phone: string) =>
  `Thank you! ${centreName} will call you on ${formatPhone(phone)} within one working day.`;
export const FRANCHISE_THANKS = "Thank you! Our franchise team will call you within two working days.";

/** The author of the note a repeat booking or enquiry leaves on the earlier lead: the website's form, no account. */
const REPEAT_NOTE_AUTHORS = { demo: "Booking form", franchise: "Enquiry form" } as const;
const WEBSITE_AUTHOR_ID = "website";

/** What a repeat booking or enquiry said, for its note on the earlier lead. */
function repeatNote(input: LeadInput): string {
  if (input.type === "demo") {
    const day = input.preferredDate ? `, preferred date ${formatPublishedDate(input.preferredDate)}` : "";
    const when = input.preferredTime ? `, preferred time ${input.preferredTime}` : "";
    return `Booked again by ${input.parentName} for ${input.childName}, ${input.childAge}: ${courseName(input.course)}${day}${when}`;
  }
  const message = input.message ? `\n${input.message}` : "";
  const email = input.email ? ` (${input.email})` : "";
  return `Enquired again by ${input.name}${email} from ${input.area}, ${input.city}: ${input.occupation}, investment ${input.investment}.${message}`;
}

/**
 * Takes a demo booking or a franchise enquiry. A demo is booked at an active centre that teaches
 * the course. The same phone at the same centre (an enquiry: the same phone) within 24 hours is a
 * repeat: the earlier lead stays as it is, and what the repeat said becomes a note on it (from the
 * booking or enquiry form), so the centre sees it on the lead it is already working. A new lead
 * reaches the admin feed, and a demo its centre's partners' Updates, in the same batch (then
 * WhatsApp from the feed's row, to the centre or the franchise-enquiry number); a repeat does not. Whoever books is answered the same whether the booking is new, a
 * repeat or a filled honeypot (then nothing is stored): the thanks and an id of its own, never
 * anything of an earlier lead (anyone may type a parent's phone).
 */
export async function createLead({ db, deliver }: Pick<Deps, "db" | "deliver">, input: LeadInput, now = new Date()) {
  let centre: BookedCentre | null = null;
  if (input.type === "demo") {
    const found = await db.select().from(centres).where(eq(centres.id, input.centreId)).get();
    if (!found || !found.active)
      throw invalidInput("Choose a centre", { centreId: ["This centre is not taking demo bookings: choose another"] });
    if (!found.courses.includes(input.course)) {
      const message = `${found.name} does not teach ${courseName(input.course)}: choose another course or centre`;
      throw worded(invalidInput(message, { course: [message] }), (t) =>
        t("serverErrors.notTaught", { centre: found.name, course: t(`shell.course.${input.course}`) }),
      );
    }
    centre = found;
  }
  const id = crypto.randomUUID();
  const answer = { message: centre ? demoThanks(centre.name, input.phone) : FRANCHISE_THANKS, lead: { id, status: "new" as LeadStatus } };
  if (input[HONEYPOT_FIELD]) return { ...answer, booking: input.type === "demo" ? bookingSummary(input, centre!, id) : null };

  const time = now.toISOString();
  const fields =
    input.type === "demo"
      ? {
          name: input.parentName,
          email: null,
          city: centre!.city,
          details: {
            childName: input.childName,
            childAge: input.childAge,
            course: input.course,
            preferredTime: input.preferredTime,
            preferredDate: input.preferredDate,
            consent: true,
          },
        }
      : {
          name: input.name,
          email: input.email,
          city: input.city,
          details: { area: input.area, occupation: input.occupation, investment: input.investment, message: input.message },
        };
  const recent = and(
    eq(leads.type, input.type),
    eq(leads.phone, input.phone),
    centre ? eq(leads.centreId, centre.id) : isNull(leads.centreId),
    gte(leads.createdAt, new Date(now.getTime() - DAY_MS).toISOString()),
    isNull(leads.anonymisedAt),
  );
  const earlier = db.select({ id: leads.id }).from(leads).where(recent).orderBy(desc(leads.createdAt)).limit(1);
  const notificationId = crypto.randomUUID();
  const title = centre ? "New demo booking" : "New franchise enquiry";
  const said =
    input.type === "demo"
      ? `${input.parentName} (${formatPhone(input.phone)}) booked a free ${courseName(input.course)} demo class for ${input.childName}, aged ${input.childAge}, at ${centre!.name}.`
      : `${input.name} (${formatPhone(input.phone)}) from ${input.area}, ${input.city} asks about a franchise (${input.investment}).`;
  // The same repeat sent twice (a double tap, a retry after a lost answer) leaves one note.
  // A demo's note names the reference its parent was given; a double tap (the same words within the
  // hour, whatever the reference) leaves one note.
  const repeatWords = repeatNote(input);
  const note = input.type === "demo" ? `${repeatWords} (reference ${bookingReference(id)}).` : repeatWords;
  const sameWords = input.type === "demo" ? sql`instr(n.body, ${`${repeatWords} (reference `}) = 1` : sql`n.body = ${note}`;
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  // The new lead goes last: before the note and the feed row, it would be the earlier lead they look for.
  const [, , inserted] = await db.batch([
    insertSelect(
      db,
      leadNotes,
      {
        id: crypto.randomUUID(),
        leadId: sql`e.id`,
        authorId: WEBSITE_AUTHOR_ID,
        authorName: REPEAT_NOTE_AUTHORS[input.type],
        body: note,
        createdAt: time,
      },
      {
        from: sql`${earlier} e`,
        where: sql`not exists (select 1 from ${leadNotes} n where n.lead_id = e.id and ${sameWords} and n.created_at > ${hourAgo})`,
      },
    ),
    // The admin feed's row, and a demo's copy in the Updates of each partner of its centre, in one
    // statement; only the feed's row is sent on (to the centre's WhatsApp number, which the partners' is).
    insertSelect(
      db,
      notifications,
      {
        id: sql`case when r.recipient is null then ${notificationId} else ${randomIdSql()} end`,
        title,
        message: said,
        time,
        link: sql`case when r.recipient is null then ${leadLink(id)} else ${partnerLeadLink(id)} end`,
        recipientId: sql`r.recipient`,
      },
      { from: sql`${readersOf(centre)} r`, where: sql`not exists ${earlier}` },
    ),
    insertSelect(
      db,
      leads,
      {
        id,
        type: input.type,
        status: "new",
        centreId: centre?.id ?? null,
        name: fields.name,
        phone: input.phone,
        email: fields.email,
        city: fields.city,
        details: fields.details,
        createdAt: time,
        updatedAt: time,
      },
      { where: sql`not exists ${earlier}` },
    ).returning({ id: leads.id }),
  ]);
  if (inserted[0]) deliver([notificationId]);
  // A repeat is answered as a fresh booking, with a reference of its own: its note on the earlier lead names it.
  return { ...answer, booking: input.type === "demo" ? bookingSummary(input, centre!, id) : null };
}

/** Who reads of a new lead: the admin feed (no recipient), and for a demo each partner of its centre. */
const readersOf = (centre: BookedCentre | null) =>
  centre
    ? sql`(select null as recipient union all select ${centrePartners.userId} from ${centrePartners} where ${centrePartners.centreId} = ${centre.id})`
    : sql`(select null as recipient)`;

type BookedCentre = { id: string; name: string; city: string; area: string; address: string; phone: string };

/** What the parent is shown once a demo class is booked: what they asked for, where, and the reference the centre knows it by. */
export type DemoBookingSummary = ReturnType<typeof bookingSummary>;

function bookingSummary(input: Extract<LeadInput, { type: "demo" }>, centre: BookedCentre, leadId: string) {
  const reference = bookingReference(leadId);
  const address = `${centre.address}, ${centre.city}`;
  return {
    reference,
    // The day the parent chose, as a calendar event: the centre confirms the time when it calls.
    calendarFile: input.preferredDate
      ? allDayEventFile({
          uid: `${reference}@bright-minds-academy`,
          date: input.preferredDate,
          summary: `Free ${courseName(input.course)} demo class for ${input.childName} at ${centre.name}`,
          location: address,
          description: `Booking ${reference}${input.preferredTime ? `, preferred time ${input.preferredTime}` : ""}. ${centre.name} will call ${formatPhone(input.phone)} to confirm the time. Centre: ${formatPhone(centre.phone)}.`,
          stamp: new Date(),
        })
      : null,
    centre: { name: centre.name, address: centre.address, area: centre.area, city: centre.city, phone: centre.phone },
    course: courseName(input.course),
    childName: input.childName,
    childAge: input.childAge,
    parentName: input.parentName,
    phone: formatPhone(input.phone),
    preferredTime: input.preferredTime ?? null,
    preferredDate: input.preferredDate ?? null,
  };
}

/** The centres a partner runs, as SQL (a subquery). */
const centresOf = (userId: string) =>
  sql`(select ${centrePartners.centreId} from ${centrePartners} where ${centrePartners.userId} = ${userId})`;

/** What of the leads `actor` may see: an admin all; a partner the demo bookings of their own centres. */
function visibleTo(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return and(eq(leads.type, "demo"), inArray(leads.centreId, centresOf(actor.id)));
}

const notesOfLead = sql<string>`(select json_group_array(json_object('id', n.id, 'authorId', n.author_id, 'authorName', n.author_name, 'body', n.body, 'createdAt', n.created_at))
  from (select * from ${leadNotes} where ${leadNotes.leadId} = ${leads.id} order by ${leadNotes.createdAt}, ${leadNotes.id}) n)`;

// The centre's name is aliased: D1 answers rows keyed by column name, and leads have a name too.
const leadColumns = { lead: leads, centreName: sql<string | null>`${centres.name}`.as("centre_name"), notes: notesOfLead.as("notes") };

function toLeadView({ lead, centreName, notes }: { lead: LeadRow; centreName: string | null; notes: string | null }, now: Date) {
  const { details, name, ...rest } = lead;
  const common = {
    ...rest,
    centreName,
    ageHours: Math.floor((now.getTime() - Date.parse(lead.createdAt)) / 3_600_000),
    notes: JSON.parse(notes ?? "[]") as LeadNote[],
  };
  if (lead.type === "demo") {
    const { childName = "", childAge = null, course = null, preferredTime = null, preferredDate = null, consent = false } = details;
    return {
      ...common,
      type: "demo" as const,
      parentName: name,
      name,
      childName,
      childAge,
      course,
      preferredTime: preferredTime ?? null,
      preferredDate: preferredDate ?? null,
      reference: bookingReference(lead.id),
      consent,
    };
  }
  const { area = "", occupation = "", investment = "", message = null } = details;
  return { ...common, type: "franchise" as const, name, area, occupation, investment, message: message ?? null };
}

function filtersWhere(filters: LeadFilters): SQL[] {
  const { start, end } = instantsOf(filters);
  return [
    filters.type ? eq(leads.type, filters.type) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.centreId ? eq(leads.centreId, filters.centreId) : undefined,
    filters.centre ? atCentresMatching(leads.centreId, filters.centre, { inListOrder: true }) : undefined,
    filters.city ? sql`lower(${leads.city}) = lower(${filters.city})` : undefined,
    start ? gte(leads.createdAt, start) : undefined,
    end ? lt(leads.createdAt, end) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/**
 * A page of leads carries at most this many of the centres a lead may be put at (its Centre filter and
 * "Move to another centre"). Past it (an admin of a big network) the filter takes part of a centre's
 * name, and a card's list is fetched when it is opened (listAssignableCentres), or rendered in full
 * for the card the page is asked to open (`allCentres`: the list's link without JavaScript).
 */
export const ASSIGNABLE_CENTRES_ON_PAGE = 50;
/** The most centres a lead's list offers. */
const MAX_ASSIGNABLE = 1000;

/** A centre a lead may be put at, as the lists show it. */
export type AssignableCentre = { id: string; name: string; city: string };
// As people read them (the database's order is by bytes).
const byCityThenName = (a: AssignableCentre, b: AssignableCentre) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name);

/** The active centres `actor` may put a lead at: an admin any, a partner their own. */
function assignableCentres(actor: Actor): SQL | undefined {
  return and(eq(centres.active, true), isAdmin(actor) ? undefined : inArray(centres.id, centresOf(actor.id)));
}

/**
 * The leads `actor` may see, narrowed by the filters, newest first, each with its notes and its age;
 * how many of them are still new after 24 hours (whatever the filters); and the centres the reader
 * may assign a lead to (the tabs' filter and reassign lists). One query (the last two ride on its
 * first row, computed once; with no lead, on the one row the query answers then).
 * A page of `limit` leads from `offset` (one more is read to tell whether more exist: `hasMore`, `nextOffset`).
 */
export async function listLeads(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  filters: LeadFilters,
  {
    now = new Date(),
    limit = LEADS_SHOWN,
    offset = 0,
    allCentres = false,
  }: { now?: Date; limit?: number; offset?: number; allCentres?: boolean } = {},
) {
  const reader = authorize(actor, canWorkLeads, "Only administrators and franchise partners can read leads.");
  const scope = visibleTo(reader);
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const stale = and(scope, eq(leads.status, "new"), lt(leads.createdAt, dayAgo));
  // The page of leads, joined to one constant row so the totals come even when no lead matches.
  // Drizzle names a subquery's columns only when they are flat: the lead's columns, then put together again.
  const leadFields = getTableColumns(leads);
  // The page's leads are picked by their sort keys alone; only they are then read whole, with their
  // centre and notes. Sorting whole leads read every match's details and notes: 5,000 of one centre's.
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(scope, ...filtersWhere(filters)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1)
    .offset(offset);
  const page = db
    .select({ ...leadFields, centreName: leadColumns.centreName, notes: leadColumns.notes })
    .from(leads)
    .leftJoin(centres, eq(centres.id, leads.centreId))
    .where(inArray(leads.id, pageIds))
    .as("page");
  const lead = Object.fromEntries(Object.keys(leadFields).map((key) => [key, page[key as keyof typeof leadFields]])) as {
    [K in keyof typeof leadFields]: (typeof page)[K];
  };
  const summary = {
    staleNewCount: sql<number>`(select count(*) from ${leads} where ${stale})`.as("stale_new_count"),
    // On every row, every centre would be sent once per lead.
    assignable: onFirstRow(
      sql<string>`(select json_group_array(json_object('id', id, 'name', name, 'city', city)) from (select ${centres.id} as id, ${centres.name} as name,
        ${centres.city} as city from ${centres} where ${assignableCentres(reader)} order by ${centres.city}, ${centres.name} limit ${allCentres ? MAX_ASSIGNABLE : ASSIGNABLE_CENTRES_ON_PAGE + 1}))`,
      sql`${page.createdAt} desc, ${page.id} desc`,
    ).as("assignable"),
  };
  const rows = await readTogether(
    db,
    db
      .select({ lead, centreName: page.centreName, notes: page.notes, ...summary })
      .from(sql`(select 1)`)
      .leftJoin(page, sql`1`)
      .orderBy(desc(page.createdAt), desc(page.id)),
  );
  const totals = rows[0];
  const found = rows.flatMap(({ lead, centreName, notes }) => (lead ? [{ lead, centreName, notes }] : []));
  const assignable = (JSON.parse(totals?.assignable ?? "[]") as AssignableCentre[]).sort(byCityThenName);
  const { items, hasMore, nextOffset } = pageOf(found, { limit, offset });
  return {
    leads: items.map((row) => toLeadView(row, now)),
    hasMore,
    nextOffset,
    staleNewCount: totals?.staleNewCount ?? 0,
    centres: allCentres || assignable.length <= ASSIGNABLE_CENTRES_ON_PAGE ? assignable : null,
  };
}

/** Every centre `actor` may put a lead at (a big network's "Move to another centre", fetched when opened). */
export async function listAssignableCentres({ db }: Pick<Deps, "db">, actor: Actor | null): Promise<AssignableCentre[]> {
  const reader = authorize(actor, canWorkLeads, "Only administrators and franchise partners can read leads.");
  const rows = await db
    .select({ id: centres.id, name: centres.name, city: centres.city })
    .from(centres)
    .where(assignableCentres(reader))
    .orderBy(asc(centres.city), asc(centres.name))
    .limit(MAX_ASSIGNABLE);
  return rows.sort(byCityThenName);
}

/** One lead as `reader` may see it, or 404 (a lead of another partner's centre is not there for them). */
async function readLead({ db }: Pick<Deps, "db">, reader: Actor, id: string, now = new Date()) {
  const row = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(centres, eq(centres.id, leads.centreId))
    .where(and(eq(leads.id, id), visibleTo(reader)))
    .get();
  if (!row) throw notFound("Lead not found.");
  return toLeadView(row, now);
}

/** The pipeline, forward only; `lost` from any open status; enrolled and lost are closed. */
const PIPELINE: LeadStatus[] = ["new", "contacted", "demo_scheduled", "enrolled"];
export const isClosedLead = (status: LeadStatus) => status === "enrolled" || status === "lost";

/** Why a lead may not move from `from` to `to`, or null when it may. */
export function statusMoveRefusal(from: LeadStatus, to: LeadStatus): string | null {
  if (isClosedLead(from)) return `This lead is ${from === "lost" ? "lost" : "enrolled"}: it is closed and does not move again`;
  if (to === "lost") return null;
  if (PIPELINE.indexOf(to) <= PIPELINE.indexOf(from)) return `A lead moves forward only: it is already ${from.replace("_", " ")}`;
  return null;
}

/** The statuses a lead may move to next (the buttons the tabs show). */
export const nextStatuses = (from: LeadStatus): LeadStatus[] =>
  (["contacted", "demo_scheduled", "enrolled", "lost"] as LeadStatus[]).filter((to) => statusMoveRefusal(from, to) === null);

/** How the activity log names a lead once anonymised. */
export const ANONYMISED_LEAD = "Anonymised lead";
/** The activity log's words for what was done to a lead, after "Lead of <name>: " (anonymising a lead keeps only these). */
export const LEAD_CHANGES = {
  moved: (status: LeadStatus) => `moved to ${status}`,
  reassigned: (centreName: string) => `reassigned to ${centreName}`,
  noted: "added a note",
};

/**
 * Works a lead: a status move, a note (with its author and time), another centre (an admin: any
 * active centre; a partner: one of their own). 404 for a lead the caller may not see. Admins' changes
 * go in the activity log, in the same batch.
 */
export async function updateLead({ db }: Pick<Deps, "db">, actor: Actor | null, id: string, input: LeadUpdateInput, now = new Date()) {
  const worker = authorize(actor, canWorkLeads, "Only administrators and franchise partners can work leads.");
  const lead = await readLead({ db }, worker, id, now);
  const changes: Partial<LeadRow> = {};
  const said: string[] = [];
  if (input.status && input.status !== lead.status) {
    const refusal = statusMoveRefusal(lead.status, input.status);
    if (refusal) throw invalidInput(refusal, { status: [refusal] });
    changes.status = input.status;
    if (input.status === "lost") changes.lostReason = input.lostReason ?? null;
    said.push(`${LEAD_CHANGES.moved(input.status)}${input.status === "lost" ? ` (${input.lostReason})` : ""}`);
  }
  if (input.centreId && input.centreId !== lead.centreId) {
    if (lead.type !== "demo")
      throw invalidInput("Only a demo booking is at a centre", { centreId: ["Only a demo booking is at a centre"] });
    const own = isAdmin(worker) ? undefined : inArray(centres.id, centresOf(worker.id));
    const target = await db
      .select()
      .from(centres)
      .where(and(eq(centres.id, input.centreId), own))
      .get();
    if (!target?.active) throw invalidInput("Choose an active centre", { centreId: ["Choose one of the active centres you may assign"] });
    changes.centreId = target.id;
    changes.city = target.city;
    said.push(LEAD_CHANGES.reassigned(target.name));
  }
  if (!Object.keys(changes).length && !input.note) return lead;
  const time = now.toISOString();
  const statements = [];
  if (Object.keys(changes).length) {
    statements.push(
      db
        .update(leads)
        .set({ ...changes, updatedAt: time })
        // Moved by someone else meanwhile: nothing changes, and the caller is told to look again.
        .where(and(eq(leads.id, id), eq(leads.status, lead.status)))
        .returning({ id: leads.id }),
    );
  }
  if (input.note) {
    statements.push(
      db.insert(leadNotes).values({ leadId: id, authorId: worker.id, authorName: worker.name, body: input.note, createdAt: time }),
    );
    said.push(LEAD_CHANGES.noted);
  }
  if (isAdmin(worker)) {
    // As the retention job words the log of an anonymised lead (it has no name left).
    const whose = lead.anonymisedAt ? ANONYMISED_LEAD : `Lead of ${lead.name}`;
    statements.push(activityEntry(db, worker, { action: "lead.update", target: id, summary: `${whose}: ${said.join(", ")}` }));
  }
  const [first, ...rest] = statements;
  const [result] = await db.batch([first!, ...rest]);
  if (Object.keys(changes).length && Array.isArray(result) && result.length === 0) {
    throw invalidInput("This lead was changed meanwhile: reload and try again");
  }
  return readLead({ db }, worker, id, now);
}

/**
 * A network of at most this many active centres lists them all on /book-demo (by city); a bigger
 * one asks for the city first and lists that city's centres: a thousand were most of the page.
 */
export const BOOKABLE_CENTRES_ON_PAGE = 60;

/**
 * The centres a parent may book a demo class at, for /book-demo: every active centre of a small
 * network; of a big one, those of `city` (or of the city of `centreId`, a centre's own link), and
 * the cities with how many centres each (`cities`, null for a small network). One round trip.
 */
export async function listBookableCentres({ db }: Pick<Deps, "db">, { city, centreId }: { city?: string; centreId?: string } = {}) {
  const active = eq(centres.active, true);
  const chosenCity = city
    ? sql`${city}`
    : centreId
      ? sql`(select ${centres.city} from ${centres} where ${centres.id} = ${centreId})`
      : sql`null`;
  const small = sql`(select count(*) from ${centres} where ${active}) <= ${BOOKABLE_CENTRES_ON_PAGE}`;
  const [list, cities] = await Promise.all([
    readTogether(
      db,
      db
        .select({ id: centres.id, name: centres.name, city: centres.city, courses: centres.courses })
        .from(centres)
        .where(and(active, or(sql`${centres.city} = ${chosenCity}`, small)))
        .orderBy(centres.city, centres.name)
        .limit(MAX_ASSIGNABLE),
    ),
    readTogether(
      db,
      db.select({ city: centres.city, count: count() }).from(centres).where(active).groupBy(centres.city).orderBy(centres.city),
    ),
  ]);
  const total = cities.reduce((sum, row) => sum + row.count, 0);
  return { centres: list, cities: total > BOOKABLE_CENTRES_ON_PAGE ? cities : null };
}

/** For the tabs' buttons: where each status may move next. */
export const LEAD_NEXT_STATUSES = Object.fromEntries(
  (["new", "contacted", "demo_scheduled", "enrolled", "lost"] as LeadStatus[]).map((from) => [from, nextStatuses(from)]),
) as Record<LeadStatus, LeadStatus[]>;
