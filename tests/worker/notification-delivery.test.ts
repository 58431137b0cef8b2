import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { notifications, siteSettings } from "~/db/schema";
import { MAX_DELIVERY_ATTEMPTS, queueDelivery, type DeliveryMessage } from "~/services/delivery-queue.server";
import worker from "../../server";
import { faultyD1 } from "./faulty-d1";
import { call, createUser, db, tokenFor } from "./helpers";
import { parametersOf, received, templateMessage } from "./whatsapp-fixtures";

const standin = inject("whatsappStandinUrl");
const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standin };

async function newNotification(title: string) {
  const [row] = await db
    .insert(notifications)
    .values({ title, message: `${title}: details` })
    .returning();
  return row!;
}

async function setRecipient(number: string) {
  const value = { franchiseeNotifications: number, contactFormNotifications: "+919822000002", franchiseEnquiryNumber: "+919822000003" };
  await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** Runs the worker's queue consumer on one batch, as Cloudflare would deliver it. */
async function consume(messages: { id: string; attempts: number; body: DeliveryMessage }[], consumerEnv: Env = configured) {
  const batch = createMessageBatch<DeliveryMessage>(
    "academy-whatsapp",
    messages.map((message) => ({ ...message, timestamp: new Date() })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, consumerEnv);
  return getQueueResult(batch, ctx);
}

/** What the stand-in received about one notification (its title is the template's first parameter). */
const sendsOf = async (note: { title: string }) => (await received()).filter((request) => parametersOf(request)[0] === note.title);

const rowOf = async (id: string) => (await db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe("WhatsApp delivery of the feed", () => {
  it("sends a new notification to the franchisee-notifications number and records it as sent", async () => {
    await setRecipient("+919822000001");
    const note = await newNotification(`Order ${crypto.randomUUID().slice(0, 6)}`);
    const result = await consume([{ id: "m1", attempts: 1, body: { notificationId: note.id } }]);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);
    const sent = (await sendsOf(note))[0];
    expect(sent).toMatchObject({
      path: "/1234567890/messages",
      authorization: "Bearer test-token",
      to: "919822000001",
      // The admins' alert template, the row's title and text its parameters, as the stand-in approved it.
      ...templateMessage("admin_alert", [note.title, note.message]),
      rendered: `New on the Bright Minds Academy dashboard: ${note.title}. ${note.message} Open the Admin Dashboard to act on it.`,
    });
    const [row] = await db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row).toMatchObject({ deliveryStatus: "sent", deliveryAttempts: 1, deliveryError: null, read: false });

    // The feed says it was delivered.
    const admin = await createUser({ role: "admin" });
    const feed = await call("/api/notifications", { token: await tokenFor(admin.email, admin.password) });
    expect(feed.json?.notifications.find((item: { id: string }) => item.id === note.id)?.deliveryStatus).toBe("sent");
  });

  it("retries a failing delivery, keeps the feed row, and marks it failed after the last attempt", async () => {
    await setRecipient("+919822000500");
    const note = await newNotification(`Sign-up ${crypto.randomUUID().slice(0, 6)}`);
    const first = await consume([{ id: "m2", attempts: 1, body: { notificationId: note.id } }]);
    expect(first.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual(["m2"]);
    let [row] = await db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row).toMatchObject({ deliveryStatus: "retrying", deliveryAttempts: 1, title: note.title });
    expect(row?.deliveryError).toContain("WhatsApp API answered 500");

    // The last attempt fails too: the row says so, and the retry sends the message to the DLQ.
    const last = await consume([{ id: "m2", attempts: MAX_DELIVERY_ATTEMPTS, body: { notificationId: note.id } }]);
    expect(last.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual(["m2"]);
    [row] = await db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row).toMatchObject({ deliveryStatus: "failed", deliveryAttempts: 2 });

    // Once the number works again, a later attempt delivers it.
    await setRecipient("+919822000001");
    const again = await consume([{ id: "m3", attempts: 1, body: { notificationId: note.id } }]);
    expect(again.explicitAcks).toEqual(["m3"]);
    [row] = await db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row?.deliveryStatus).toBe("sent");
  });

  it("queues nothing and sends nothing without credentials", async () => {
    const queued: unknown[] = [];
    const ctx = createExecutionContext();
    const unconfigured = {
      ...env,
      NOTIFY_QUEUE: { sendBatch: async (messages: unknown[]) => void queued.push(...messages) } as unknown as Queue,
    };
    queueDelivery(unconfigured, ctx, ["n1"]);
    expect(queued).toEqual([]);
    queueDelivery({ ...unconfigured, WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" }, ctx, ["n1", "n2"]);
    expect(queued).toEqual([{ body: { notificationId: "n1" } }, { body: { notificationId: "n2" } }]);

    const note = await newNotification(`Unsent ${crypto.randomUUID().slice(0, 6)}`);
    const batch = createMessageBatch<DeliveryMessage>("academy-whatsapp", [
      { id: "m4", attempts: 1, timestamp: new Date(), body: { notificationId: note.id } },
    ]);
    const consumerCtx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, consumerCtx)).ackAll).toBe(true);
    // Other test files share the stand-in, so look for this notification's message only.
    expect(await sendsOf(note)).toEqual([]);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row?.deliveryStatus).toBeNull();
  });
});

describe("who WhatsApp delivery sends to", () => {
  it("sends nothing until an admin has saved the notifications number, and says so on the row", async () => {
    await db.delete(siteSettings).where(eq(siteSettings.key, "adminWhatsApp"));
    const note = await newNotification(`Nobody saved ${crypto.randomUUID().slice(0, 6)}`);
    const result = await consume([{ id: "r1", attempts: 1, body: { notificationId: note.id } }]);
    expect(result.explicitAcks).toEqual(["r1"]);
    expect(result.retryMessages).toEqual([]);
    expect(await sendsOf(note)).toEqual([]);
    expect(await rowOf(note.id)).toMatchObject({ deliveryStatus: "failed", deliveryError: "No WhatsApp number saved for notifications" });

    // The other two numbers saved is still no one to send the feed to.
    const value = { contactFormNotifications: "+919822000002", franchiseEnquiryNumber: "+919822000003" };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value });
    const other = await newNotification(`Only the others ${crypto.randomUUID().slice(0, 6)}`);
    expect((await consume([{ id: "r2", attempts: 1, body: { notificationId: other.id } }])).explicitAcks).toEqual(["r2"]);
    expect(await sendsOf(other)).toEqual([]);
    expect((await rowOf(other.id))?.deliveryError).toBe("No WhatsApp number saved for notifications");
  });

  it("retries while the saved number cannot be read, sending nothing meanwhile", async () => {
    await setRecipient("+919822000001");
    const note = await newNotification(`Settings unreadable ${crypto.randomUUID().slice(0, 6)}`);
    const unreadable = { ...configured, DB: faultyD1(env.DB, (sql) => sql.includes('"site_settings"')) };
    const result = await consume([{ id: "r3", attempts: 1, body: { notificationId: note.id } }], unreadable);
    expect(result.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual(["r3"]);
    expect(result.explicitAcks).toEqual([]);
    expect(await sendsOf(note)).toEqual([]);
    expect((await rowOf(note.id))?.deliveryStatus).toBeNull();

    // The retry, once the settings read again, goes to the saved number.
    expect((await consume([{ id: "r3", attempts: 2, body: { notificationId: note.id } }])).explicitAcks).toEqual(["r3"]);
    expect((await sendsOf(note)).map((request) => request.to)).toEqual(["919822000001"]);
  });
});

describe("one WhatsApp message per notification", () => {
  it("sends once when the same notification comes in two batches at the same moment", async () => {
    await setRecipient("+919822000001");
    const note = await newNotification(`Twice queued ${crypto.randomUUID().slice(0, 6)}`);
    const body = { notificationId: note.id };
    const [first, second] = await Promise.all([consume([{ id: "d1", attempts: 1, body }]), consume([{ id: "d2", attempts: 1, body }])]);
    expect([...first.explicitAcks, ...second.explicitAcks].sort()).toEqual(["d1", "d2"]);
    expect(await sendsOf(note)).toHaveLength(1);
    expect(await rowOf(note.id)).toMatchObject({ deliveryStatus: "sent", deliveryAttempts: 1 });

    // Twice in one batch, and once more later: still the one message.
    const other = await newNotification(`Twice in a batch ${crypto.randomUUID().slice(0, 6)}`);
    const result = await consume([
      { id: "d3", attempts: 1, body: { notificationId: other.id } },
      { id: "d4", attempts: 1, body: { notificationId: other.id } },
    ]);
    expect(result.explicitAcks).toEqual(["d3", "d4"]);
    await consume([{ id: "d3", attempts: 2, body: { notificationId: other.id } }]);
    expect(await sendsOf(other)).toHaveLength(1);
  });

  it("keeps going when an outcome cannot be recorded, and never sends that one again", async () => {
    await setRecipient("+919822000001");
    const unrecorded = await newNotification(`Unrecorded ${crypto.randomUUID().slice(0, 6)}`);
    const next = await newNotification(`After it ${crypto.randomUUID().slice(0, 6)}`);
    // Every write about the first notification fails once it has been handed to WhatsApp.
    const recordFails = (sql: string, params: unknown[]) =>
      /^update "notifications"/i.test(sql) && !/returning/i.test(sql) && params.includes(unrecorded.id);
    const flaky = { ...configured, DB: faultyD1(env.DB, recordFails) };
    const result = await consume(
      [
        { id: "f1", attempts: 1, body: { notificationId: unrecorded.id } },
        { id: "f2", attempts: 1, body: { notificationId: next.id } },
      ],
      flaky,
    );
    expect(result.explicitAcks).toEqual(["f1", "f2"]);
    expect(result.retryMessages).toEqual([]);
    expect(await sendsOf(unrecorded)).toHaveLength(1);
    expect(await sendsOf(next)).toHaveLength(1);
    expect((await rowOf(next.id))?.deliveryStatus).toBe("sent");
    // Its row still says it was handed over: the outcome was never confirmed.
    expect((await rowOf(unrecorded.id))?.deliveryStatus).toBe("sending");

    // As after a crash between sending and recording: the message comes again and is not resent.
    expect((await consume([{ id: "f1", attempts: 2, body: { notificationId: unrecorded.id } }])).explicitAcks).toEqual(["f1"]);
    expect(await sendsOf(unrecorded)).toHaveLength(1);
  });

  it("does not send again when WhatsApp gave no answer, since the first may have arrived", async () => {
    // The stand-in takes messages to this number and drops the connection without answering.
    await setRecipient("+919822000999");
    const note = await newNotification(`No answer ${crypto.randomUUID().slice(0, 6)}`);
    const result = await consume([{ id: "s1", attempts: 1, body: { notificationId: note.id } }]);
    expect(result.explicitAcks).toEqual(["s1"]);
    expect(result.retryMessages).toEqual([]);
    const row = await rowOf(note.id);
    expect(row).toMatchObject({ deliveryStatus: "sending", deliveryAttempts: 1 });
    expect(row?.deliveryError).toMatch(/^No answer from WhatsApp/);
    await consume([{ id: "s1", attempts: 2, body: { notificationId: note.id } }]);
    expect(await sendsOf(note)).toHaveLength(1);
  });
});
