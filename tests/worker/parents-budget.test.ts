import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competitions } from "~/db/schema";
import { MAX_QUERIES_PER_REQUEST } from "../../scripts/bench/targets.mjs";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { db, signedInUser } from "./helpers";
import { codesTo, send, uniquePhone } from "./parent-fixtures";

// The query budget (at most 4 D1 queries per request) of what the bench cannot repeat for parents:
// a sign-in (a code works once), the page's forms, a child's hall ticket and certificate, and an
// admin's answer to a request (answered once).

const queriesOf = (headers: Headers) => Number(headers.get("X-D1-Queries"));

describe("D1 query budget of the parents' pages", () => {
  it("holds for signing in, the page's forms, hall tickets, certificates and answering a request", async () => {
    const partner = await signedInUser();
    const admin = await signedInUser("admin");
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = uniquePhone();
    const child = await seedStudent(centreId, { parentPhone: phone });
    await seedStudent(centreId, { parentPhone: phone });
    const upcoming = await seedCompetition();
    const ticket = await seedEntry({ competitionId: upcoming.id, studentId: child.id, centreId, enteredBy: partner.id });
    const past = await seedCompetition({ date: "2026-10-04" });
    const result = await seedEntry(
      { competitionId: past.id, studentId: child.id, centreId, enteredBy: partner.id },
      { award: "silver", rank: 2, certificateCode: `B${crypto.randomUUID().slice(0, 7).toUpperCase()}` },
    );
    await db.update(competitions).set({ resultsPublishedAt: new Date().toISOString() }).where(eq(competitions.id, past.id));

    const answers: [string, Awaited<ReturnType<typeof send>>][] = [];
    const record = async (label: string, answer: Awaited<ReturnType<typeof send>>) => {
      answers.push([label, answer]);
      return answer;
    };
    await record("ask for a code (form)", await send("/parents.data", { method: "POST", form: { intent: "askCode", phone } }));
    // The minute between codes: the API's request sends none, but is counted all the same.
    await record("ask for a code (API)", await send("/api/parents/code", { method: "POST", body: { phone } }));
    const [code] = await codesTo(phone);
    const signedIn = await record(
      "sign in (form)",
      await send("/parents.data", { method: "POST", form: { intent: "signIn", phone, code: code! } }),
    );
    const cookie = signedIn.headers.get("Set-Cookie")!.split(";")[0]!;
    // The same session as a bearer token for the API.
    const bearer = cookie.slice(cookie.indexOf("=") + 1);
    await record("hall ticket", await send(`/parents/hall-tickets/${ticket.id}`, { cookie }));
    await record("certificate", await send(`/parents/certificates/${result.id}`, { cookie }));
    await record(
      "consent (form)",
      await send("/parents.data", { method: "POST", cookie, form: { intent: "consent", studentId: child.id, core: "on", results: "on" } }),
    );
    const request = await record(
      "request (API)",
      await send("/api/parents/requests", {
        method: "POST",
        token: bearer,
        body: { type: "grievance", studentId: child.id, text: "Slow answers" },
      }),
    );
    await record(
      "request (form)",
      await send("/parents.data", {
        method: "POST",
        cookie,
        form: { intent: "request", type: "correction", studentId: child.id, text: "x" },
      }),
    );
    await record(
      "answer (API)",
      await send(`/api/privacy/requests/${request.json!.request.id}`, {
        method: "POST",
        token: admin.token,
        body: { answer: "Looked into it." },
      }),
    );
    await record("sign out (form)", await send("/parents.data", { method: "POST", cookie, form: { intent: "signOut" } }));

    for (const [label, answer] of answers) {
      expect(answer.status, label).toBeLessThan(400);
      expect(queriesOf(answer.headers), label).toBeGreaterThan(0);
      expect(queriesOf(answer.headers), label).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
    }
  });
});
