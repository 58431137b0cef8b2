import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, centrePartners, centres, leads } from "~/db/schema";
import { distanceKm } from "~/lib/distance";
import { call, createUser, db, tokenFor } from "./helpers";
import { eq } from "drizzle-orm";

// The centres API: the finder (search, course, distance), a centre by slug, and who may change what.

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Bright Minds Kothrud",
  city: "Pune",
  area: "Kothrud",
  address: "12 Karve Road, Kothrud, Pune",
  pincode: "411038",
  latitude: 18.5074,
  longitude: 73.8077,
  phone: "98765 43210",
  whatsappNumber: "+91 91234 56789",
  courses: ["abacus", "phonics"],
  timings: "Mon-Fri 4-7 pm",
  fees: { abacus: "₹1,500 a month" },
  ...overrides,
});

let adminToken: string;
let partner: { id: string; token: string };
let otherPartnerToken: string;
let pendingId: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  const p = await createUser({ role: "franchise" });
  partner = { id: p.id, token: await tokenFor(p.email, p.password) };
  const other = await createUser({ role: "franchise" });
  otherPartnerToken = await tokenFor(other.email, other.password);
  pendingId = (await createUser({ role: "franchise", isApproved: false })).id;
});

const create = async (overrides: Record<string, unknown> = {}, token = adminToken) =>
  call("/api/centres", { method: "POST", body: valid(overrides), token });
const created = async (overrides: Record<string, unknown> = {}) => {
  const { status, json } = await create(overrides);
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.centre as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const search = async (query: string) => {
  const { status, json } = await call(`/api/centres?${query}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return json!.centres as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe("the finder: GET /api/centres", () => {
  let kothrud: Record<string, unknown>;
  let andheri: Record<string, unknown>;
  let nashik: Record<string, unknown>;
  beforeAll(async () => {
    kothrud = await created({ name: "Finder Kothrud", city: "Findpur", area: "Kothrud", pincode: "411038" });
    andheri = await created({
      name: "Finder Andheri",
      city: "Findbay",
      area: "Andheri West",
      pincode: "400053",
      latitude: 19.1364,
      longitude: 72.8296,
      courses: ["vedic_maths"],
    });
    nashik = await created({
      name: "Finder Nashik",
      city: "Findnik",
      area: "College Road",
      pincode: "422005",
      latitude: 20.0059,
      longitude: 73.7624,
    });
    await created({ name: "Finder Closed", city: "Findpur", area: "Baner", pincode: "411045", active: false });
  });

  it("finds centres by city, by area and by PIN code, case ignored", async () => {
    expect((await search("q=findpur")).map((c) => c.name)).toEqual(["Finder Kothrud"]);
    expect((await search("q=ANDHERI")).map((c) => c.name)).toEqual(["Finder Andheri"]);
    // A whole PIN code is a place: every centre, nearest to it first (centre-finder-places.test.ts).
    expect((await search("q=422005")).map((c) => c.name)).toEqual(["Finder Nashik", "Finder Andheri", "Finder Kothrud"]);
    expect((await search("q=4000")).map((c) => c.name)).toEqual(["Finder Andheri"]);
    expect(await search("q=nowhere-at-all")).toEqual([]);
  });

  it("filters by course", async () => {
    const names = (await search("course=vedic_maths")).map((c) => c.name);
    expect(names).toContain("Finder Andheri");
    expect(names).not.toContain("Finder Kothrud");
    expect((await search("q=findpur&course=abacus")).map((c) => c.name)).toEqual(["Finder Kothrud"]);
  });

  it("sorts by distance from near=LAT,LNG and shows distanceKm", async () => {
    // Igatpuri: Nashik is nearest, then Mumbai, then Pune.
    const from = { latitude: 19.6958, longitude: 73.5626 };
    const found = (await search(`q=find&near=${from.latitude},${from.longitude}`)).filter((c) => c.name.startsWith("Finder"));
    expect(found.map((c) => c.name)).toEqual(["Finder Nashik", "Finder Andheri", "Finder Kothrud"]);
    expect(found[0]!.distanceKm).toBe(distanceKm(from, { latitude: 20.0059, longitude: 73.7624 }));
    expect(found[0]!.distanceKm).toBeGreaterThan(35);
    expect(found[0]!.distanceKm).toBeLessThan(50);
    expect(found[2]!.distanceKm).toBeGreaterThan(found[1]!.distanceKm);
    expect((await search("q=find"))[0]).not.toHaveProperty("distanceKm");
  });

  it("hides inactive centres from the public, in the list and by slug", async () => {
    // Baner is a locality, so the finder lists the active centres nearest to it: never the closed one there.
    expect((await search("q=baner")).map((c) => c.name)).not.toContain("Finder Closed");
    const { json } = await call(`/api/centres?q=findpur`);
    expect(json!.centres.map((c: { name: string }) => c.name)).not.toContain("Finder Closed");
    const closed = await created({ name: "Finder Shut", area: "Aundh", active: false });
    expect((await call(`/api/centres/${closed.slug}`)).status).toBe(404);
    // An admin still sees it.
    expect((await call(`/api/centres/${closed.slug}`, { token: adminToken })).status).toBe(200);
  });

  it("answers a centre by its slug, with the contract's fields, and without partnerIds to the public", async () => {
    const { status, json } = await call(`/api/centres/${kothrud.slug}`);
    expect(status).toBe(200);
    expect(json!.centre).toMatchObject({
      id: kothrud.id,
      slug: "finder-kothrud",
      name: "Finder Kothrud",
      pincode: "411038",
      active: true,
    });
    expect(json!.centre).not.toHaveProperty("partnerIds");
    expect((await search("q=findbay"))[0]).not.toHaveProperty("partnerIds");
    expect(andheri.courses).toEqual(["vedic_maths"]);
    expect(nashik.phone).toBe("+919876543210");
  });

  it("refuses a nonsense near or course with 400 naming the parameter", async () => {
    const near = await call("/api/centres?near=somewhere");
    expect(near.status).toBe(400);
    expect(near.json!.errors).toHaveProperty("near");
    const course = await call("/api/centres?course=chess");
    expect(course.status).toBe(400);
    expect(course.json!.errors).toHaveProperty("course");
  });
});

describe("writes: POST, PUT and DELETE /api/centres", () => {
  it("makes the slug from name and area, unique", async () => {
    const first = await created({ name: "Twin Centre", area: "Wakad" });
    const second = await created({ name: "Twin Centre", area: "Wakad" });
    expect(first.slug).toBe("twin-centre-wakad");
    expect(second.slug).toMatch(/^twin-centre-wakad-[0-9a-f]{6}$/);
    // A name that already says the area does not say it twice.
    expect((await created({ name: "Bright Minds Hadapsar", area: "Hadapsar" })).slug).toBe("bright-minds-hadapsar");
  });

  it("lets only admins create, and logs it", async () => {
    expect((await call("/api/centres", { method: "POST", body: valid() })).status).toBe(401);
    expect((await create({}, partner.token)).status).toBe(403);
    const centre = await created({ name: "Logged Centre" });
    expect(centre.partnerIds).toEqual([]);
    const log = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `centre:${centre.id}`));
    expect(log.map((row) => row.action)).toEqual(["centre.create"]);
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pincode: "4110" }, "pincode"],
      [{ latitude: 123 }, "latitude"],
      [{ longitude: "east" }, "longitude"],
      [{ phone: "12345" }, "phone"],
      [{ whatsappNumber: "+1 555 0100" }, "whatsappNumber"],
      [{ courses: ["chess"] }, "courses"],
      [{ courses: [] }, "courses"],
      [{ name: "" }, "name"],
      [{ partnerIds: [pendingId] }, "partnerIds"],
    ];
    for (const [overrides, field] of cases) {
      const { status, json } = await create({ name: `Bad ${field}`, ...overrides });
      expect(status, `${field}: ${JSON.stringify(json)}`).toBe(400);
      expect(
        Object.keys(json!.errors ?? {}).some((key) => key.split(".")[0] === field),
        `${field}: ${JSON.stringify(json)}`,
      ).toBe(true);
    }
    expect(await search("q=bad")).toEqual([]);
  });

  it("links partners (franchise accounts only), shown to admins only", async () => {
    const admin = await createUser({ role: "admin" });
    const refused = await create({ partnerIds: [admin.id] });
    expect(refused.status).toBe(400);
    const centre = await created({ name: "Linked Centre", partnerIds: [partner.id] });
    expect(centre.partnerIds).toEqual([partner.id]);
    const asAdmin = await call(`/api/centres/${centre.slug}`, { token: adminToken });
    expect(asAdmin.json!.centre.partnerIds).toEqual([partner.id]);
    const listed = await call(`/api/centres?q=${centre.pincode}`, { token: adminToken });
    expect(listed.json!.centres.find((c: { id: string }) => c.id === centre.id).partnerIds).toEqual([partner.id]);
    const listedToPartner = await call(`/api/centres?q=${centre.pincode}`, { token: partner.token });
    expect(listedToPartner.json!.centres[0]).not.toHaveProperty("partnerIds");
    const asPartner = await call(`/api/centres/${centre.slug}`, { token: partner.token });
    expect(asPartner.json!.centre).not.toHaveProperty("partnerIds");
    const unlinked = await call(`/api/centres/${centre.id}`, { method: "PUT", body: { partnerIds: [] }, token: adminToken });
    expect(unlinked.json!.centre.partnerIds).toEqual([]);
    expect(await db.select().from(centrePartners).where(eq(centrePartners.centreId, centre.id))).toEqual([]);
  });

  it("lets a partner change only the editable fields of their own centres", async () => {
    const own = await created({ name: "Own Centre", partnerIds: [partner.id] });
    const put = (id: string, body: Record<string, unknown>, token = partner.token) =>
      call(`/api/centres/${id}`, { method: "PUT", body, token });
    const ok = await put(own.id, { phone: "+91 99887 76655", timings: "Sat 10 am-1 pm", fees: { phonics: "₹1,200 a month" } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json!.centre).toMatchObject({ phone: "+919988776655", timings: "Sat 10 am-1 pm", name: "Own Centre" });
    expect(ok.json!.centre).not.toHaveProperty("partnerIds");
    // Not the name, the address or the owners.
    for (const field of ["name", "address", "partnerIds", "active"]) {
      const refused = await put(own.id, { [field]: field === "partnerIds" ? [] : field === "active" ? false : "Mine now" });
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.json!.errors), field).toContain(field);
    }
    expect((await call(`/api/centres/${own.slug}`)).json!.centre.name).toBe("Own Centre");
    // Another centre: not found to them; another partner cannot touch this one.
    const theirs = await created({ name: "Their Centre" });
    expect((await put(theirs.id, { timings: "x" })).status).toBe(404);
    expect((await put(own.id, { timings: "x" }, otherPartnerToken)).status).toBe(404);
    expect((await put(own.id, { phone: "123" })).status).toBe(400);
  });

  it("keeps a centre that has demo bookings (409), so no booking points at nothing", async () => {
    const centre = await created({ name: "Booked Centre", area: "Aundh" });
    await db.insert(leads).values({ type: "demo", centreId: centre.id, name: "A Parent", phone: "+919822000099" });
    const refused = await call(`/api/centres/${centre.id}`, { method: "DELETE", token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toContain("deactivate it instead");
    expect(await db.select({ id: centres.id }).from(centres).where(eq(centres.id, centre.id))).toHaveLength(1);
  });

  it("lets an admin edit, deactivate and delete; others may not delete", async () => {
    const centre = await created({ name: "Editable Centre", area: "Hadapsar" });
    const edited = await call(`/api/centres/${centre.id}`, {
      method: "PUT",
      body: { name: "Edited Centre", active: false },
      token: adminToken,
    });
    expect(edited.status).toBe(200);
    expect(edited.json!.centre).toMatchObject({ name: "Edited Centre", active: false, slug: centre.slug });
    expect((await call(`/api/centres/${centre.slug}`)).status).toBe(404);
    expect((await call(`/api/centres/${centre.id}`, { method: "DELETE", token: partner.token })).status).toBe(403);
    expect((await call(`/api/centres/${centre.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/centres/${centre.id}`, { method: "DELETE", token: adminToken })).status).toBe(200);
    expect((await call(`/api/centres/${centre.id}`, { method: "DELETE", token: adminToken })).status).toBe(404);
    const log = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `centre:${centre.id}`));
    expect(log.map((row) => row.action).sort()).toEqual(["centre.create", "centre.delete", "centre.update"]);
  });

  it("stores a photo through the image path and serves it", async () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const centre = await created({ name: "Photo Centre", imageUrl: png });
    expect(centre.imageUrl).toMatch(/^\/images\/centres\/[0-9a-f-]{36}\.png$/);
    expect((await call(centre.imageUrl)).status).toBe(200);
  });
});
