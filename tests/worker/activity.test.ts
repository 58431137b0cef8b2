import { describe, expect, it } from "vitest";
import { orderTotals } from "~/lib/gst";
import { seedCentre, seedCompetition, seedStudent } from "./competition-fixtures";
import { call, signedInUser } from "./helpers";

type Entry = { id: string; actorId: string; actorName: string; action: string; target: string; summary: string; time: string };

const activityOf = async (token: string, query = "") => (await call(`/api/activity${query}`, { token })).json?.activity as Entry[];

const kit = {
  name: "Abacus Starter Kit",
  description: "Beads and a workbook",
  price: 1200,
  category: "abacus",
  gstPercent: 12,
  hsnCode: "9023",
  unit: "SET",
};

describe("the activity log", () => {
  it("records who created, edited and deleted a kit, with what changed, newest first", async () => {
    const admin = await signedInUser("admin");
    const created = await call("/api/products", { method: "POST", token: admin.token, body: kit });
    expect(created.status).toBe(201);
    const id = created.json?.product.id as string;
    expect((await call(`/api/products/${id}`, { method: "PUT", token: admin.token, body: { ...kit, price: 1350 } })).status).toBe(200);
    expect((await call(`/api/products/${id}`, { method: "DELETE", token: admin.token })).status).toBe(200);

    const mine = (await activityOf(admin.token, `?actor=${admin.id}`)).filter((entry) => entry.target === `product:${id}`);
    expect(mine.map((entry) => entry.action)).toEqual(["product.delete", "product.update", "product.create"]);
    expect(mine[0]).toMatchObject({ actorId: admin.id, actorName: "Test admin", summary: "Deleted “Abacus Starter Kit”" });
    expect(mine[1]?.summary).toBe("Edited “Abacus Starter Kit”: price: 1200 → 1350");
    expect(mine[2]?.summary).toBe("Added “Abacus Starter Kit” at ₹1,200");
    expect(Date.parse(mine[0]!.time)).toBeGreaterThanOrEqual(Date.parse(mine[2]!.time));
  });

  it("records nothing for a change that found nothing or was refused", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser();
    const before = await activityOf(admin.token, `?actor=${admin.id}`);
    expect((await call("/api/products/no-such-kit", { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await call("/api/products/no-such-kit", { method: "PUT", token: admin.token, body: kit })).status).toBe(404);
    expect((await call("/api/products", { method: "POST", token: admin.token, body: { ...kit, price: -5 } })).status).toBe(400);
    expect((await call("/api/products", { method: "POST", token: partner.token, body: kit })).status).toBe(403);
    expect(await activityOf(admin.token, `?actor=${admin.id}`)).toEqual(before);
    expect(await activityOf(admin.token, `?actor=${partner.id}`)).toEqual([]);
  });

  it("is for administrators only, and filters by kind", async () => {
    const partner = await signedInUser();
    expect((await call("/api/activity", { token: partner.token })).status).toBe(403);
    expect((await call("/api/activity")).status).toBe(401);
    const admin = await signedInUser("admin");
    await call("/api/products", { method: "POST", token: admin.token, body: kit });
    const products = await activityOf(admin.token, "?kind=product");
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((entry) => entry.action.startsWith("product."))).toBe(true);
    const bad = await call("/api/activity?kind=passwords", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toContain("kind");
  });

  it("records competitions, photos, posts, pins and order status moves", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser();
    const mine = async () => (await activityOf(admin.token, `?actor=${admin.id}`)).map((entry) => `${entry.action} ${entry.summary}`);

    const competition = await call("/api/competitions", {
      method: "POST",
      token: admin.token,
      body: { title: "State Abacus Meet", description: "Speed rounds", date: "2026-12-20", location: "Pune", category: "upcoming" },
    });
    expect(competition.status, competition.text).toBe(201);
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    const photo = await call("/api/gallery", {
      method: "POST",
      token: admin.token,
      body: { imageUrl: png, category: "events", publishedDate: "2026-11-20" },
    });
    expect(photo.status, photo.text).toBe(201);

    const post = await call("/api/blogs", {
      method: "POST",
      token: admin.token,
      body: {
        title: "Olympiad results",
        excerpt: "Results",
        content: "Well done!",
        category: "abacus",
        status: "published",
        publishedDate: "2026-11-20",
      },
    });
    const postId = post.json?.blog.id as string;
    expect((await call(`/api/blogs/${postId}/pin`, { method: "POST", token: admin.token })).status).toBe(200);
    expect((await call(`/api/blogs/${postId}/unpin`, { method: "POST", token: admin.token })).status).toBe(200);
    // Unpinning what is not pinned changes nothing, and logs nothing.
    expect((await call(`/api/blogs/${postId}/unpin`, { method: "POST", token: admin.token })).status).toBe(200);

    const product = (await call("/api/products", { method: "POST", token: admin.token, body: kit })).json?.product;
    const totals = orderTotals([{ price: product.price, qty: 2, gstPercent: product.gstPercent }]);
    const order = await call("/api/orders", {
      method: "POST",
      token: partner.token,
      body: {
        items: [{ productId: product.id, name: product.name, qty: 2, price: product.price }],
        ...totals,
        franchiseeName: "Kothrud Centre",
        billingAddress: "12 Karve Road, Pune 411038",
      },
    });
    expect(order.status, order.text).toBe(201);
    const confirm = await call(`/api/orders/${order.json?.order.id}`, {
      method: "PATCH",
      token: admin.token,
      body: { status: "confirmed" },
    });
    expect(confirm.status).toBe(200);
    // A move the rules refuse is not logged.
    expect(
      (await call(`/api/orders/${order.json?.order.id}`, { method: "PATCH", token: admin.token, body: { status: "placed" } })).status,
    ).toBe(409);

    const log = await mine();
    expect(log).toEqual(
      expect.arrayContaining([
        "competition.create Added “State Abacus Meet” on 2026-12-20 at Pune",
        "photo.create Added a photo to events, dated 2026-11-20",
        "blog.create Wrote “Olympiad results” (published)",
        "blog.pin Pinned “Olympiad results”",
        "blog.unpin Unpinned “Olympiad results”",
        `order.status Marked ${order.json?.order.invoiceNumber} confirmed`,
      ]),
    );
    expect(log.filter((line) => line.startsWith("blog.unpin"))).toHaveLength(1);
    expect(log.filter((line) => line.startsWith("order.status"))).toHaveLength(1);
  });
});

describe("the partners' own lines", () => {
  it("records a partner's order and the UTR they report, once each: a replay of the order and the same UTR again add nothing", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser("franchise");
    const product = (await call("/api/products", { method: "POST", token: admin.token, body: kit })).json?.product;
    const totals = orderTotals([{ price: product.price, qty: 1, gstPercent: product.gstPercent }]);
    const body = {
      items: [{ productId: product.id, name: product.name, qty: 1, price: product.price }],
      ...totals,
      franchiseeName: "Kothrud Centre",
      billingAddress: "12 Karve Road, Pune 411038",
    };
    const headers = { "Idempotency-Key": `activity-${crypto.randomUUID()}` };
    const placed = await call("/api/orders", { method: "POST", token: partner.token, body, headers });
    expect(placed.status, placed.text).toBe(201);
    expect((await call("/api/orders", { method: "POST", token: partner.token, body, headers })).status).toBe(200);
    const { id, invoiceNumber } = placed.json?.order as { id: string; invoiceNumber: string };
    const utr = String(Date.now()).slice(-12).padStart(12, "7");
    for (let i = 0; i < 2; i++)
      expect((await call(`/api/orders/${id}/payment`, { method: "POST", token: partner.token, body: { utr } })).status).toBe(200);

    const log = await activityOf(admin.token, `?actor=${partner.id}`);
    expect(log.map((entry) => `${entry.action} ${entry.summary}`)).toEqual([
      `order.payment_report Reported UTR ${utr} for ₹1,344 of invoice ${invoiceNumber}`,
      `order.create Placed order ${invoiceNumber} worth ₹1,344`,
    ]);
  });

  it("records a partner entering students in a competition and withdrawing one, and nothing for a refused entry", async () => {
    const admin = await signedInUser("admin");
    const partner = await signedInUser("franchise");
    const centreId = await seedCentre({ partnerIds: [partner.id] });
    const [first, second] = [await seedStudent(centreId, { name: "Aarav Joshi" }), await seedStudent(centreId, { name: "Isha Kale" })];
    const competition = await seedCompetition({ title: "District Abacus Meet" });
    const path = `/api/competitions/${competition.id}/entries`;
    const entered = await call(path, { method: "POST", token: partner.token, body: { studentIds: [first.id, second.id] } });
    expect(entered.status).toBe(201);
    expect((await call(path, { method: "POST", token: partner.token, body: { studentIds: [first.id] } })).status).toBe(409);
    const entry = (entered.json?.entries as { id: string; studentId: string; rollNumber: string }[]).find(
      (e) => e.studentId === second.id,
    )!;
    expect((await call(`${path}/${entry.id}`, { method: "DELETE", token: partner.token })).status).toBe(200);
    const log = await activityOf(admin.token, `?actor=${partner.id}`);
    expect(log.map((line) => `${line.action} ${line.summary}`)).toEqual([
      `competition.withdraw Withdrew Isha Kale (roll ${entry.rollNumber}) from “District Abacus Meet”`,
      "competition.enter Entered 2 students in “District Abacus Meet”",
    ]);
  });
});

describe("the Activity tab", () => {
  it("lists the log with its filters for an admin, and is not for partners", async () => {
    const admin = await signedInUser("admin");
    await call("/api/products", { method: "POST", token: admin.token, body: { ...kit, name: "Phonics Flash Cards" } });
    const page = await call(`/admin/activity?kind=product&actor=${admin.id}`, { headers: { Cookie: admin.cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Added “Phonics Flash Cards” at ₹1,200");
    expect(page.text).toContain('aria-current="page"');
    const bad = await call("/admin/activity?kind=secrets", { headers: { Cookie: admin.cookie } });
    expect(bad.status).toBe(400);
    const partner = await signedInUser();
    expect((await call("/admin/activity", { headers: { Cookie: partner.cookie } })).status).toBe(302);
  });
});

describe("the log of account changes", () => {
  it("records approve, create, edit, deactivate, reactivate, reset and delete, never a password", async () => {
    const admin = await signedInUser("admin");
    const applicant = await call("/api/auth/register", {
      method: "POST",
      body: {
        name: "Asha Patil",
        email: `asha-${crypto.randomUUID().slice(0, 6)}@example.com`,
        password: "Kits-for-2026",
        whatsappNumber: "98123 45678",
      },
    });
    const applicantId = applicant.json?.user.id as string;
    expect((await call(`/api/users/${applicantId}/approve`, { method: "PATCH", token: admin.token })).status).toBe(200);
    // Approving again changes nothing and is not logged twice.
    expect((await call(`/api/users/${applicantId}/approve`, { method: "PATCH", token: admin.token })).status).toBe(200);
    const created = await call("/api/users", {
      method: "POST",
      token: admin.token,
      body: { name: "Meera Joshi", email: `meera-${crypto.randomUUID().slice(0, 6)}@example.com`, role: "franchise" },
    });
    const meera = created.json?.user.id as string;
    const tempPassword = created.json?.tempPassword as string;
    expect((await call(`/api/users/${meera}`, { method: "PATCH", token: admin.token, body: { name: "Meera Kulkarni" } })).status).toBe(200);
    expect((await call(`/api/users/${meera}/deactivate`, { method: "PATCH", token: admin.token })).status).toBe(200);
    expect((await call(`/api/users/${meera}/reactivate`, { method: "PATCH", token: admin.token })).status).toBe(200);
    const reset = await call(`/api/users/${meera}/reset-password`, { method: "POST", token: admin.token });
    expect(reset.status).toBe(200);
    expect((await call(`/api/users/${applicantId}`, { method: "DELETE", token: admin.token })).status).toBe(200);

    const log = await activityOf(admin.token, `?actor=${admin.id}&kind=user`);
    expect(log.map((entry) => entry.action)).toEqual([
      "user.delete",
      "user.reset_password",
      "user.reactivate",
      "user.deactivate",
      "user.edit",
      "user.create",
      "user.approve",
    ]);
    expect(log.find((entry) => entry.action === "user.edit")?.summary).toContain("name: Meera Joshi → Meera Kulkarni");
    expect(log.find((entry) => entry.action === "user.approve")?.summary).toMatch(/^Approved Asha Patil </);
    expect(log.find((entry) => entry.action === "user.delete")?.summary).toMatch(/^Deleted Asha Patil </);
    // The Activity tab says it in words: the kind of change, never the API's machine key.
    const tab = await call(`/admin/activity?actor=${admin.id}&kind=user`, { headers: { Cookie: admin.cookie } });
    expect(tab.status).toBe(200);
    expect(tab.text).toMatch(/Approved Asha Patil/);
    expect(tab.text).toMatch(/>Users<\/span>/);
    expect(tab.text).not.toMatch(/user\.(approve|delete|reset_password)</);
    const text = JSON.stringify(log);
    expect(text).not.toContain(tempPassword);
    expect(text).not.toContain(reset.json?.tempPassword);
    expect(text).not.toContain("Kits-for-2026");
  });
});

describe("the log of settings", () => {
  it("records which parts of the settings an admin saved, and nothing for a refused save", async () => {
    const admin = await signedInUser("admin");
    const saved = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: {
        contact: { address: "Kothrud, Pune 411038", phone: "+91 98123 45678", email: "hello@example.com" },
        adminWhatsApp: { franchiseeNotifications: "98123 45678" },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const refused = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { upi: { vpa: "not a vpa", payeeName: "Academy" } },
    });
    expect(refused.status).toBe(400);
    const log = await activityOf(admin.token, `?actor=${admin.id}&kind=settings`);
    expect(log.map((entry) => entry.summary)).toEqual(["Updated the contact details, the WhatsApp numbers"]);
  });
});
