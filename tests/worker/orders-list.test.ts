import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { call, db, signedInUser } from "./helpers";
import { insertOrder } from "./csv-helpers";

// The admin's All Orders: search by partner, invoice number or GSTIN, a range of days and the status,
// on GET /api/orders and on the dashboard's Orders tab, with the totals of everything selected.

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser("admin");
});

const kit = (price: number, qty = 1) => ({ name: "Abacus kit", price, qty, gstPercent: 18 });

/** Three orders of one centre (named with `tag`), one cancelled, over three days of May 2032, and a stranger's. */
async function centreOrders(tag: string) {
  const [account] = await db
    .insert(users)
    .values({ name: `Asha ${tag}`, email: `${tag}@example.com`, passwordHash: "x", isApproved: true })
    .returning();
  const userId = account!.id;
  const first = await insertOrder({ createdAt: "2032-05-01T06:00:00.000Z", franchiseeName: `Centre ${tag}`, userId, lines: [kit(1000)] });
  const second = await insertOrder({
    createdAt: "2032-05-02T06:00:00.000Z",
    franchiseeName: `Centre ${tag}`,
    gstNumber: "27ABCDE1234F1Z5",
    userId,
    lines: [kit(2000)],
  });
  const third = await insertOrder({
    createdAt: "2032-05-03T06:00:00.000Z",
    franchiseeName: `Centre ${tag}`,
    status: "cancelled",
    userId,
    lines: [kit(500, 2)],
  });
  const stranger = await insertOrder({ createdAt: "2032-05-02T06:00:00.000Z", franchiseeName: "Someone Else", lines: [kit(700)] });
  return { userId, first, second, third, stranger };
}

const invoiceNumbers = (json: Record<string, unknown> | null) =>
  (json?.orders as { invoiceNumber: string }[]).map((order) => order.invoiceNumber);

describe("GET /api/orders with filters", () => {
  it("finds orders by any part of the partner's name, the account's name, the invoice number or the GSTIN, in any case", async () => {
    const tag = `q${crypto.randomUUID().slice(0, 8)}`;
    const { first, second, third } = await centreOrders(tag);
    const all = [third.invoiceNumber, second.invoiceNumber, first.invoiceNumber];

    const byCentre = await call(`/api/orders?q=${encodeURIComponent(`CENTRE ${tag.toUpperCase()}`)}`, { token: admin.token });
    expect(byCentre.status).toBe(200);
    expect(invoiceNumbers(byCentre.json)).toEqual(all);
    expect(invoiceNumbers((await call(`/api/orders?q=asha%20${tag}`, { token: admin.token })).json)).toEqual(all);
    expect(
      invoiceNumbers((await call(`/api/orders?q=${second.invoiceNumber.slice(-6).toLowerCase()}`, { token: admin.token })).json),
    ).toEqual([second.invoiceNumber]);
    const byGstin = await call(`/api/orders?q=27abcde1234f1z5&from=2032-05-01&to=2032-05-03`, { token: admin.token });
    expect(invoiceNumbers(byGstin.json)).toContain(second.invoiceNumber);
    expect(invoiceNumbers(byGstin.json)).not.toContain(first.invoiceNumber);
  });

  it("finds a partner's orders by the account's new name once an admin renames it, and no longer by the old one", async () => {
    const tag = `n${crypto.randomUUID().slice(0, 8)}`;
    const { userId, first, second, third } = await centreOrders(tag);
    const renamed = await call(`/api/users/${userId}`, { method: "PATCH", token: admin.token, body: { name: `Meera ${tag}` } });
    expect(renamed.status).toBe(200);
    const byNewName = await call(`/api/orders?q=${encodeURIComponent(`meera ${tag}`)}`, { token: admin.token });
    expect(invoiceNumbers(byNewName.json)).toEqual([third.invoiceNumber, second.invoiceNumber, first.invoiceNumber]);
    expect(invoiceNumbers((await call(`/api/orders?q=${encodeURIComponent(`asha ${tag}`)}`, { token: admin.token })).json)).toEqual([]);
  });

  it("narrows to days in India and a status, and a partner's search stays within their own orders", async () => {
    const tag = `r${crypto.randomUUID().slice(0, 8)}`;
    const { second, third } = await centreOrders(tag);
    const range = await call(`/api/orders?q=${tag}&from=2032-05-02&to=2032-05-03`, { token: admin.token });
    expect(invoiceNumbers(range.json)).toEqual([third.invoiceNumber, second.invoiceNumber]);
    const cancelled = await call(`/api/orders?q=${tag}&status=cancelled`, { token: admin.token });
    expect(invoiceNumbers(cancelled.json)).toEqual([third.invoiceNumber]);
    const oneDay = await call(`/api/orders?q=${tag}&from=2032-05-02&to=2032-05-02`, { token: admin.token });
    expect(invoiceNumbers(oneDay.json)).toEqual([second.invoiceNumber]);

    const partner = await signedInUser();
    const theirs = await call(`/api/orders?q=${tag}`, { token: partner.token });
    expect(theirs.status).toBe(200);
    expect(theirs.json?.orders).toEqual([]);
  });

  it.each([
    ["from=2032-13-01", "from", "from must be a date written YYYY-MM-DD"],
    ["to=yesterday", "to", "to must be a date written YYYY-MM-DD"],
    ["from=2032-05-03&to=2032-05-01", "to", "to must be the same day as from or later"],
    [`q=${"x".repeat(101)}`, "q", "q must be at most 100 characters"],
    ["q=a%09b", "q", "q must be one line"],
    ["status=lost", "status", "status must be one of"],
  ])("answers 400 naming the parameter for ?%s", async (query, field, message) => {
    const { status, json } = await call(`/api/orders?${query}`, { token: admin.token });
    expect(status).toBe(400);
    expect(json?.errors?.[field]?.[0]).toContain(message);
  });
});

describe("the dashboard's Orders tab", () => {
  it("shows one page of the filtered orders and the totals of all of them, within the query budget", async () => {
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const { first, second, third, stranger } = await centreOrders(tag);
    const { status, text, response } = await call(`/admin/orders?q=${tag}&limit=1`, { headers: { Cookie: admin.cookie } });
    expect(status).toBe(200);
    expect(Number(response.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(4);
    expect(text.match(/<a [^>]*href="\/admin\/orders"[^>]*>/)?.[0]).toContain('aria-current="page"');
    // Only the newest on this page; the rest a "Load more" away.
    expect(text).toContain(third.invoiceNumber);
    expect(text).not.toContain(first.invoiceNumber);
    expect(text).not.toContain(stranger.invoiceNumber);
    expect(text).toMatch(/Load more/);
    // All three: ₹1,000 + ₹2,000 + ₹1,000 taxable, 18% GST on each.
    expect(text).toMatch(/>Orders<\/dt><dd[^>]*>3<\/dd>/);
    expect(text).toMatch(/>Taxable value<\/dt><dd[^>]*>₹4,000<\/dd>/);
    expect(text).toMatch(/>GST<\/dt><dd[^>]*>₹720<\/dd>/);
    expect(text).toMatch(/>Total<\/dt><dd[^>]*>₹4,720<\/dd>/);
    // The filters stay in the form, and the status chips keep them.
    expect(text).toMatch(new RegExp(`name="q"[^>]*value="${tag}"`));
    expect(text).toContain(`href="/admin/orders?q=${tag}&amp;status=cancelled"`);

    const placedOnly = await call(`/admin/orders?q=${tag}&status=placed&from=2032-05-02`, { headers: { Cookie: admin.cookie } });
    expect(placedOnly.text).toContain(second.invoiceNumber);
    expect(placedOnly.text).not.toContain(first.invoiceNumber);
    expect(placedOnly.text).toMatch(/>Orders<\/dt><dd[^>]*>1<\/dd>/);
    expect(placedOnly.text).toMatch(/>Total<\/dt><dd[^>]*>₹2,360<\/dd>/);
  });

  it("moves an order on through the orders page's action, and offers the accountant's downloads", async () => {
    const tag = `s${crypto.randomUUID().slice(0, 8)}`;
    await centreOrders(tag);
    const { text } = await call(`/admin/orders?q=${tag}`, { headers: { Cookie: admin.cookie } });
    expect(text).toContain('action="/kit-ordering/orders?index"');
    expect(text).toMatch(/<a href="\/admin\/exports\/sales\.csv\?from=\d{4}-\d{2}-01&amp;to=\d{4}-\d{2}-\d{2}" download=""/);
    expect(text).toContain('href="/admin/exports/users.csv" download=""');
    expect(text).toContain('href="/admin/exports/messages.csv" download=""');
  });

  it("answers a nonsense range with the 400 page naming the parameter", async () => {
    const { status, text } = await call("/admin/orders?from=2032-05-03&to=2032-05-01", { headers: { Cookie: admin.cookie } });
    expect(status).toBe(400);
    expect(text).toContain("to must be the same day as from or later");
  });
});

describe("the kit page's orders button", () => {
  it("says All Orders to an admin and My Orders to a partner", async () => {
    const asAdmin = await call("/kit-ordering", { headers: { Cookie: admin.cookie } });
    expect(asAdmin.text).toMatch(/<a [^>]*href="\/kit-ordering\/orders"[^>]*>.*?All Orders<\/a>/);
    const partner = await signedInUser();
    const asPartner = await call("/kit-ordering", { headers: { Cookie: partner.cookie } });
    expect(asPartner.text).toMatch(/<a [^>]*href="\/kit-ordering\/orders"[^>]*>.*?My Orders<\/a>/);
    expect(asPartner.text).not.toContain("All Orders");
  });
});
