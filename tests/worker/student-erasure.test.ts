import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  notifications,
  parentCodes,
  parentSessions,
  privacyRequests,
  siteSettings,
  studentConsents,
  students,
  studentTransfers,
  whatsappContacts,
  whatsappMessages,
} from "~/db/schema";
import { ERASED_DATE_OF_BIRTH, ERASED_NAME } from "~/lib/erasure";
import { whatsappConversationLink } from "~/lib/notification-links";
import { indiaDate } from "~/lib/dates";
import { monthsBefore } from "~/services/lead-retention.server";
import { anonymiseArchivedStudents, eraseStudent } from "~/services/student-erasure.server";
import worker from "../../server";
import { daysFromToday, seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { call, db, freshAddress, signedInUser } from "./helpers";
import { everyTable, tablesHolding } from "./table-dump";

// Issue 35, item 3: erasure removes or anonymises a child's data everywhere except what the law
// requires to be kept (tax invoices). A child is seeded with a name, a date of birth and a parent's
// phone found nowhere else, given a record through the site's own paths (an entry, a withdrawal, a
// certificate, the signed consent form with its photo, a rename, moves, a demo booking, the parent's
// requests, codes, sessions and WhatsApp messages), erased, and then every row of every table is read.

const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";
const paperConsent = { method: "paper", core: true, results: true, photos: true, messages: true, evidence: TINY_PNG };

const ok = async (label: string, answer: Promise<Awaited<ReturnType<typeof call>>>, status = 200) => {
  const { status: got, text, json } = await answer;
  expect(got, `${label}: ${text}`).toBe(status);
  return json!;
};

describe("erasing a child's data", () => {
  it("leaves the name, the date of birth and the parent's phone nowhere but in the invoices, and the form's photo nowhere in R2", async () => {
    const [admin, partner, other] = await Promise.all([signedInUser("admin"), signedInUser(), signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const otherCentreId = await seedCentre({ partnerIds: [other.id] });
    // Found nowhere else: a first name no fixture uses, a birth date that is no day of the test, a phone no one else has.
    const [firstName, name, dateOfBirth, phone] = ["Zephyrine", "Zephyrine Quillfeather", "2016-02-29", "+918877665544"];
    const needles = [firstName, dateOfBirth, phone.slice(3)];

    // Added under a name first, then renamed (the log keeps both).
    const created = await ok(
      "add",
      call("/api/students", {
        method: "POST",
        token: partner.token,
        body: { name: `${firstName} Q`, dateOfBirth, course: "abacus", level: 3, centreId, parentPhone: phone },
      }),
      201,
    );
    const studentId: string = created.student.id;
    await ok("rename", call(`/api/students/${studentId}`, { method: "PUT", token: partner.token, body: { name, level: 4 } }));
    // The parent's consent on the signed form, with its photo in R2.
    await ok("consent", call(`/api/students/${studentId}/consent`, { method: "PUT", token: partner.token, body: paperConsent }));
    const [consent] = await db.select().from(studentConsents).where(eq(studentConsents.studentId, studentId));
    const formKey = consent!.evidenceKey!;
    expect(await env.IMAGES.get(formKey)).not.toBeNull();

    // Entered in one competition and withdrawn (the log names them); a certificate issued in another.
    const open = await seedCompetition({ levels: [] });
    const entered = await ok(
      "enter",
      call(`/api/competitions/${open.id}/entries`, { method: "POST", token: partner.token, body: { studentIds: [studentId] } }),
      201,
    );
    await ok("withdraw", call(`/api/competitions/${open.id}/entries/${entered.entries[0].id}`, { method: "DELETE", token: partner.token }));
    const held = await seedCompetition({
      date: daysFromToday(-10),
      registrationDeadline: daysFromToday(-20),
      resultsPublishedAt: new Date().toISOString(),
    });
    const certificate = await seedEntry(
      { competitionId: held.id, studentId, centreId, enteredBy: partner.id },
      { award: "gold", certificateCode: "QRW7K9MA", certificateName: name },
    );

    // A move asked and declined, a move made (both centres' partners told), and one still waiting.
    const asked = await ok(
      "ask to move",
      call(`/api/students/${studentId}/transfer`, { method: "POST", token: partner.token, body: { centreId: otherCentreId } }),
      201,
    );
    await ok("decline", call(`/api/transfers/${asked.transfer.id}`, { method: "POST", token: admin.token, body: { decision: "decline" } }));
    await ok(
      "move",
      call(`/api/students/${studentId}/transfer`, { method: "POST", token: admin.token, body: { centreId: otherCentreId } }),
    );
    await ok(
      "ask to move back",
      call(`/api/students/${studentId}/transfer`, { method: "POST", token: other.token, body: { centreId } }),
      201,
    );

    // The demo booking the parent made for the child before they joined.
    await ok(
      "book a demo",
      call("/api/leads", {
        method: "POST",
        address: freshAddress(),
        body: { type: "demo", centreId, parentName: "Parent", childName: name, childAge: 9, course: "abacus", phone, consent: true },
      }),
      201,
    );

    // The parent's page: a code, a session, their requests; and a WhatsApp message they sent.
    const now = new Date().toISOString();
    await db.insert(parentCodes).values({ phone, codeHash: "hash", expiresAt: now, createdAt: now });
    await db.insert(parentSessions).values({ tokenHash: crypto.randomUUID(), phone, expiresAt: now });
    await db.insert(privacyRequests).values([
      { phone, studentId, type: "erasure", text: `Please erase ${name}'s data (born ${dateOfBirth})`, dueOn: "2030-01-01" },
      {
        phone,
        type: "grievance",
        text: `${firstName} was called by the centre`,
        dueOn: "2030-01-01",
        answer: `We spoke to ${name}'s centre`,
      },
    ]);
    await db.insert(whatsappContacts).values({ number: phone, profileName: "Parent", lastInboundAt: now, updatedAt: now });
    await db
      .insert(whatsappMessages)
      .values({ wamid: `wamid.${crypto.randomUUID()}`, number: phone, direction: "in", body: `About ${name}` });
    await db
      .insert(notifications)
      .values({ title: "New WhatsApp message", message: `Parent (${phone}): About ${name}`, link: whatsappConversationLink(phone) });

    // Staff read the record (the read log holds ids only).
    await ok("read", call(`/api/students/${studentId}`, { token: admin.token }));

    // Before: the child is all over the database.
    expect((await tablesHolding(needles)).length).toBeGreaterThan(10);

    const erased = await eraseStudent({ db, images: env.IMAGES }, studentId, new Date());
    expect(erased).toMatchObject({ id: studentId, name, parentPhone: phone, parentKeepsChildren: false, consentForms: 1 });

    expect(await tablesHolding(needles)).toEqual([]);
    expect(await env.IMAGES.get(formKey)).toBeNull();

    // The row stays, archived and marked, with its entries, history and consent record (without the phone).
    const row = await db.select().from(students).where(eq(students.id, studentId)).get();
    expect(row).toMatchObject({
      name: ERASED_NAME,
      dateOfBirth: ERASED_DATE_OF_BIRTH,
      parentPhone: "",
      archived: true,
      consentStatus: "withdrawn",
      consentResults: false,
    });
    const [kept] = await db.select().from(studentConsents).where(eq(studentConsents.studentId, studentId));
    expect(kept).toMatchObject({ core: true, method: "paper", parentPhone: "", evidenceKey: null });
    const moves = await db.select().from(studentTransfers).where(eq(studentTransfers.studentId, studentId));
    expect(moves.map((move) => move.status).sort()).toEqual(["confirmed", "declined", "declined"]);
    const verified = await ok("verify", call(`/api/certificates/${certificate.certificateCode}`));
    expect(JSON.stringify(verified)).not.toContain(firstName);

    // The pages that show the student still work.
    expect((await call(`/api/students/${studentId}`, { token: admin.token })).status).toBe(200);
    expect((await call(`/my-centres/students?archived=only`, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    expect((await call(`/my-centres/students/${studentId}`, { headers: { Cookie: admin.cookie } })).status).toBe(200);
    // Nothing brings them back, and a second erasure finds nothing.
    const restore = await call(`/api/students/${studentId}`, { method: "PUT", token: admin.token, body: { archived: false } });
    expect(restore.status, restore.text).toBe(409);
    expect(await eraseStudent({ db, images: env.IMAGES }, studentId, new Date())).toBeNull();
  });

  it("keeps the parent's phone, page and conversation while another child of theirs stays", async () => {
    const partner = await signedInUser();
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const phone = "+918877001122";
    const erasedChild = await seedStudent(centreId, { name: "Ottoline Brisk", parentPhone: phone });
    const sibling = await seedStudent(centreId, { name: "Peregrine Brisk", parentPhone: phone });
    const now = new Date().toISOString();
    await db.insert(parentSessions).values({ tokenHash: crypto.randomUUID(), phone, expiresAt: now });
    await db.insert(whatsappContacts).values({ number: phone, updatedAt: now });
    await db
      .insert(privacyRequests)
      .values({ phone, studentId: erasedChild.id, type: "erasure", text: "Erase Ottoline", dueOn: "2030-01-01" });

    const erased = await eraseStudent({ db, images: env.IMAGES }, erasedChild.id);
    expect(erased).toMatchObject({ parentKeepsChildren: true, consentForms: 0 });
    expect((await db.select().from(students).where(eq(students.id, sibling.id)).get())?.parentPhone).toBe(phone);
    expect(await db.select().from(parentSessions).where(eq(parentSessions.phone, phone))).toHaveLength(1);
    expect(await db.select().from(whatsappContacts).where(eq(whatsappContacts.number, phone))).toHaveLength(1);
    const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.studentId, erasedChild.id));
    expect(request).toMatchObject({ phone, text: expect.not.stringContaining("Ottoline") });
    expect(await tablesHolding(["Ottoline"])).toEqual([]);
  });
});

/** Fires the daily Cron Trigger as Cloudflare would at `when`. */
async function runDailyJob(when: Date) {
  await worker.scheduled(createScheduledController({ scheduledTime: when.getTime(), cron: "30 3 * * *" }), env, createExecutionContext());
}

describe("archived students past the retention period", () => {
  it("are erased by the daily job (24 months unless changed), once; those archived more lately are kept", async () => {
    const [admin, partner] = await Promise.all([signedInUser("admin"), signedInUser()]);
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const now = new Date();
    const archivedAgo = (months: number) => ({ archived: true, archivedOn: indiaDate(monthsBefore(now, months)) });
    const long = await seedStudent(centreId, { name: "Long Gone", parentPhone: "+918877002233" });
    await ok("consent", call(`/api/students/${long.id}/consent`, { method: "PUT", token: partner.token, body: paperConsent }));
    const [form] = await db
      .select({ key: studentConsents.evidenceKey })
      .from(studentConsents)
      .where(and(eq(studentConsents.studentId, long.id), isNotNull(studentConsents.evidenceKey)));
    const evidenceKey = form!.key!;
    await db.update(students).set(archivedAgo(25)).where(eq(students.id, long.id));
    const lately = await seedStudent(centreId, { name: "Lately Left", parentPhone: "+918877003344", ...archivedAgo(23) });
    const onRoster = await seedStudent(centreId, { name: "Still Here", parentPhone: "+918877004455" });

    await runDailyJob(now);
    const rowOf = (id: string) => db.select().from(students).where(eq(students.id, id)).get();
    expect(await rowOf(long.id)).toMatchObject({ name: ERASED_NAME, dateOfBirth: ERASED_DATE_OF_BIRTH, parentPhone: "" });
    expect(await env.IMAGES.get(evidenceKey)).toBeNull();
    expect(await rowOf(lately.id)).toMatchObject({ name: "Lately Left", parentPhone: "+918877003344" });
    expect(await rowOf(onRoster.id)).toMatchObject({ name: "Still Here", archived: false });

    // A rerun changes nothing.
    const before = await everyTable();
    expect(await anonymiseArchivedStudents({ db, images: env.IMAGES }, now)).toBe(0);
    expect(await everyTable()).toEqual(before);

    // The admin shortens the period: the student who left 23 months ago goes the next day.
    const refused = await call("/api/info", { method: "PUT", token: admin.token, body: { students: { archivedRetentionMonths: 0 } } });
    expect(refused.status).toBe(400);
    await ok("save", call("/api/info", { method: "PUT", token: admin.token, body: { students: { archivedRetentionMonths: 12 } } }));
    expect((await call("/api/info", { token: admin.token })).json?.info.students).toEqual({ archivedRetentionMonths: 12 });
    expect((await call("/api/info")).json?.info.students).toBeUndefined();
    const settings = await call("/admin/settings", { headers: { Cookie: admin.cookie } });
    expect(settings.text).toContain("Keep archived students for (months)");
    await runDailyJob(now);
    expect(await rowOf(lately.id)).toMatchObject({ name: ERASED_NAME, parentPhone: "" });
    expect(await rowOf(onRoster.id)).toMatchObject({ name: "Still Here" });
    await db.delete(siteSettings).where(eq(siteSettings.key, "students"));
  });
});
