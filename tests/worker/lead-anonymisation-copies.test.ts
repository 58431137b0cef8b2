import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, leadNotes, leads, notifications } from "~/db/schema";
import worker from "../../server";
import { seedCentre } from "./competition-fixtures";
import { BASE, call, db, freshAddress, sessionCookie, signedInUser, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

// Issue 29, item 14d: the daily job anonymised a lead's own row, while the admin feed's row of the
// booking ("... for Aarav, aged 7 ...") and the activity log's summary of a change ("Lead of Meera
// Joshi: ...") kept the family's names, age and phone. Anonymising a lead now scrubs every copy of
// what the family said: the feed row (and its WhatsApp delivery record), the activity summaries,
// the notes (a repeat booking's too), wherever an admin or a partner reads them.

/** Fires the daily Cron Trigger as Cloudflare would at `when`. */
async function runDailyJob(when: Date) {
  await worker.scheduled(createScheduledController({ scheduledTime: when.getTime(), cron: "30 3 * * *" }), env, createExecutionContext());
}

/** A page as the cookie's owner sees it (a sign-in redirect would read as a page without the family). */
const page = async (path: string, cookie: string) => {
  const response = await workerFetch(`${BASE}${path}`, {
    redirect: "manual",
    headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() },
  });
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("anonymising a lead", () => {
  it("leaves no name, age or phone of the family in the feed, the activity log, the notes or the lists", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const tag = crypto.randomUUID().slice(0, 6);
    const [parent, child, phone] = [`Meera Joshi${tag}`, `Aarav Kale${tag}`, `97${String(Date.now() % 1e8).padStart(8, "0")}`];
    const body = { type: "demo", centreId, parentName: parent, childName: child, childAge: 7, course: "abacus", phone, consent: true };
    const booked = await call("/api/leads", { method: "POST", body, address: freshAddress() });
    expect(booked.status).toBe(201);
    const leadId: string = booked.json?.lead.id;
    // A repeat booking (a note), an admin's change and note (the activity log), a partner's note.
    await call("/api/leads", { method: "POST", body: { ...body, childName: `Sister of ${child}` }, address: freshAddress() });
    const note = `Called ${parent} about ${child}`;
    expect((await call(`/api/leads/${leadId}`, { method: "PATCH", body: { status: "contacted", note }, token: admin.token })).status).toBe(
      200,
    );
    expect((await call(`/api/leads/${leadId}`, { method: "PATCH", body: { note }, token: partner.token })).status).toBe(200);

    // Another family's lead, lost for a reason that names the child, and one still within the retention period.
    const lost = (await call("/api/leads", { method: "POST", body: { ...body, phone: `96${phone.slice(2)}` }, address: freshAddress() }))
      .json?.lead.id;
    const reason = `Moving to Mumbai with ${child}`;
    await call(`/api/leads/${lost}`, { method: "PATCH", body: { status: "lost", lostReason: reason }, token: admin.token });
    const keptParent = `Kept Parent${tag}`;
    const kept = (
      await call("/api/leads", {
        method: "POST",
        body: { ...body, parentName: keptParent, childName: "Kabir", childAge: 9, phone: `95${phone.slice(2)}` },
        address: freshAddress(),
      })
    ).json?.lead.id;
    await call(`/api/leads/${kept}`, { method: "PATCH", body: { status: "contacted" }, token: admin.token });

    // Before: every copy names the family (what the job must find).
    const feedRow = async () =>
      (await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
        .get())!;
    const logged = () =>
      db
        .select()
        .from(activityLog)
        .where(eq(activityLog.target, `lead:${leadId}`))
        .all();
    const partnerCopy = async () =>
      (await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/my-centres/leads#lead-${leadId}`))
        .get())!;
    expect((await feedRow()).message).toContain(`${child}, aged 7`);
    expect((await partnerCopy()).message).toContain(`${child}, aged 7`);
    expect((await logged())[0]?.summary).toContain(parent);

    // The daily job, run 19 months later (the retention is 18 unless changed).
    const later = new Date(Date.now() + 19 * 31 * 86_400_000);
    await db
      .update(leads)
      .set({ createdAt: new Date(later.getTime() - 86_400_000).toISOString() })
      .where(eq(leads.id, kept));
    await runDailyJob(later);
    expect((await db.select().from(leads).where(eq(leads.id, leadId)).get())?.anonymisedAt).not.toBeNull();

    const personal = [parent, child, "aged 7", phone, `${phone.slice(0, 5)} ${phone.slice(5)}`];
    const expectNone = (where: string, text: string) => {
      for (const value of personal) expect(text, `${where} still holds ${value}`).not.toContain(value);
    };
    const row = await feedRow();
    expectNone("the feed row", JSON.stringify(row));
    expect(row.title).toBe("New demo booking");
    expect(row.message).toMatch(/anonymised/i);
    expectNone("the partner's copy in their Updates", JSON.stringify(await partnerCopy()));
    const summaries = await logged();
    expect(summaries).toHaveLength(1);
    expectNone("the activity log", JSON.stringify(summaries));
    // What was done stays, for the log's readers; the lost reason goes with the rest.
    expect(summaries[0]!.summary).toBe("Anonymised lead: moved to contacted, added a note");
    const lostLog = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, `lead:${lost}`))
      .all();
    expect(lostLog.map((entry) => entry.summary)).toEqual(["Anonymised lead: moved to lost"]);
    // A lead within the retention period keeps its feed row and its log.
    expect(
      (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.link, `/admin/leads#lead-${kept}`))
          .get()
      )?.message,
    ).toContain(keptParent);
    expect(
      (
        await db
          .select()
          .from(activityLog)
          .where(eq(activityLog.target, `lead:${kept}`))
          .get()
      )?.summary,
    ).toBe(`Lead of ${keptParent}: moved to contacted`);
    expectNone("the notes", JSON.stringify(await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).all()));

    // Where people read them: the feed, the activity log and the leads, through the API and the pages.
    // The job 19 months on also ended the week-long sessions begun above: both sign in again.
    const signInAgain = async (user: typeof admin) => ({
      ...user,
      token: await tokenFor(user.email, user.password),
      cookie: await sessionCookie(user.email, user.password),
    });
    const [adminNow, partnerNow] = [await signInAgain(admin), await signInAgain(partner)];
    const read = async (path: string, token: string) => {
      const answer = await call(path, { token });
      expect(answer.status, path).toBe(200);
      return answer.text;
    };
    expectNone("GET /api/notifications", await read("/api/notifications", adminNow.token));
    expectNone("GET /api/activity", await read("/api/activity?kind=lead", adminNow.token));
    expectNone("GET /api/leads (admin)", await read("/api/leads", adminNow.token));
    expectNone("GET /api/leads (partner)", await read("/api/leads", partnerNow.token));
    expectNone("the admin's feed", await page("/admin/notifications", adminNow.cookie));
    expectNone("the admin's activity tab", await page("/admin/activity", adminNow.cookie));
    expectNone("the admin's leads tab", await page("/admin/leads", adminNow.cookie));
    expectNone("the partner's bookings", await page("/my-centres/leads", partnerNow.cookie));
    expectNone("the partner's updates", await page("/kit-ordering/updates", partnerNow.cookie));
    expectNone("GET /api/notifications (partner)", await read("/api/notifications", partnerNow.token));
    expectNone("the leads CSV", await read("/api/exports/leads.csv", adminNow.token));

    // Worked after, it is logged as anonymised too (it has no name left to log).
    expect((await call(`/api/leads/${leadId}`, { method: "PATCH", body: { status: "enrolled" }, token: adminNow.token })).status).toBe(200);
    expect((await logged()).map((entry) => entry.summary)).toContain("Anonymised lead: moved to enrolled");
  });

  it("scrubs the copies of a lead anonymised before its copies were, and a second run changes nothing", async () => {
    const admin = await signedInUser("admin");
    const centreId = await seedCentre();
    const tag = crypto.randomUUID().slice(0, 6);
    const [parent, child, phone] = [`Asha Rane${tag}`, `Vihaan Rane${tag}`, `93${String(Date.now() % 1e8).padStart(8, "0")}`];
    const body = { type: "demo", centreId, parentName: parent, childName: child, childAge: 6, course: "abacus", phone, consent: true };
    const leadId: string = (await call("/api/leads", { method: "POST", body, address: freshAddress() })).json?.lead.id;
    await call(`/api/leads/${leadId}`, { method: "PATCH", body: { status: "contacted", note: `Spoke to ${parent}` }, token: admin.token });
    // As the job left a lead before it scrubbed copies: the lead's row cleared, its feed row, log and note as they were.
    await db.update(leads).set({ name: "", phone: "", details: {}, anonymisedAt: new Date().toISOString() }).where(eq(leads.id, leadId));

    const copies = async () => ({
      feed: await db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/leads#lead-${leadId}`))
        .all(),
      log: await db
        .select()
        .from(activityLog)
        .where(eq(activityLog.target, `lead:${leadId}`))
        .all(),
      notes: await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).all(),
    });
    expect(JSON.stringify(await copies())).toContain(child);
    await runDailyJob(new Date());
    const scrubbed = await copies();
    for (const value of [parent, child, "aged 6", phone]) expect(JSON.stringify(scrubbed)).not.toContain(value);
    expect(scrubbed.log.map((entry) => entry.summary)).toEqual(["Anonymised lead: moved to contacted, added a note"]);
    await runDailyJob(new Date());
    expect(await copies()).toEqual(scrubbed);
  });
});
