import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, siteSettings, users, whatsappContacts, whatsappMessages } from "~/db/schema";
import type { DeliveryMessage } from "~/services/delivery-queue.server";
import { sendWhatsAppTemplate, sendWhatsAppText, WhatsAppRefusal } from "~/services/whatsapp.server";
import worker from "../../server";
import { BASE, call, createUser, db, freshAddress, signedInUser } from "./helpers";
import { received, standinUrl } from "./whatsapp-fixtures";
import { workerFetch } from "./worker-fetch";

// Issue 33: free text only as an answer within the number's 24-hour window, and the stand-in
// refusing what WhatsApp refuses (so these tests fail where production would).

const configured = { ...env, WHATSAPP_TOKEN: "test-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_BASE_URL: standinUrl() };
const config = { baseUrl: standinUrl(), token: "test-token", phoneNumberId: "1234567890" };
// Ends in 7: the stand-in fails numbers ending in 500 and never answers those ending in 999.
const uniqueNumber = () => `+9197${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1e7).padStart(7, "0")}7`;

/** The API as a configured site answers it (WhatsApp delivery switched on). */
async function answerAs(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, configured as Env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A number writes to the business, as the stand-in (Meta) reports it to the webhook, signed. */
async function writes(number: string, text: string) {
  const call = (await (
    await fetch(`${standinUrl()}/simulate/inbound`, { method: "POST", body: JSON.stringify({ from: number, text }) })
  ).json()) as {
    body: string;
    signature: string;
  };
  const answer = await workerFetch(`${BASE}/api/whatsapp/webhook`, {
    method: "POST",
    body: call.body,
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": call.signature },
  });
  expect(answer.status).toBe(200);
}

const textsTo = async (number: string) => (await received()).filter((message) => message.to === number.slice(1) && message.type === "text");

describe("answering on WhatsApp", () => {
  it("sends free text only within 24 hours of the number's last message, and never to one that has not written", async () => {
    const admin = await signedInUser("admin");
    const number = uniqueNumber();
    const early = await answerAs(admin.token, "/api/whatsapp/messages", { method: "POST", body: { to: number, body: "Hello!" } });
    expect(early.status).toBe(409);
    expect(early.json.errors.to[0]).toContain("only an approved template");
    expect(await textsTo(number)).toEqual([]);

    await writes(number, "Do you have a centre in Baner?");
    const answer = await answerAs(admin.token, "/api/whatsapp/messages", {
      method: "POST",
      body: { to: number, body: "Yes: Baner Road, open Sundays." },
    });
    expect(answer.status).toBe(201);
    expect(await textsTo(number)).toMatchObject([
      { text: { body: "Yes: Baner Road, open Sundays." }, rendered: "Yes: Baner Road, open Sundays." },
    ]);
    const stored = await db.select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
    expect(stored.map((row) => [row.direction, row.body])).toEqual([
      ["in", "Do you have a centre in Baner?"],
      ["out", "Yes: Baner Road, open Sundays."],
    ]);

    // A day and an hour later the window is closed: refused, nothing sent.
    const past = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await db.update(whatsappContacts).set({ lastInboundAt: past }).where(eq(whatsappContacts.number, number));
    const late = await answerAs(admin.token, "/api/whatsapp/messages", { method: "POST", body: { to: number, body: "One more thing" } });
    expect(late.status).toBe(409);
    expect(await textsTo(number)).toHaveLength(1);
  });

  it("lists the conversations for admins, with who the number is and whether it may be answered", async () => {
    const admin = await signedInUser("admin");
    const partner = await createUser();
    const number = uniqueNumber();
    await db.update(users).set({ whatsappNumber: number }).where(eq(users.id, partner.id));
    await writes(number, "My kits arrived, thank you");
    const { status, json } = await answerAs(admin.token, "/api/whatsapp/messages");
    expect(status).toBe(200);
    const mine = json.conversations.find((conversation: { number: string }) => conversation.number === number);
    expect(mine).toMatchObject({
      account: "Test franchise",
      lead: null,
      canReply: true,
      optedOutAt: null,
      messages: [{ direction: "in", body: "My kits arrived, thank you" }],
    });
    expect((await call("/api/whatsapp/messages", { token: partner.id })).status).toBe(401);
    const partnerToken = (await signedInUser()).token;
    expect((await call("/api/whatsapp/messages", { token: partnerToken })).status).toBe(403);
  });

  it("says plainly that nothing can be sent while WhatsApp is not set up", async () => {
    const admin = await signedInUser("admin");
    const number = uniqueNumber();
    await writes(number, "Hello");
    const { status, json } = await call("/api/whatsapp/messages", { method: "POST", token: admin.token, body: { to: number, body: "Hi" } });
    expect(status).toBe(409);
    expect(json?.message).toContain("WhatsApp delivery is not set up");
  });
});

describe("the stand-in refuses what WhatsApp refuses", () => {
  it("free text outside the window, a template not approved, a wrong parameter count", async () => {
    const number = uniqueNumber();
    const refusedWith = async (send: Promise<unknown>, code: number) => {
      const error = await send.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(WhatsAppRefusal);
      expect((error as Error).message).toContain(`(#${code})`);
    };
    await refusedWith(sendWhatsAppText(config, number, "Hello"), 131047);
    await refusedWith(
      sendWhatsAppTemplate(config, number, { kind: "partner_update", name: "not_approved", parameters: ["a", "b"] }),
      132001,
    );
    await refusedWith(
      sendWhatsAppTemplate(config, number, { kind: "partner_update", name: "partner_update", parameters: ["only one"] }),
      132000,
    );
    // Right: taken.
    expect(
      await sendWhatsAppTemplate(config, number, {
        kind: "partner_update",
        name: "partner_update",
        parameters: ["Order confirmed", "Line one\nline two"],
      }),
    ).toMatch(/^wamid\./);
  });

  it("a template saved under a name WhatsApp never approved fails the delivery, saying why; one switched off is not sent", async () => {
    const admin = await signedInUser("admin");
    const value = { franchiseeNotifications: "+919822000001" };
    await db.insert(siteSettings).values({ key: "adminWhatsApp", value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    const saveTemplates = async (whatsappTemplates: object) =>
      expect((await call("/api/info", { method: "PUT", token: admin.token, body: { whatsappTemplates } })).status).toBe(200);
    const consume = async (title: string) => {
      const [row] = await db
        .insert(notifications)
        .values({ title, message: `${title} details` })
        .returning();
      const batch = createMessageBatch<DeliveryMessage>("academy-whatsapp", [
        { id: row!.id, attempts: 5, timestamp: new Date(), body: { notificationId: row!.id } },
      ]);
      await worker.queue(batch, configured);
      await getQueueResult(batch, createExecutionContext());
      return (await db.select().from(notifications).where(eq(notifications.id, row!.id)))[0]!;
    };
    await saveTemplates({ admin_alert: { name: "admin_alerts_v2", enabled: true } });
    expect(await consume(`Renamed ${crypto.randomUUID().slice(0, 6)}`)).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: expect.stringContaining("(#132001) Template name does not exist"),
    });
    await saveTemplates({ admin_alert: { name: "admin_alert", enabled: false } });
    const off = await consume(`Off ${crypto.randomUUID().slice(0, 6)}`);
    expect(off).toMatchObject({
      deliveryStatus: "failed",
      deliveryError: 'The WhatsApp template "admin_alert" is switched off in Settings',
    });
    const bad = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { whatsappTemplates: { admin_alert: { name: "Admin Alert!", enabled: true } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json?.errors)).toContain("lower-case letters, digits and underscores");
    await saveTemplates({ admin_alert: { name: "admin_alert", enabled: true } });
    expect((await call("/api/info", { token: admin.token })).json?.info.whatsappTemplates.admin_alert).toEqual({
      name: "admin_alert",
      enabled: true,
      translations: [],
    });
  });
});
