import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parentLanguages } from "~/db/schema";
import { call, db, signedInUser } from "./helpers";
import { seedCentre, seedStudent } from "./competition-fixtures";
import { codesTo, messagesTo, send, SIGNED_FORM, uniquePhone } from "./parent-fixtures";
import { standinUrl, type Received } from "./whatsapp-fixtures";

// The parents' WhatsApp templates in Marathi and Hindi. WhatsApp approves each language of a
// template on its own: the stand-in refuses a language it has no approved text in, as Meta does,
// and the site sends a parent's language only once Settings says that translation is approved.

const PARENT_KINDS = ["parent_code", "consent_request", "parent_notice"] as const;

/** Settings → WhatsApp templates: the parents' three under their own names, with these translations approved. */
async function approve(translations: string[]) {
  const admin = await signedInUser("admin");
  const whatsappTemplates = Object.fromEntries(PARENT_KINDS.map((kind) => [kind, { name: kind, enabled: true, translations }]));
  const saved = await call("/api/info", { method: "PUT", token: admin.token, body: { whatsappTemplates } });
  expect(saved.status).toBe(200);
}

const lastTo = async (phone: string, name: string): Promise<Received> => {
  const message = (await messagesTo(phone)).filter((each) => each.template?.name === name).at(-1);
  expect(message, `a ${name} message to ${phone}`).toBeDefined();
  return message!;
};

/** A parent signed in from the Marathi parents' page (its form, as the page sends it): their cookie. */
async function signInFromMarathiPage(phone: string): Promise<string> {
  expect((await send("/mr/parents.data", { method: "POST", form: { intent: "askCode", phone } })).status).toBe(200);
  const code = (await codesTo(phone)).at(-1)!;
  const signedIn = await send("/mr/parents.data", { method: "POST", form: { intent: "signIn", phone, code } });
  expect(signedIn.status).toBe(200);
  return signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
}

describe("the WhatsApp stand-in, as Meta", () => {
  it("refuses a template in a language it has no approved text in, and takes an approved translation", async () => {
    const post = (name: string, code: string, parameters: string[]) =>
      fetch(`${standinUrl()}/1234567890/messages`, {
        method: "POST",
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to: "919800000011",
          type: "template",
          template: {
            name,
            language: { code },
            components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
          },
        }),
      });
    const refused = await post("admin_alert", "mr", ["A new order", "ORD-1"]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "(#132001) Template name does not exist in the translation: admin_alert (mr)",
    );
    expect((await post("consent_request", "hi", ["Sai", "Kothrud centre", "https://academy.test/hi/parents"])).status).toBe(200);
  });
});

describe("a parent's messages in their language", () => {
  it("sends the sign-in code in the page's language once that translation is approved, and in English before", async () => {
    const centreId = await seedCentre();
    const before = uniquePhone();
    await seedStudent(centreId, { parentPhone: before });
    await send("/mr/parents.data", { method: "POST", form: { intent: "askCode", phone: before } });
    const english = await lastTo(before, "parent_code");
    expect(english.template?.language.code).toBe("en");
    expect(english.rendered).toMatch(/^\d{6} is your verification code/);

    await approve(["mr", "hi"]);
    const after = uniquePhone();
    await seedStudent(centreId, { parentPhone: after });
    await send("/mr/parents.data", { method: "POST", form: { intent: "askCode", phone: after } });
    const marathi = await lastTo(after, "parent_code");
    expect(marathi.template?.language.code).toBe("mr");
    expect(marathi.rendered).toMatch(/^\d{6} हा तुमचा पडताळणी कोड आहे/);
    // The API asks in English unless it says otherwise.
    const viaApi = uniquePhone();
    await seedStudent(centreId, { parentPhone: viaApi });
    await send("/api/parents/code", { method: "POST", body: { phone: viaApi, language: "hi" } });
    expect((await lastTo(viaApi, "parent_code")).rendered).toMatch(/^\d{6} आपका सत्यापन कोड है/);
  });

  it("keeps the language a parent signed in from, for the centre's requests and notices, and lets them change it", async () => {
    await approve(["mr", "hi"]);
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const child = await seedStudent(centreId, { name: "Riya Kale", parentPhone: phone }, { consented: false });
    const cookie = await signInFromMarathiPage(phone);
    expect(
      await db.select({ language: parentLanguages.language }).from(parentLanguages).where(eq(parentLanguages.phone, phone)).get(),
    ).toEqual({
      language: "mr",
    });
    // Their page shows the choice, Marathi chosen.
    const page = await send("/mr/parents", { cookie });
    expect(page.text).toContain("आमचे WhatsApp संदेश");
    expect(page.text).toMatch(/<input type="radio" name="language"(?=[^>]*value="mr")(?=[^>]*checked="")/);

    // The centre records the signed form: the notice is in Marathi and names the Marathi parents' page.
    const recorded = await send(`/api/students/${child.id}/consent`, {
      method: "PUT",
      token: partner.token,
      body: { method: "paper", core: true, results: true, photos: false, messages: false, evidence: SIGNED_FORM },
    });
    expect(recorded.status).toBe(200);
    const notice = await lastTo(phone, "parent_notice");
    expect(notice.template?.language.code).toBe("mr");
    expect(notice.rendered).toBe(
      "Bright Minds Academy कडून नमस्कार. Riya Kale साठी संमती: तुमचा सही केलेला प्रवेश अर्ज नोंदवला आहे: तुम्ही मूलभूत सेवा आणि निकाल प्रसिद्ध करणे यांना संमती दिली आहे. हे पाहण्यासाठी किंवा बदलण्यासाठी https://academy.test/mr/parents येथे पालकांचे पान उघडा (याच WhatsApp नंबरने लॉगिन करा).",
    );

    // A sibling added by the centre: the consent request in Marathi.
    const added = await send("/api/students", {
      method: "POST",
      token: partner.token,
      body: { name: "Sai Kale", dateOfBirth: "2018-01-09", course: "abacus", level: 1, centreId, parentPhone: phone },
    });
    expect(added.status).toBe(201);
    const request = await lastTo(phone, "consent_request");
    expect(request.template?.language.code).toBe("mr");
    expect(request.rendered).toContain("तुमच्या पाल्याचा (Sai Kale) प्रवेश");
    expect(request.rendered).toContain("https://academy.test/mr/parents");

    // The parent chooses Hindi on their page; a language the site has not is refused, naming the field.
    const token = cookie.slice(cookie.indexOf("=") + 1);
    const wrong = await send("/api/parents/language", { method: "PUT", token, body: { language: "fr" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.errors?.language).toEqual(["Language must be one of en, mr, hi"]);
    const chosen = await send("/mr/parents.data", { method: "POST", cookie, form: { intent: "language", language: "hi" } });
    expect(chosen.status).toBe(200);
    expect(chosen.text).toContain("आता आमचे WhatsApp संदेश हिन्दी मध्ये येतील.");
    const asked = await send("/api/parents/requests", {
      method: "POST",
      token,
      body: { type: "correction", studentId: child.id, text: "Spelling" },
    });
    const admin = await signedInUser("admin");
    await send(`/api/privacy/requests/${asked.json!.request.id}`, { method: "POST", token: admin.token, body: { answer: "ठीक किया" } });
    const answer = await lastTo(phone, "parent_notice");
    expect(answer.template?.language.code).toBe("hi");
    expect(answer.rendered).toContain("आपका अनुरोध (कोई जानकारी सुधारें): ठीक किया");
    expect(answer.rendered).toContain("https://academy.test/hi/parents");

    // Signing in again from the English page keeps the language they chose.
    await send("/parents.data", { method: "POST", form: { intent: "askCode", phone } });
    const again = (await codesTo(phone)).at(-1)!;
    expect((await send("/parents.data", { method: "POST", form: { intent: "signIn", phone, code: again } })).status).toBe(200);
    expect(
      await db.select({ language: parentLanguages.language }).from(parentLanguages).where(eq(parentLanguages.phone, phone)).get(),
    ).toEqual({
      language: "hi",
    });

    // Hindi no longer approved in Settings: English again, with the English page.
    await approve(["mr"]);
    expect((await send("/api/parents/language", { method: "PUT", token, body: { language: "hi" } })).json).toMatchObject({
      language: "hi",
    });
    await send(`/api/students/${child.id}/consent`, {
      method: "PUT",
      token: partner.token,
      body: { method: "paper", core: false, results: false, photos: false, messages: false, evidence: SIGNED_FORM },
    });
    const english = await lastTo(phone, "parent_notice");
    expect(english.template?.language.code).toBe("en");
    expect(english.rendered).toContain("Consent for Riya Kale: Your signed form withdrawing consent was recorded.");
    expect(english.rendered).toContain("https://academy.test/parents ");
    // The copy of their data names the language kept.
    expect((await send("/api/parents/export", { token })).json?.messageLanguage).toBe("hi");
  });

  it("approves only translations a template is written in", async () => {
    const admin = await signedInUser("admin");
    const save = (whatsappTemplates: object) => call("/api/info", { method: "PUT", token: admin.token, body: { whatsappTemplates } });
    const englishOnly = await save({ admin_alert: { name: "admin_alert", enabled: true, translations: ["mr"] } });
    expect(englishOnly.status).toBe(400);
    expect(JSON.stringify(englishOnly.json?.errors)).toContain("This template is written in English only");
    const unknown = await save({ parent_code: { name: "parent_code", enabled: true, translations: ["ta"] } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json?.errors)).toContain("translations may name mr and hi");
    expect((await save({ parent_code: { name: "parent_code", enabled: true, translations: ["hi"] } })).status).toBe(200);
    expect((await call("/api/info", { token: admin.token })).json?.info.whatsappTemplates.parent_code).toEqual({
      name: "parent_code",
      enabled: true,
      translations: ["hi"],
    });
  });
});
