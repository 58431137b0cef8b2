import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "~/lib/distance";
import { call, createUser, tokenFor, withoutScripts } from "./helpers";

// The finder from a PIN code or a locality (issue 31): the nearest centres by distance, like "Use my
// location", from India Post's directory (scripts/make-place-index.mjs), on the page and in the API.

const DHANKAWADI = { latitude: 18.465, longitude: 73.855 }; // PIN 411043's point in the index

let adminToken: string;
const centre = (name: string, fields: Record<string, unknown>) => ({
  name,
  address: `1 ${name} Road`,
  phone: "98765 43210",
  courses: ["abacus", "phonics"],
  ...fields,
});

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  for (const body of [
    centre("Kothrud Centre", { city: "Pune", area: "Kothrud", pincode: "411038", latitude: 18.5074, longitude: 73.8077 }),
    centre("Hadapsar Centre", {
      city: "Pune",
      area: "Hadapsar",
      pincode: "411028",
      latitude: 18.5089,
      longitude: 73.926,
      courses: ["phonics"],
    }),
    centre("Nashik Centre", { city: "Nashik", area: "College Road", pincode: "422005", latitude: 20.0059, longitude: 73.7624 }),
  ]) {
    const { status, json } = await call("/api/centres", { method: "POST", body, token: adminToken });
    expect(status, JSON.stringify(json)).toBe(201);
  }
});

const api = async (query: string) => {
  const { status, json } = await call(`/api/centres?${query}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return json!.centres as { name: string; distanceKm?: number }[];
};
const page = async (query: string) => {
  const { status, text } = await call(`/centres?${query}`);
  expect(status).toBe(200);
  return text;
};
const names = (found: { name: string }[]) => found.map((centre) => centre.name);

describe("a PIN code", () => {
  it("finds the nearest centres by distance though none has that PIN, and says how far each is", async () => {
    const found = await api("q=411043");
    expect(names(found)).toEqual(["Kothrud Centre", "Hadapsar Centre", "Nashik Centre"]);
    expect(found[0]!.distanceKm).toBe(distanceKm(DHANKAWADI, { latitude: 18.5074, longitude: 73.8077 }));
    expect(found[0]!.distanceKm).toBeGreaterThan(5);
    expect(found[0]!.distanceKm).toBeLessThan(9);
    const html = await page("q=411043");
    expect(html).toContain("3 centres, nearest first from PIN 411043");
    expect(withoutScripts(html)).not.toContain("No centres found");
    expect(html.indexOf("Kothrud Centre")).toBeLessThan(html.indexOf("Hadapsar Centre"));
    expect(html).toContain(">6.9 km<");
  });

  it("keeps the course asked for", async () => {
    expect(names(await api("q=411043&course=phonics"))).toEqual(["Kothrud Centre", "Hadapsar Centre", "Nashik Centre"]);
    expect(names(await api("q=411043&course=vedic_maths"))).toEqual([]);
    expect(await page("q=422001&course=abacus")).toContain("2 centres for Abacus Training, nearest first from PIN 422001");
  });

  it("that India Post does not know is searched as text, and finds nothing", async () => {
    expect(await api("q=999999")).toEqual([]);
    expect(await page("q=999999")).toContain("No centres found");
  });
});

describe("an area", () => {
  it("no centre is in is found in the directory and searched from there", async () => {
    expect(names(await api("q=Dhankawadi"))).toEqual(["Kothrud Centre", "Hadapsar Centre", "Nashik Centre"]);
    expect(await page("q=dhankawadi")).toContain("3 centres, nearest first from Dhankawadi, PIN 411043");
    // Words after a known locality ("Andheri West" is Andheri's); a start of a name.
    expect(names(await api("q=Andheri%20West"))[0]).toBe("Kothrud Centre");
    expect(await page("q=Andheri%20West")).toContain("nearest first from Andheri, PIN 400053");
    expect(await page("q=Dhankaw")).toContain("nearest first from Dhankawadi, PIN 411043");
  });

  it("that several towns share is taken where the network has a centre", async () => {
    // Shivajinagar is in Pune (411005) and in Nanded, Parbhani, Ichalkaranji…
    expect(await page("q=Shivaji%20Nagar")).toContain("nearest first from Shivajinagar (Pune), PIN 411005");
  });

  it("a centre's own city or area names still finds just those centres, without distances", async () => {
    const found = await api("q=Hadapsar");
    expect(names(found)).toEqual(["Hadapsar Centre"]);
    expect(found[0]).not.toHaveProperty("distanceKm");
    expect(names(await api("q=pune"))).toEqual(["Hadapsar Centre", "Kothrud Centre"]);
  });

  it("that is nowhere still finds nothing", async () => {
    expect(await api("q=Xyzzyville")).toEqual([]);
    expect(await page("q=Xyzzyville")).toContain("No centres found");
  });
});
