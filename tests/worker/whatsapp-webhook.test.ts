import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, siteSettings, users, whatsappContacts, whatsappMessages } from "~/db/schema";
import type { DeliveryMessage } from "~/services/delivery-queue.server";
import worker from "../../server";
import { BASE, createUser, db } from "./helpers";
import { parametersOf, received, standinUrl } from "./whatsapp-fixtures";
import { workerFetch } from "./worker-fetch";

// Issue 33: WhatsApp's webhook. The stand-in plays Meta: it signs the calls it makes (an incoming
// message, a status update) with the app secret, as Meta does, and refuses what Meta refuses.

const WEBHOOK = `${BASE}/api/whatsapp/webhook`;
const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standinUrl() };

/** A signed call as the stand-in (Meta) would make it: an incoming message, or a status update. */
async function simulate(kind: "inbound" | "status", details: Record<string, unknown>) {
  const answer = await fetch(`${standinUrl()}/simulate/${kind}`, { method: "POST", body: JSON.stringify(details) });
  return (await answer.json()) as { id?: string; body: string; signature: string };
}
const deliver = (call: { body: string; signature?: string | null }) =>
  workerFetch(WEBHOOK, {
    method: "POST",
    body: call.body,
    headers: { "Content-Type": "application/json", ...(call.signature ? { "X-Hub-Signature-256": call.signature } : {}) },
  });

const handshake = (query: Record<string, string>) => workerFetch(`${WEBHOOK}?${new URLSearchParams(query)}`);

async function setAdminNumber(number: string) {
  const value = { franchiseeNotifications: number };
  await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** Runs the queue consumer on one notification, as Cloudflare would. */
async function consume(notificationId: string, consumerEnv: Env = configured) {
  const batch = createMessageBatch<DeliveryMessage>("academy-whatsapp", [
    { id: notificationId, attempts: 1, timestamp: new Date(), body: { notificationId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, consumerEnv);
  return getQueueResult(batch, ctx);
}

const rowOf = async (id: string) => (await db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
// Ends in 7: the stand-in fails numbers ending in 500 and never answers those ending in 999.
const uniqueNumber = () => `+9198${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1e7).padStart(7, "0")}7`;

describe("the webhook's verification handshake", () => {
  it("echoes the challenge only with the right verify token", async () => {
    const right = await handshake({ "hub.mode": "subscribe", "hub.verify_token": "standin-verify-token", "hub.challenge": "1158201444" });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe("1158201444");
    const wrongQueries: Record<string, string>[] = [
      { "hub.mode": "subscribe", "hub.verify_token": "guessed", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": "standin-verify-token", "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.challenge": "1" },
    ];
    for (const query of wrongQueries) {
      const wrong = await handshake(query);
      expect(wrong.status).toBe(403);
      expect(await wrong.text()).not.toContain('1"');
    }
  });

  it("is not there without its secrets", async () => {
    const { WHATSAPP_VERIFY_TOKEN: _token, WHATSAPP_APP_SECRET: _secret, ...bare } = env;
    const ctx = createExecutionContext();
    const query = new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": "", "hub.challenge": "1" });
    const answer = await worker.fetch(
      new Request(`${WEBHOOK}?${query}`) as Request<unknown, IncomingRequestCfProperties>,
      bare as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(answer.status).toBe(404);
  });
});

describe("the webhook's signature", () => {
  it("refuses a call without Meta's signature, or with a wrong one, with 401, recording nothing", async () => {
    const number = uniqueNumber();
    const call = await simulate("inbound", { from: number, text: "Hello" });
    const forged = { body: call.body, signature: `sha256=${"0".repeat(64)}` };
    const tampered = { body: call.body.replace("Hello", "Hullo"), signature: call.signature };
    for (const attempt of [{ body: call.body, signature: null }, forged, tampered, { body: call.body, signature: "sha1=abc" }]) {
      const answer = await deliver(attempt);
      expect(answer.status).toBe(401);
    }
    expect(await db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number))).toEqual([]);
    expect(await db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number))).toEqual([]);
    // Signed, it is recorded.
    expect((await deliver(call)).status).toBe(200);
    expect(await db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number))).toHaveLength(1);
  });
});

describe("status updates", () => {
  it("move the feed's delivery status forward only: delivered, read, and a late failure after sent", async () => {
    await setAdminNumber("+919822000001");
    const [row] = await db
      .insert(notifications)
      .values({ title: "Status test", message: `Order ${crypto.randomUUID()}` })
      .returning();
    await consume(row!.id);
    const sent = await rowOf(row!.id);
    expect(sent).toMatchObject({ deliveryStatus: "sent" });
    expect(sent.whatsappMessageId).toMatch(/^wamid\./);
    const id = sent.whatsappMessageId!;
    const update = async (status: string, errors?: object[]) =>
      deliver(await simulate("status", { id, status, recipient: "919822000001", errors }));

    expect((await update("delivered")).status).toBe(200);
    expect(await rowOf(row!.id)).toMatchObject({ deliveryStatus: "delivered" });
    await update("read");
    // Repeated and out of order: nothing moves back.
    await update("delivered");
    await update("sent");
    expect(await rowOf(row!.id)).toMatchObject({ deliveryStatus: "read", deliveryError: null });

    // Another message, accepted by the API, then refused by WhatsApp later: the feed says so.
    const [other] = await db
      .insert(notifications)
      .values({ title: "Late failure", message: `Order ${crypto.randomUUID()}` })
      .returning();
    await consume(other!.id);
    const otherId = (await rowOf(other!.id)).whatsappMessageId!;
    await deliver(
      await simulate("status", {
        id: otherId,
        status: "failed",
        recipient: "919822000001",
        errors: [{ code: 131026, title: "Message undeliverable" }],
      }),
    );
    await deliver(await simulate("status", { id: otherId, status: "delivered", recipient: "919822000001" }));
    expect(await rowOf(other!.id)).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: "WhatsApp could not deliver it: Message undeliverable (131026)",
    });
  });
});

describe("incoming messages", () => {
  it("are stored once, open the number's 24-hour window, and reach the admins' feed", async () => {
    const number = uniqueNumber();
    const call = await simulate("inbound", { from: number, text: "Is there a batch on Sundays?", name: "Kavita Shinde" });
    await deliver(call);
    // Meta may deliver the same call twice.
    await deliver(call);
    expect(
      await db
        .select({ body: whatsappMessages.body, direction: whatsappMessages.direction })
        .from(whatsappMessages)
        .where(eq(whatsappMessages.number, number)),
    ).toEqual([{ body: "Is there a batch on Sundays?", direction: "in" }]);
    const [contact] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number));
    expect(contact).toMatchObject({ profileName: "Kavita Shinde", optedOutAt: null });
    expect(Date.now() - Date.parse(contact!.lastInboundAt!)).toBeLessThan(60_000);
    const feed = await db.select().from(notifications).where(eq(notifications.title, "New WhatsApp message"));
    const mine = feed.filter((row) => row.message.includes(number));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      message: `Kavita Shinde (${number}): Is there a batch on Sundays?`,
      link: `/admin/messages?channel=whatsapp#whatsapp-${number.slice(1)}`,
    });
  });

  it("STOP opts the number out of marketing templates and START back in, in English, Marathi or Hindi", async () => {
    const number = uniqueNumber();
    const optedOut = async () => (await db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number)))[0]?.optedOutAt;
    await deliver(await simulate("inbound", { from: number, text: "STOP" }));
    expect(await optedOut()).toBeTruthy();
    await deliver(await simulate("inbound", { from: number, text: "start" }));
    expect(await optedOut()).toBeNull();
    await deliver(await simulate("inbound", { from: number, text: "थांबा" }));
    expect(await optedOut()).toBeTruthy();
    await deliver(await simulate("inbound", { from: number, text: "शुरू" }));
    expect(await optedOut()).toBeNull();
    // A sentence with the word in it is a message, not a choice.
    await deliver(await simulate("inbound", { from: number, text: "Please stop by the centre" }));
    expect(await optedOut()).toBeNull();
  });

  it("a number that opted out still gets its updates: they go as utility templates", async () => {
    const partner = await createUser();
    const number = uniqueNumber();
    await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, partner.id));
    await deliver(await simulate("inbound", { from: number, text: "STOP" }));
    const [update] = await db
      .insert(notifications)
      .values({ title: "Order confirmed", message: `Your order ${crypto.randomUUID()} is confirmed.`, recipientId: partner.id })
      .returning();
    await consume(update!.id);
    const sends = (await received()).filter((request) => request.to === number.slice(1) && parametersOf(request)[1] === update!.message);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ template: { name: "partner_update" }, rendered: expect.stringContaining(update!.message) });
  });
});
