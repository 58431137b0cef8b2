import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import { ASSIGNABLE_CENTRES_ON_PAGE, listLeads } from "~/services/leads.server";
import { seedCentre } from "./competition-fixtures";
import { call, db, signedInUser } from "./helpers";

// An admin of a network with more centres than a page of leads carries: the Centre filter takes part
// of a centre's name, and "Move to another centre" gets its list on asking (fetched by the card, or
// rendered for the card the page is asked to open without JavaScript).

const DETAILS = { childName: "Ira", childAge: 7, course: "abacus" as const, consent: true };
let admin: Awaited<ReturnType<typeof signedInUser>>;
let nashikLead: string;

beforeAll(async () => {
  admin = await signedInUser("admin");
  const others = [];
  for (let i = 0; i < ASSIGNABLE_CENTRES_ON_PAGE; i++)
    others.push(await seedCentre({ name: `Network Lead Centre ${String(i).padStart(2, "0")}` }));
  const nashik = await seedCentre({ name: "Zenith Leads Nashik" });
  const [first] = await db
    .insert(leads)
    .values([
      { type: "demo" as const, centreId: nashik, name: "Network Parent Nashik", phone: "+919822055555", city: "Pune", details: DETAILS },
      { type: "demo" as const, centreId: others[0]!, name: "Network Parent First", phone: "+919822066666", city: "Pune", details: DETAILS },
    ])
    .returning({ id: leads.id });
  nashikLead = first!.id;
});

describe("the Leads tab of a big network", () => {
  it("filters by part of a centre's name instead of listing every centre", async () => {
    const { status, text } = await call("/admin/leads?type=demo", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(text).toContain('placeholder="Centre name"');
    expect(text).not.toContain(">Zenith Leads Nashik</option>");
    const filtered = await call("/admin/leads?centre=nashik", { headers: { Cookie: admin.cookie } });
    expect(filtered.text).toContain("Network Parent Nashik");
    expect(filtered.text).not.toContain("Network Parent First");
    expect(filtered.text).toContain('value="nashik"');
  });

  it("renders every centre for the card the page is asked to open, and gives them to a card on asking", async () => {
    const opened = await call(`/admin/leads?reassign=${nashikLead}`, { headers: { Cookie: admin.cookie } });
    expect(opened.text).toContain("Zenith Leads Nashik, Pune</option>");
    const { status, json } = await call("/my-centres/leads/centres", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    const names = (json!.centres as { name: string }[]).map((centre) => centre.name);
    expect(names.length).toBeGreaterThan(ASSIGNABLE_CENTRES_ON_PAGE);
    expect(names).toContain("Zenith Leads Nashik");
    const visitor = await call("/my-centres/leads/centres");
    expect(visitor.status).not.toBe(200);
    expect(visitor.text).not.toContain("Zenith Leads Nashik");
  });

  it("carries no centres in the page's data past the limit", async () => {
    const actor = { id: admin.id, role: "admin", isApproved: true } as Parameters<typeof listLeads>[1];
    expect((await listLeads({ db }, actor, {}, { limit: 5 })).centres).toBeNull();
    expect((await listLeads({ db }, actor, {}, { limit: 5, allCentres: true })).centres!.length).toBeGreaterThan(
      ASSIGNABLE_CENTRES_ON_PAGE,
    );
  });
});
