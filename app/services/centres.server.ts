import { and, asc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { centrePartners, centres, leads, students, users, type CentreRow } from "~/db/schema";
import { containsText } from "~/db/contains.server";
import { readTogether } from "~/db/read-together.server";
import { pageOf, previousOffsetOf } from "~/lib/pagination.server";
import { distanceKm, type Point } from "~/lib/distance";
import type { Course } from "~/lib/enums";
import { conflict, invalidInput, notAllowed, notFound } from "~/lib/errors";
import { authorize, canEditCentre, canManageCentres, isAdmin, type Actor } from "~/lib/permissions";
import { slugify } from "~/lib/slug";
import type { CentreSearch, CreateCentreInput, PartnerCentreInput, UpdateCentreInput } from "~/validation/centres";
import { activityEntry, changedFields } from "./activity.server";
import type { Deps } from "./deps.server";
import { placesNamed, type Place } from "./places.server";
import { createWithImage, deleteImage, saveWithImage, type WithImageInput } from "./images.server";

type DbDeps = Pick<Deps, "db">;
type ImageDeps = Pick<Deps, "db" | "images">;

/** A centre as the API and pages show it; `partnerIds` to admins only, `distanceKm` when asked from a place. */
export type CentreView = Omit<CentreRow, "createdAt" | "updatedAt"> & { partnerIds?: string[]; distanceKm?: number };

const MANAGE = "Only administrators can manage centres.";
const NOT_FOUND = "Centre not found.";
/** The finder shows at most this many centres (the network has about a hundred). */
const SEARCH_LIMIT = 200;

/** The ids of a centre's partners, read with its row. */
const partnerIdsOf = sql<string>`(select json_group_array(${centrePartners.userId}) from ${centrePartners} where ${centrePartners.centreId} = ${centres.id})`;

function view({ createdAt: _c, updatedAt: _u, ...row }: CentreRow, partnerIds?: string | null): CentreView {
  return partnerIds === undefined ? row : { ...row, partnerIds: partnerIds ? (JSON.parse(partnerIds) as string[]) : [] };
}

/** The city, area or PIN code holds the typed text (case ignored; a PIN code from its start). */
function matchesQuery(q: string): SQL | undefined {
  return or(
    containsText(centres.city, q),
    containsText(centres.area, q),
    sql`${centres.pincode} like ${`${q.replace(/[^0-9]/g, "")}%`} and ${q} glob '[0-9]*'`,
  );
}

const teaches = (course: Course) => sql`exists (select 1 from json_each(${centres.courses}) where value = ${course})`;

/** The finder's conditions: active, matching `q`, teaching `course`. */
const finderWhere = ({ q, course }: CentreSearch) =>
  and(eq(centres.active, true), q ? matchesQuery(q) : undefined, course ? teaches(course) : undefined);

/**
 * The centre finder's list (GET /api/centres): active centres whose city, area or PIN code matches
 * `q`, teaching `course`; from `near`, each with its distance and nearest first, else by city and
 * name. A PIN code, or a locality no centre's words name, is searched from that place (finderPlace).
 * One query, two for a place; the distances are the haversine formula's, worked out here.
 * `withPartners`: each with its partners' ids (for an admin).
 */
export async function searchCentres(
  deps: DbDeps,
  search: CentreSearch,
  { withPartners = false }: { withPartners?: boolean } = {},
): Promise<CentreView[]> {
  const { db } = deps;
  const list = (asked: CentreSearch) =>
    readTogether(
      db,
      db
        .select({ row: centres, partnerIds: withPartners ? partnerIdsOf : sql<null>`null` })
        .from(centres)
        .where(finderWhere(asked))
        .orderBy(asc(centres.city), asc(centres.name))
        .limit(SEARCH_LIMIT),
    );
  const place = placeOfPin(search);
  const asked = place ? fromPlace(search, place) : search;
  let rows = await list(asked);
  let near = asked.near;
  if (!rows.length && !place) {
    const named = await placeOfWords(deps, search);
    if (named) [rows, near] = [await list(fromPlace(search, named)), named];
  }
  const found = rows.map(({ row, partnerIds }) => view(row, withPartners ? partnerIds : undefined));
  if (!near) return found;
  const from = near;
  return found.map((centre) => ({ ...centre, distanceKm: distanceKm(from, centre) })).sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The place a search is run from, as the finder says it ("Dhankawadi, 411043"). */
export type FinderPlace = { name: string; pin: string };

/** The search from `place`, nearest first: its words found the place, so they no longer filter. */
const fromPlace = (search: CentreSearch, place: Point): CentreSearch => ({ q: undefined, course: search.course, near: place });

/** A 6-digit PIN code the index knows, searched from (not a centre's own PIN only: the nearest ones). */
function placeOfPin({ q, near }: CentreSearch): Place | null {
  if (near || !q || !/^\d{6}$/.test(q)) return null;
  return placesNamed(q)[0] ?? null;
}

/** The most candidates a shared locality name is weighed among. */
const NAMESAKES = 20;

/**
 * A locality the words name, for a search no centre's city, area or PIN matched. Several places
 * with the name (Shivajinagar is in Pune and in Nanded): the one with an active centre nearest,
 * since that is where a parent of this network most likely is.
 */
async function placeOfWords({ db }: DbDeps, { q, near }: CentreSearch): Promise<Place | null> {
  if (near || !q) return null;
  const candidates = placesNamed(q).slice(0, NAMESAKES);
  if (candidates.length <= 1) return candidates[0] ?? null;
  const rows = candidates.map((place, index) => sql`(${index}, ${place.latitude}, ${place.longitude})`);
  const shrink = Math.cos((candidates[0]!.latitude * Math.PI) / 180);
  const nearest = await db
    .select({ index: sql<number>`column1` })
    .from(sql`(values ${sql.join(rows, sql`, `)}), ${centres}`)
    .where(eq(centres.active, true))
    .groupBy(sql`column1`)
    .orderBy(
      sql`min((${centres.latitude} - column2) * (${centres.latitude} - column2) + ((${centres.longitude} - column3) * ${shrink}) * ((${centres.longitude} - column3) * ${shrink}))`,
    )
    .limit(1)
    .get();
  return candidates[nearest?.index ?? 0]!;
}

/**
 * Nearest first, in SQL: the squared distance on a flat map around `near`, a degree of longitude
 * shrunk by the cosine of its latitude (the haversine needs trigonometry SQLite may not have).
 * Over a state it ranks centres as the haversine does, but for ties within metres.
 */
function nearestFirst(near: Point): SQL {
  const shrink = Math.cos((near.latitude * Math.PI) / 180);
  const dLat = sql`(${centres.latitude} - ${near.latitude})`;
  const dLng = sql`((${centres.longitude} - ${near.longitude}) * ${shrink})`;
  return sql`${dLat} * ${dLat} + ${dLng} * ${dLng}`;
}

/** The finder page shows this many centres at a time (a phone renders and scrolls a short list). */
export const CENTRES_PER_PAGE = 24;

/**
 * One page of the finder (the /centres page): `offset` into searchCentres' order, nearest first
 * when `near` is given, so paging keeps the order; `total` counts every match. A PIN code, or a
 * locality no centre's words name, is searched from that place, which `place` names.
 */
export async function searchCentresPage(deps: DbDeps, search: CentreSearch, { offset }: { offset: number }) {
  const pin = placeOfPin(search);
  const first = await finderPage(deps, pin ? fromPlace(search, pin) : search, offset);
  if (first.total || pin) return { ...first, place: finderPlace(pin) };
  const named = await placeOfWords(deps, search);
  if (!named) return { ...first, place: null };
  return { ...(await finderPage(deps, fromPlace(search, named), offset)), place: finderPlace(named) };
}

const finderPlace = (place: Place | null): FinderPlace | null => (place ? { name: place.name, pin: place.pin } : null);

async function finderPage({ db }: DbDeps, search: CentreSearch, offset: number) {
  const page = { limit: CENTRES_PER_PAGE, offset };
  const { near } = search;
  // The count is a subquery that names nothing outside itself: SQLite runs it once.
  const count = db
    .select({ total: sql<number>`count(*)` })
    .from(centres)
    .where(finderWhere(search));
  const rows = await readTogether(
    db,
    db
      .select({ row: centres, total: sql<number>`(${count})` })
      .from(centres)
      .where(finderWhere(search))
      .orderBy(...(near ? [nearestFirst(near)] : []), asc(centres.city), asc(centres.name))
      .limit(page.limit + 1)
      .offset(offset),
  );
  const { items, nextOffset } = pageOf(rows, page);
  // Only a page past the end (no row to carry it) asks for the count on its own.
  const total = rows[0]?.total ?? (offset > 0 ? ((await count.get())?.total ?? 0) : 0);
  const previousOffset = offset > 0 ? Math.max(0, Math.min(offset, total) - CENTRES_PER_PAGE) : null;
  const centresShown = items.map(({ row }) => view(row));
  return {
    centres: near ? centresShown.map((centre) => ({ ...centre, distanceKm: distanceKm(near, centre) })) : centresShown,
    total,
    offset,
    previousOffset,
    nextOffset,
  };
}

/** A centre's page: active ones for everyone; an admin also sees an inactive one, with its partners. */
export async function getCentreBySlug({ db }: DbDeps, actor: Actor | null, slug: string): Promise<CentreView> {
  const admin = isAdmin(actor);
  const [found] = await readTogether(
    db,
    db
      .select({ row: centres, partnerIds: partnerIdsOf })
      .from(centres)
      .where(and(eq(centres.slug, slug), admin ? undefined : eq(centres.active, true)))
      .limit(1),
  );
  if (!found) throw notFound(NOT_FOUND);
  return view(found.row, admin ? found.partnerIds : undefined);
}

/**
 * `column` (a centre's id) names a centre whose name or city holds `text` (case ignored), as SQL: a
 * big network's lists (the roster, the Leads tab) filter by part of a centre's name this way.
 * `inListOrder`: for a page read in the list's own order, stopping when full. The unary `+` keeps
 * SQLite from reading by the matching centres' ids instead and sorting all their rows (3 to 5 ms at
 * ten times the bench's data); a count wants that read by id.
 */
export const atCentresMatching = (column: SQLWrapper, text: string, { inListOrder = false } = {}) =>
  sql`${inListOrder ? sql`+` : sql``}${column} in (select ${centres.id} from ${centres} where ${or(containsText(centres.name, text), containsText(centres.city, text))})`;

/** How many centres are active (the sitemap's index counts its parts from it). */
export async function countActiveCentres({ db }: Pick<Deps, "db">): Promise<number> {
  const [row] = await readTogether(
    db,
    db
      .select({ total: sql<number>`count(*)` })
      .from(centres)
      .where(eq(centres.active, true)),
  );
  return row?.total ?? 0;
}

/** One slice of the active centres' slugs, by slug, and when each last changed (a part of the sitemap). */
export async function listCentreSlugs({ db }: Pick<Deps, "db">, { offset, limit }: { offset: number; limit: number }) {
  return readTogether(
    db,
    db
      .select({ slug: centres.slug, updatedAt: centres.updatedAt })
      .from(centres)
      .where(eq(centres.active, true))
      .orderBy(asc(centres.slug))
      .limit(limit)
      .offset(offset),
  );
}

/** The partner accounts a centre may be given: approved, active franchise accounts. */
const eligiblePartner = and(eq(users.role, "franchise"), eq(users.isApproved, true), isNull(users.deactivatedAt));
/** The most partner accounts the centre form lists. */
const MAX_PARTNER_CHOICES = 1000;
export type PartnerChoice = { id: string; name: string; email: string };

/** The admin's Centres tab shows this many centres a page, as the finder does (a card is 3 KB of HTML; 900 centres exist at ten times the bench's data). */
export const CENTRES_PER_ADMIN_PAGE = 24;

/** A centre's partners with their names, read with its row (the Centres tab names them). */
const partnersNamedOf = sql<string>`(select json_group_array(json_object('id', ${users.id}, 'name', ${users.name})) from ${centrePartners}
  inner join ${users} on ${users.id} = ${centrePartners.userId} where ${centrePartners.centreId} = ${centres.id})`;

/** A centre on the admin's Centres tab: with its partners' ids (the form's) and names (the card's). */
export type AdminCentreView = CentreView & { partnerIds: string[]; partnerNames: string[] };

/**
 * A page of every centre with its partners (the admin's Centres tab) and how many centres there are,
 * in one query. The partner accounts a centre may be given are the form's to fetch (listPartnerChoices):
 * hundreds of them were most of every page of the tab.
 */
export async function listCentresForAdmin(
  { db }: DbDeps,
  actor: Actor | null,
  { limit = CENTRES_PER_ADMIN_PAGE, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  authorize(actor, canManageCentres, MANAGE);
  const rows = await readTogether(
    db,
    db
      .select({
        row: centres,
        partners: partnersNamedOf,
        // A subquery that names nothing outside itself runs once; a window count kept every centre whole.
        total: sql<number>`(select count(*) from ${centres})`,
      })
      .from(sql`(select 1)`)
      .leftJoin(centres, sql`1`)
      .orderBy(asc(centres.city), asc(centres.name))
      .limit(limit + 1)
      .offset(offset),
  );
  const found = rows.flatMap(({ row, partners }): AdminCentreView[] => {
    if (!row) return [];
    const named = partners ? (JSON.parse(partners) as { id: string; name: string }[]) : [];
    return [{ ...view(row), partnerIds: named.map((partner) => partner.id), partnerNames: named.map((partner) => partner.name) }];
  });
  const { items, nextOffset } = pageOf(found, { limit, offset });
  return { centres: items, total: rows[0]?.total ?? 0, offset, previousOffset: previousOffsetOf({ limit, offset }), nextOffset };
}

/** The partner accounts a centre may be given (the centre form's list), by name. */
export async function listPartnerChoices({ db }: DbDeps, actor: Actor | null): Promise<PartnerChoice[]> {
  authorize(actor, canManageCentres, MANAGE);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eligiblePartner)
    .orderBy(asc(users.name))
    .limit(MAX_PARTNER_CHOICES);
}

/** The centres a partner runs (My Centres), in one query. */
export async function listCentresOf({ db }: DbDeps, actor: Actor | null): Promise<CentreView[]> {
  const partner = authorize(actor, canEditCentre, "Only approved franchise partners run centres.");
  const rows = await db
    .select({ row: centres })
    .from(centres)
    .innerJoin(centrePartners, and(eq(centrePartners.centreId, centres.id), eq(centrePartners.userId, partner.id)))
    .orderBy(asc(centres.city), asc(centres.name))
    .limit(100);
  return rows.map(({ row }) => view(row));
}

/** Which of `ids` are accounts that may run a centre, read within another query. */
const eligibleAmong = (ids: string[] | undefined) =>
  ids?.length
    ? sql<string>`(select json_group_array(${users.id}) from ${users} where ${inArray(users.id, ids)} and ${eligiblePartner})`
    : sql<string>`'[]'`;

/** Only approved, active franchise accounts run centres: every id given must be one. */
function checkPartners(ids: string[] | undefined, eligibleJson: string) {
  const eligible = JSON.parse(eligibleJson) as string[];
  const unknown = (ids ?? []).filter((id) => !eligible.includes(id));
  if (unknown.length) {
    const message = "partnerIds: each must be an approved franchise partner account";
    throw invalidInput(message, { partnerIds: [`${message} (not: ${unknown.join(", ")})`] });
  }
}

const slugTaken = (slug: string) => sql<number>`exists(select 1 from ${centres} where ${centres.slug} = ${slug})`;
const suffixed = (base: string) => `${base.slice(0, 72)}-${crypto.randomUUID().slice(0, 6)}`;

type CentrePayload = WithImageInput<CreateCentreInput>;

function columnsOf(input: Omit<UpdateCentreInput, "imageUrl" | "partnerIds">) {
  const { name, city, area, address, pincode, latitude, longitude, phone, whatsappNumber, courses, timings, fees, active } = input;
  const columns = { name, city, area, address, pincode, latitude, longitude, phone, whatsappNumber, courses, timings, fees, active };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<CentreRow>;
}

/** Links partners to a centre, in one statement (none when there is no one to link). */
const linkPartners = (db: Deps["db"], centreId: string, ids: string[]) =>
  ids.length
    ? [
        db
          .insert(centrePartners)
          .values(ids.map((userId) => ({ centreId, userId })))
          .onConflictDoNothing(),
      ]
    : [];

/** A new centre (admin): its slug from its name and area, unique (a short suffix when taken). */
export async function createCentre(deps: ImageDeps, actor: Actor | null, input: CentrePayload): Promise<CentreView> {
  const admin = authorize(actor, canManageCentres, MANAGE);
  const { db, images } = deps;
  // The area joins the name unless the name already says it ("Bright Minds Kothrud" in Kothrud).
  const named = input.name.toLowerCase().includes(input.area.toLowerCase());
  const base = slugify(named ? input.name : `${input.name} ${input.area}`, { fallback: "centre" });
  const found = await db.get<{ taken: number; eligible: string }>(
    sql`select ${slugTaken(base)} as taken, ${eligibleAmong(input.partnerIds)} as eligible`,
  );
  checkPartners(input.partnerIds, found?.eligible ?? "[]");
  const id = crypto.randomUUID();
  const partnerIds = input.partnerIds ?? [];
  const insert = (slug: string, imageUrl: string | null) =>
    db.batch([
      db
        .insert(centres)
        .values({
          id,
          slug,
          ...columnsOf(input),
          timings: input.timings ?? "",
          fees: input.fees ?? {},
          active: input.active ?? true,
          imageUrl,
        } as CentreRow)
        .returning(),
      activityEntry(db, admin, {
        action: "centre.create",
        target: id,
        summary: `Added the centre “${input.name}” in ${input.area}, ${input.city}`,
      }),
      ...linkPartners(db, id, partnerIds),
    ]);
  return createWithImage(images, "centres", input.imageUrl, async (imageUrl) => {
    let result;
    try {
      result = await insert(found?.taken ? suffixed(base) : base, imageUrl);
    } catch (error) {
      if (!/UNIQUE constraint failed: centres\.slug/.test(String(error))) throw error;
      result = await insert(suffixed(base), imageUrl);
    }
    const row = result[0][0];
    if (!row) throw new Error("Centre insert returned no row");
    return view(row, JSON.stringify(partnerIds));
  });
}

const CENTRE_FIELDS = {
  name: "name",
  city: "city",
  area: "area",
  address: "address",
  pincode: "PIN code",
  latitude: "latitude",
  longitude: "longitude",
  phone: "phone",
  whatsappNumber: "WhatsApp",
  courses: "courses",
  timings: "timings",
  fees: "fees",
  imageUrl: "photo",
  active: "active",
} as const;

const EDITABLE_BY_PARTNER = ["phone", "whatsappNumber", "timings", "fees", "imageUrl"] as const;

/**
 * Changes a centre. An admin may change any field and its partners (the slug stays, so links keep
 * working); a partner of the centre only its phone, WhatsApp, timings, fees and photo. Another
 * centre is "not found" to a partner. Fields left out stay as they are.
 */
export async function updateCentre(
  deps: ImageDeps,
  actor: Actor | null,
  { id, ...input }: WithImageInput<UpdateCentreInput | PartnerCentreInput> & { id: string },
): Promise<CentreView> {
  const caller = authorize(actor, canEditCentre, "Only administrators and the centre's partners can change a centre.");
  const admin = isAdmin(caller);
  const { db, images } = deps;
  const newPartners = admin ? (input as UpdateCentreInput).partnerIds : undefined;
  const found = await db
    .select({ row: centres, partnerIds: partnerIdsOf, eligible: eligibleAmong(newPartners) })
    .from(centres)
    .where(eq(centres.id, id))
    .get();
  const partnerIds = found ? (JSON.parse(found.partnerIds) as string[]) : [];
  if (!found || (!admin && !partnerIds.includes(caller.id))) throw notFound(NOT_FOUND);
  const allowed = admin ? input : pick(input, EDITABLE_BY_PARTNER);
  const refused = Object.entries(input).filter(
    ([key, value]) => value !== undefined && !(EDITABLE_BY_PARTNER as readonly string[]).includes(key),
  );
  if (!admin && refused.length) {
    throw notAllowed("Partners can change only the phone, WhatsApp number, timings, fees and photo of their centres.");
  }
  checkPartners(newPartners, found.eligible);
  const existing = found.row;
  const row = await saveWithImage(images, "centres", existing.imageUrl, allowed.imageUrl, async (imageUrl) => {
    const after = { ...columnsOf(allowed as UpdateCentreInput), imageUrl, updatedAt: new Date().toISOString() };
    const changes = changedFields(existing, after, CENTRE_FIELDS);
    // Partners: only the links that change (none when the list is the same).
    const removed = newPartners ? partnerIds.filter((partnerId) => !newPartners.includes(partnerId)) : [];
    const added = newPartners ? newPartners.filter((partnerId) => !partnerIds.includes(partnerId)) : [];
    const partnersSaid = removed.length || added.length ? `partners: ${partnerIds.length} → ${newPartners?.length ?? 0}` : "";
    const summary = [changes, partnersSaid].filter(Boolean).join("; ");
    const unlink = removed.length
      ? [db.delete(centrePartners).where(and(eq(centrePartners.centreId, id), inArray(centrePartners.userId, removed)))]
      : [];
    const link = linkPartners(db, id, added);
    // The row itself is rewritten unless only the partners changed (so a change of partners alone
    // stays within the query budget); the log entry follows the first statement that changes something.
    const rewrite = !!changes || imageUrl !== existing.imageUrl || (!unlink.length && !link.length);
    const first = rewrite ? db.update(centres).set(after).where(eq(centres.id, id)).returning() : (unlink[0] ?? link[0])!;
    const log = activityEntry(db, caller, {
      action: "centre.update",
      target: id,
      summary: `Edited “${existing.name}”: ${summary || "no changes"}`,
    });
    const rest = rewrite ? [...unlink, ...link] : [...unlink.slice(1), ...(unlink.length ? link : link.slice(1))];
    const [result] = await db.batch([first, ...(admin ? [log] : []), ...rest]);
    const saved = rewrite ? (result as CentreRow[])[0] : existing;
    return saved;
  });
  if (!row) throw notFound(NOT_FOUND);
  return view(row, admin ? JSON.stringify(newPartners ?? partnerIds) : undefined);
}

function pick<T extends Record<string, unknown>>(input: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/** Deactivates (hidden from the public, kept with its partners) or reactivates a centre: admin. */
export async function setCentreActive({ db }: DbDeps, actor: Actor | null, id: string, active: boolean): Promise<CentreView> {
  const admin = authorize(actor, canManageCentres, MANAGE);
  const [[row]] = await db.batch([
    db.update(centres).set({ active, updatedAt: new Date().toISOString() }).where(eq(centres.id, id)).returning(),
    activityEntry(db, admin, {
      action: active ? "centre.reactivate" : "centre.deactivate",
      target: id,
      summary: sql`${active ? "Reactivated the centre “" : "Deactivated the centre “"} || (select ${centres.name} from ${centres} where ${centres.id} = ${id}) || ${"”"}`,
    }),
  ]);
  if (!row) throw notFound(NOT_FOUND);
  return view(row);
}

/** Deletes a centre, its partner links and its photo: admin. */
export async function deleteCentre({ db, images }: ImageDeps, actor: Actor | null, id: string): Promise<CentreView> {
  const admin = authorize(actor, canManageCentres, MANAGE);
  const hasLeads = sql<number>`exists(select 1 from ${leads} where ${leads.centreId} = ${id})`;
  const hasStudents = sql<number>`exists(select 1 from ${students} where ${students.centreId} = ${id})`;
  const existing = await db.select({ name: centres.name, hasLeads, hasStudents }).from(centres).where(eq(centres.id, id)).get();
  if (!existing) throw notFound(NOT_FOUND);
  // Its leads (parents' bookings) would point at nothing: the centre is deactivated instead, or its leads moved first.
  const keepsLeads = () => conflict(`“${existing.name}” has demo bookings: deactivate it instead, or reassign its bookings first.`);
  if (existing.hasLeads) throw keepsLeads();
  // Likewise its students (their entries and certificates name the centre).
  if (existing.hasStudents)
    throw conflict(`“${existing.name}” has students on its roster: deactivate it instead, or move its students to another centre first.`);
  const [[row]] = await db.batch([
    db
      .delete(centres)
      .where(and(eq(centres.id, id), sql`not ${hasLeads}`, sql`not ${hasStudents}`))
      .returning(),
    activityEntry(db, admin, { action: "centre.delete", target: id, summary: `Deleted the centre “${existing.name}”` }),
    db.delete(centrePartners).where(eq(centrePartners.centreId, id)),
  ]);
  // Deleted meanwhile (or booked meanwhile, which the condition above keeps).
  if (!row) throw notFound(NOT_FOUND);
  await deleteImage(images, row.imageUrl);
  return view(row);
}
