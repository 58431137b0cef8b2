import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parentLanguages, students } from "~/db/schema";
import { call, db, signedInUser } from "./helpers";
import { seedCentre } from "./competition-fixtures";
import { codesTo, messagesTo, send, uniquePhone } from "./parent-fixtures";

// Issue 36: the centre adding a child says which language the parent reads, so the consent request
// (and what follows) is in it before the parent has ever signed in; the parent's own choice wins.

/** Settings → WhatsApp templates: the parents' three under their own names, Marathi and Hindi approved. */
async function approveTranslations() {
  const admin = await signedInUser("admin");
  const kinds = ["parent_code", "consent_request", "parent_notice"];
  const whatsappTemplates = Object.fromEntries(kinds.map((kind) => [kind, { name: kind, enabled: true, translations: ["mr", "hi"] }]));
  expect((await call("/api/info", { method: "PUT", token: admin.token, body: { whatsappTemplates } })).status).toBe(200);
}

const consentRequestTo = async (phone: string) =>
  (await messagesTo(phone)).filter((each) => each.template?.name === "consent_request").at(-1);

const keptLanguage = (phone: string) =>
  db
    .select({ language: parentLanguages.language, setBy: parentLanguages.setBy })
    .from(parentLanguages)
    .where(eq(parentLanguages.phone, phone))
    .get();

const child = (centreId: string, parentPhone: string, extra: Record<string, unknown> = {}) => ({
  name: `Aarohi ${crypto.randomUUID().slice(0, 6)}`,
  dateOfBirth: "2018-03-02",
  course: "abacus",
  level: 1,
  centreId,
  parentPhone,
  ...extra,
});

describe("the parent's language, as the centre adding their child gives it", () => {
  it("sends the consent request in the language the partner chose on the roster's form", async () => {
    await approveTranslations();
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const { name, ...rest } = child(centreId, phone);
    const added = await send("/my-centres/students.data", {
      method: "POST",
      cookie: partner.cookie,
      form: { intent: "addStudent", name, ...rest, level: "1", enrolledOn: "", parentLanguage: "mr" },
    });
    expect(added.status, added.text).toBe(200);
    const request = await consentRequestTo(phone);
    expect(request?.template?.language.code).toBe("mr");
    expect(request?.rendered).toContain(`तुमच्या पाल्याचा (${name}) प्रवेश`);
    expect(request?.rendered).toContain("https://academy.test/mr/parents");
    expect(await keptLanguage(phone)).toEqual({ language: "mr", setBy: "centre" });

    // A sibling added with the language left "Not known": the family's Marathi stays.
    const sibling = child(centreId, phone);
    const again = await send("/my-centres/students.data", {
      method: "POST",
      cookie: partner.cookie,
      form: { intent: "addStudent", ...sibling, level: "1", enrolledOn: "", parentLanguage: "" },
    });
    expect(again.status, again.text).toBe(200);
    expect(await keptLanguage(phone)).toEqual({ language: "mr", setBy: "centre" });
    expect((await consentRequestTo(phone))?.rendered).toContain(`(${sibling.name})`);
    expect((await consentRequestTo(phone))?.template?.language.code).toBe("mr");
  });

  it("takes it by the API, refuses a language the site has not by name, and adds nothing then", async () => {
    await approveTranslations();
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const refused = await send("/api/students", {
      method: "POST",
      token: partner.token,
      body: child(centreId, phone, { parentLanguage: "fr" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json?.errors?.parentLanguage).toEqual(["Parent's language must be one of en, mr, hi"]);
    expect(await db.select({ id: students.id }).from(students).where(eq(students.parentPhone, phone)).all()).toEqual([]);
    expect(await keptLanguage(phone)).toBeUndefined();

    const added = await send("/api/students", {
      method: "POST",
      token: partner.token,
      body: child(centreId, phone, { parentLanguage: "hi" }),
    });
    expect(added.status).toBe(201);
    expect((await consentRequestTo(phone))?.template?.language.code).toBe("hi");
    // A sibling added later with another language: the centre's newer word replaces its older one.
    const sibling = await send("/api/students", {
      method: "POST",
      token: partner.token,
      body: child(centreId, phone, { parentLanguage: "mr" }),
    });
    expect(sibling.status).toBe(201);
    expect(await keptLanguage(phone)).toEqual({ language: "mr", setBy: "centre" });
  });

  it("gives way to the parent: signing in from a Hindi page replaces it, and a centre never replaces the parent's", async () => {
    await approveTranslations();
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    expect(
      (await send("/api/students", { method: "POST", token: partner.token, body: child(centreId, phone, { parentLanguage: "mr" }) }))
        .status,
    ).toBe(201);

    expect((await send("/hi/parents.data", { method: "POST", form: { intent: "askCode", phone } })).status).toBe(200);
    const code = (await codesTo(phone)).at(-1)!;
    expect((await send("/hi/parents.data", { method: "POST", form: { intent: "signIn", phone, code } })).status).toBe(200);
    expect(await keptLanguage(phone)).toEqual({ language: "hi", setBy: "parent" });

    // A sibling added with Marathi: the parent's Hindi stays, and the request goes in it.
    expect(
      (await send("/api/students", { method: "POST", token: partner.token, body: child(centreId, phone, { parentLanguage: "mr" }) }))
        .status,
    ).toBe(201);
    expect(await keptLanguage(phone)).toEqual({ language: "hi", setBy: "parent" });
    expect((await consentRequestTo(phone))?.template?.language.code).toBe("hi");

    // Signing in again from a Marathi page never replaces the language the parent has.
    expect((await send("/mr/parents.data", { method: "POST", form: { intent: "askCode", phone } })).status).toBe(200);
    const next = (await codesTo(phone)).at(-1)!;
    expect((await send("/mr/parents.data", { method: "POST", form: { intent: "signIn", phone, code: next } })).status).toBe(200);
    expect(await keptLanguage(phone)).toEqual({ language: "hi", setBy: "parent" });
  });
});
