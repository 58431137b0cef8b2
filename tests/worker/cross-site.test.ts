import { SELF } from "cloudflare:test";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, orders, products } from "~/db/schema";
import { BASE, createUser, db, freshAddress, sessionCookie } from "./helpers";

// A page form posted from another site (a forged form on evil.example) is refused with 403 and a
// clear message before anything runs: browsers say where a post comes from (Origin,
// Sec-Fetch-Site). Posts from this site, and clients that send neither header, are served.

const contact = () => new URLSearchParams({ name: "A", email: "a@example.com", phone: "+91 98220 12345", subject: "S", message: "M" });
const messageCount = async () => (await db.select({ n: count() }).from(contactMessages))[0]!.n;

function post(path: string, headers: Record<string, string>, body: BodyInit = contact()) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { "CF-Connecting-IP": freshAddress(), ...headers },
  });
}

describe("cross-site page posts", () => {
  it("are refused with 403 and a clear message, and change nothing", async () => {
    const before = await messageCount();
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
    for (const headers of foreign) {
      for (const path of ["/contact", "/contact.data"]) {
        const response = await post(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toContain("sent from another site");
      }
    }
    expect(await messageCount()).toBe(before);
  });

  it("are served from this site, and for clients that send no origin", async () => {
    const before = await messageCount();
    // (Remix compares a same-site Origin with the Host header, which a browser always sends.)
    expect((await post("/contact", { Origin: BASE, Host: new URL(BASE).host, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post("/contact", {})).status).toBe(200);
    expect(await messageCount()).toBe(before + 2);
  });

  it("leave the JSON API to its Bearer tokens", async () => {
    const response = await post(
      "/api/contact",
      { Origin: "https://elsewhere.example", "Content-Type": "application/json" },
      JSON.stringify(Object.fromEntries(contact())),
    );
    expect(response.status).toBe(201);
  });
});

describe("the checkout", () => {
  it("takes an order only as JSON", async () => {
    const partner = await createUser();
    const cookie = await sessionCookie(partner.email, partner.password);
    const product = await db
      .insert(products)
      .values({ name: `JSON Kit ${crypto.randomUUID().slice(0, 6)}`, price: 100, gstPercent: 18 })
      .returning()
      .get();
    const fields = {
      "items[0].productId": product.id,
      "items[0].name": product.name,
      "items[0].qty": "1",
      "items[0].price": "100",
      subtotal: "100",
      gst: "18",
      total: "118",
      franchiseeName: "Form Partner",
      idempotencyKey: crypto.randomUUID(),
    };
    const before = (await db.select({ n: count() }).from(orders))[0]!.n;
    const response = await post("/kit-ordering.data?index&intent=placeOrder", { Cookie: cookie }, new URLSearchParams(fields));
    expect(await response.text()).toContain("application/json");
    expect((await db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });
});
