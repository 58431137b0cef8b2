import { franchiseEnquiry } from "./lead-fixtures";
import { SELF } from "cloudflare:test";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, leads, users } from "~/db/schema";
import { BASE, call, db, freshAddress, signedInUser, uniqueEmail, validRegistration } from "./helpers";

// A form on any other site can post `text/plain` (and form encodings) to this site without the
// browser asking first; `application/json` it cannot (CORS preflight). So the JSON API reads a body
// only when it says it is JSON: anything else is 415 with a clear message, and nothing changes.

const contactMessage = () => ({ name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" });

/** The open endpoints a stranger's form could reach, each with a body that would be accepted as JSON. */
const openEndpoints = () =>
  [
    ["/api/leads", franchiseEnquiry({ message: "I run tuition classes and want to add abacus." })],
    ["/api/contact", contactMessage()],
    ["/api/auth/register", validRegistration()],
    ["/api/auth/forgot", { email: uniqueEmail("forgot") }],
    ["/api/auth/reset", { email: uniqueEmail("reset"), code: "123456", password: "a-new-pass-1" }],
    ["/api/auth/login", { email: uniqueEmail("login"), password: "some-pass-1" }],
  ] as const;

async function rowCounts() {
  const [[l], [c], [u]] = await db.batch([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(users),
  ]);
  return { leads: l!.n, contactMessages: c!.n, users: u!.n };
}

/** A post the way a cross-site form sends it: no preflight, the body typed as the form says. */
async function postAs(path: string, contentType: string | null, body: string) {
  const response = await SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: {
      "CF-Connecting-IP": freshAddress(),
      Origin: "https://evil.example",
      ...(contentType === null ? {} : { "Content-Type": contentType }),
    },
  });
  // Without a Content-Type a string body would be labelled text/plain by fetch itself.
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

describe("the JSON API reads only JSON bodies", () => {
  it("answers 415 with a clear message to text/plain and form posts from another site, and changes nothing", async () => {
    const before = await rowCounts();
    for (const [path, payload] of openEndpoints()) {
      const json = JSON.stringify(payload);
      for (const type of [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ]) {
        const answer = await postAs(path, type, json);
        expect(answer.status, `${path} as ${type}`).toBe(415);
        expect(answer.json, `${path} as ${type}`).toEqual({
          success: false,
          message: 'The request body must be JSON, sent with the header "Content-Type: application/json".',
        });
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("takes application/json with or without a charset, in any letter case", async () => {
    const before = await rowCounts();
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      expect((await postAs("/api/contact", type, JSON.stringify(contactMessage()))).status, type).toBe(201);
    }
    expect((await rowCounts()).contactMessages).toBe(before.contactMessages + 3);
  });

  it("asks the same of signed-in callers' JSON bodies", async () => {
    const partner = await signedInUser();
    const profile = await call("/api/profile", {
      method: "PUT",
      token: partner.token,
      rawBody: JSON.stringify({ businessName: "Plain Text Traders" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(profile.status).toBe(415);
    expect(profile.json?.message).toContain("Content-Type: application/json");
  });
});
