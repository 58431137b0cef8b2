import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { notifications, users } from "~/db/schema";
import { orderLink } from "~/lib/notification-links";
import { queueDelivery, type DeliveryMessage } from "~/services/delivery-queue.server";
import { emailConfig } from "~/services/email.server";
import { NO_EMAIL_RECIPIENT } from "~/services/notification-email.server";
import {
  LINK_LIFETIME_MS,
  RESET_LINK_EXPIRED,
  RESET_LINK_USED,
  resetPasswordWithLink,
  sendResetLink,
} from "~/services/password-reset-link.server";
import worker from "../../server";
import { BASE, call, createUser, db, freshAddress, sessionCookie, signedInUser, tokenFor } from "./helpers";
import { workerFetch } from "./worker-fetch";

const standin = inject("emailStandinUrl");
const SITE = "https://academy.example";
const emailEnv = {
  ...env,
  EMAIL_API_KEY: "test-email-key",
  EMAIL_FROM: "Academy <updates@academy.example>",
  EMAIL_API_BASE_URL: standin,
  SITE_URL: SITE,
};
const config = emailConfig(emailEnv)!;

type Sent = { to: string; from: string; subject: string; text: string; html: string };
const received = async () => (await (await fetch(`${standin}/received`)).json()) as Sent[];
const sentTo = async (address: string) => (await received()).filter((message) => message.to === address);

/** Runs the worker's queue consumer on one batch, as Cloudflare would deliver it. */
async function consume(ids: string[], consumerEnv: Env = emailEnv) {
  const batch = createMessageBatch<DeliveryMessage>(
    "academy-whatsapp",
    ids.map((notificationId, index) => ({ id: `m${index}`, attempts: 1, timestamp: new Date(), body: { notificationId } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, consumerEnv);
  return getQueueResult(batch, ctx);
}

async function partnerUpdateRow(recipientId: string, values: { title: string; message: string; link: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, recipientId })
    .returning();
  return row!;
}

const rowOf = (id: string) => db.select().from(notifications).where(eq(notifications.id, id)).get();
const tokenOf = (message: Sent) => message.text.match(/\/reset-password\/link\?token=([A-Za-z0-9_-]{43})/)![1]!;

async function page(path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await workerFetch(`${BASE}${path}`, {
    redirect: "manual",
    ...init,
    headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), "CF-Connecting-IP": freshAddress() },
  });
  return { status: response.status, text: await response.text(), queries: Number(response.headers.get("X-D1-Queries")) };
}

describe("notifications by email", () => {
  it("emails an approval to the partner with a text and an HTML body, once", async () => {
    const admin = await signedInUser("admin");
    const partner = await createUser({ isApproved: false });
    expect((await call(`/api/users/${partner.id}/approve`, { method: "PATCH", token: admin.token })).status).toBe(200);
    const note = (await db.select().from(notifications).where(eq(notifications.recipientId, partner.id)).get())!;

    const result = await consume([note.id]);
    // The email half never acks or retries: the messages are WhatsApp delivery's.
    expect(result.retryMessages).toEqual([]);
    const [mail, ...more] = await sentTo(partner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ from: "Academy <updates@academy.example>", subject: "Account approved" });
    expect(mail!.text).toContain("Your franchise partner account is approved.");
    expect(mail!.text).toContain(`${SITE}/kit-ordering`);
    expect(mail!.html).toContain("<p>Your franchise partner account is approved. You can now order teaching kits.</p>");
    expect(mail!.html).toContain(`<a href="${SITE}/kit-ordering">`);
    expect(await rowOf(note.id)).toMatchObject({ emailStatus: "sent", emailError: null });

    // A second delivery of the same message (a WhatsApp retry) finds the row taken.
    await consume([note.id]);
    expect(await sentTo(partner.email)).toHaveLength(1);
  });

  it("emails an order update to the buyer, escaping what it says in the HTML", async () => {
    const partner = await createUser();
    const note = await partnerUpdateRow(partner.id, {
      title: "Order dispatched",
      message: 'Your order INV-1 is dispatched by <b>Blue Dart</b> & co (tracking number "42").',
      link: orderLink("order-1"),
    });
    await consume([note.id]);
    const [mail] = await sentTo(partner.email);
    expect(mail?.subject).toBe("Order dispatched");
    expect(mail!.text).toContain('by <b>Blue Dart</b> & co (tracking number "42").');
    expect(mail!.text).toContain(`${SITE}/kit-ordering/orders/order-1/invoice`);
    expect(mail!.html).toContain("by &lt;b&gt;Blue Dart&lt;/b&gt; &amp; co (tracking number &quot;42&quot;).");
    expect(mail!.html).not.toContain("<b>Blue Dart");
  });

  it("sends admin alerts to every active admin who has not turned them off", async () => {
    const [keen, quiet, gone] = [await signedInUser("admin"), await signedInUser("admin"), await createUser({ role: "admin" })];
    expect(
      (await call("/api/email-preferences", { method: "PUT", token: quiet.token, body: { account: true, orders: true, admin: false } }))
        .status,
    ).toBe(200);
    await db.update(users).set({ deactivatedAt: new Date().toISOString() }).where(eq(users.id, gone.id));
    const [note] = await db
      .insert(notifications)
      .values({ title: "New sign-up", message: "Asha <asha@example.com> signed up", link: "/admin" })
      .returning();
    await consume([note!.id]);
    expect(await sentTo(keen.email)).toHaveLength(1);
    expect(await sentTo(quiet.email)).toEqual([]);
    expect(await sentTo(gone.email)).toEqual([]);
  });

  it("sends nothing of a kind a person switched off, and says so on the row", async () => {
    const partner = await signedInUser();
    const put = await call("/api/email-preferences", { method: "PUT", token: partner.token, body: { account: true, orders: false } });
    expect(put.json).toMatchObject({ preferences: { account: true, orders: false } });
    expect((await call("/api/email-preferences", { token: partner.token })).json?.preferences).toEqual({ account: true, orders: false });

    const order = await partnerUpdateRow(partner.id, {
      title: "Payment confirmed",
      message: "Your payment is confirmed.",
      link: orderLink("o2"),
    });
    await consume([order.id]);
    expect(await sentTo(partner.email)).toEqual([]);
    expect(await rowOf(order.id)).toMatchObject({ emailStatus: "skipped", emailError: NO_EMAIL_RECIPIENT });

    // Their other kind still comes.
    const results = await partnerUpdateRow(partner.id, {
      title: "Results published",
      message: "The results are out.",
      link: "/my-centres/competitions/c1",
    });
    await consume([results.id]);
    expect((await sentTo(partner.email)).map((mail) => mail.subject)).toEqual(["Results published"]);
  });

  it("refuses a choice that is not true or false, naming it", async () => {
    const partner = await signedInUser();
    const answer = await call("/api/email-preferences", { method: "PUT", token: partner.token, body: { account: "yes" } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain("account");
  });

  it("sends nothing and queues nothing for email without the secrets", async () => {
    const partner = await createUser();
    const note = await partnerUpdateRow(partner.id, {
      title: "Order confirmed",
      message: "Your order is confirmed.",
      link: orderLink("o3"),
    });
    await consume([note.id], env);
    expect(await sentTo(partner.email)).toEqual([]);
    expect((await rowOf(note.id))?.emailStatus).toBeNull();

    const queued: unknown[] = [];
    const queue = { sendBatch: async (messages: unknown[]) => void queued.push(...messages) } as unknown as Queue;
    queueDelivery({ ...env, NOTIFY_QUEUE: queue }, createExecutionContext(), ["n1"]);
    expect(queued).toEqual([]);
    // Email alone is enough to queue (the consumer sends WhatsApp only when it is configured).
    queueDelivery({ ...emailEnv, NOTIFY_QUEUE: queue }, createExecutionContext(), ["n1"]);
    expect(queued).toEqual([{ body: { notificationId: "n1" } }]);
  });

  it("records a refusal by the provider and never sends it again", async () => {
    const partner = await createUser({ email: `refused-${crypto.randomUUID().slice(0, 6)}@refuse.test` });
    const note = await partnerUpdateRow(partner.id, {
      title: "Order cancelled",
      message: "Your order is cancelled.",
      link: orderLink("o4"),
    });
    const result = await consume([note.id]);
    expect(result.retryMessages).toEqual([]);
    const row = await rowOf(note.id);
    expect(row?.emailStatus).toBe("failed");
    expect(row?.emailError).toContain("422");
  });
});

describe("My details: Email updates", () => {
  it("shows the choices and saves them from the page's form, within the query budget", async () => {
    const partner = await signedInUser();
    const shown = await page("/kit-ordering/details", { cookie: partner.cookie });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Email updates");
    expect(shown.text).not.toContain("Admin alerts");
    expect(shown.queries).toBeLessThanOrEqual(4);

    const form = new FormData();
    form.set("intent", "saveEmailPreferences");
    form.set("orders", "on");
    const saved = await page("/kit-ordering/details.data", { method: "POST", body: form, cookie: partner.cookie });
    expect(saved.text).toContain("Your email choices are saved");
    expect((await db.select({ optOuts: users.emailOptOuts }).from(users).where(eq(users.id, partner.id)).get())?.optOuts).toEqual([
      "account",
    ]);

    const admin = await signedInUser("admin");
    expect((await page("/kit-ordering/details", { cookie: admin.cookie })).text).toContain("Admin alerts");
  });
});

describe("password reset by email link", () => {
  async function forgot(email: string) {
    const ctx = createExecutionContext();
    const request = new Request(`${BASE}/api/auth/forgot`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() },
      body: JSON.stringify({ email }),
    });
    const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, emailEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response.status;
  }

  const resetForm = (token: string, password: string) => {
    const form = new FormData();
    form.set("intent", "resetWithLink");
    form.set("token", token);
    form.set("password", password);
    form.set("confirmPassword", password);
    return form;
  };

  it("emails a link that works once and ends the account's sessions", async () => {
    const partner = await createUser();
    const oldToken = await tokenFor(partner.email, partner.password);
    const oldCookie = await sessionCookie(partner.email, partner.password);
    expect(await forgot(partner.email)).toBe(200);
    const [mail, ...more] = await sentTo(partner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("Reset your");
    expect(mail!.html).toContain(`href="${SITE}/reset-password/link?token=`);
    const token = tokenOf(mail!);

    const opened = await page(`/reset-password/link?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Set new password");
    expect(opened.queries).toBeLessThanOrEqual(4);

    const used = await page("/reset-password/link.data", { method: "POST", body: resetForm(token, "brand-new-pass-7") });
    expect(used.text).toContain("Your password has been changed");
    expect((await call("/api/email-preferences", { token: oldToken })).status).toBe(401);
    expect((await page("/kit-ordering/details", { cookie: oldCookie })).status).toBe(302);
    expect(await tokenFor(partner.email, "brand-new-pass-7")).toBeTruthy();

    // A second use fails, saying why, and so does opening the link again.
    const again = await page("/reset-password/link.data", { method: "POST", body: resetForm(token, "another-pass-8") });
    expect(again.text).toContain(RESET_LINK_USED);
    expect((await page(`/reset-password/link?token=${token}`)).text).toContain("already been used");
  });

  it("expires 30 minutes after it was sent", async () => {
    const partner = await createUser();
    const deps = { db, jwtSecret: env.JWT_SECRET, email: config };
    const sentAt = new Date("2026-03-02T10:00:00.000Z");
    expect(await sendResetLink(deps, partner.email, sentAt)).toBe(true);
    const token = tokenOf((await sentTo(partner.email)).at(-1)!);
    const late = new Date(sentAt.getTime() + LINK_LIFETIME_MS);
    await expect(resetPasswordWithLink(deps, { token, password: "brand-new-pass-7" }, late)).rejects.toThrow(RESET_LINK_EXPIRED);
    // Just inside the 30 minutes it still works.
    const inTime = new Date(late.getTime() - 1000);
    expect((await resetPasswordWithLink(deps, { token, password: "brand-new-pass-7" }, inTime)).message).toContain("changed");
  });

  it("sends no link without the secrets, nor for an unknown account", async () => {
    const partner = await createUser();
    expect(await sendResetLink({ db, jwtSecret: env.JWT_SECRET, email: null }, partner.email)).toBe(false);
    expect(await sendResetLink({ db, jwtSecret: env.JWT_SECRET, email: config }, "nobody@example.com")).toBe(false);
    expect(await sentTo(partner.email)).toEqual([]);
  });
});
