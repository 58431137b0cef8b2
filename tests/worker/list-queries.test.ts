import { describe, expect, it } from "vitest";
import { call, createUser, sessionCookie, tokenFor } from "./helpers";

// Every list reads its query string with one helper (readListQuery): nonsense is a 400 that names
// the parameter, never a 500, for the JSON API and for the pages alike.

const NONSENSE: [string, string][] = [
  ["offset=abc", "offset"],
  ["offset=-1", "offset"],
  ["offset=99999999999999999999", "offset"],
  ["limit=0", "limit"],
  ["limit=1000", "limit"],
  ["limit=2.5", "limit"],
  ["limit=abc", "limit"],
];

describe("malformed list queries", () => {
  it("answer 400 naming the parameter on every list endpoint", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const lists: [string, string, string][] = [
      ["/api/blogs", "category=chess", "category"],
      ["/api/blogs", "status=hidden", "status"],
      ["/api/gallery", "category=selfies", "category"],
      ["/api/competitions", "category=cancelled", "category"],
      ["/api/orders", "status=lost", "status"],
      ["/api/users", "", ""],
      ["/api/users/pending", "", ""],
    ];
    for (const [path, filter, name] of lists) {
      const cases: [string, string][] = filter ? [[filter, name], ...NONSENSE] : NONSENSE;
      for (const [query, parameter] of cases) {
        const { status, json } = await call(`${path}?${query}`, { token });
        expect(status, `${path}?${query}`).toBe(400);
        expect(json?.message, `${path}?${query}`).toContain(parameter);
      }
    }
  });

  it("answer 400 on the pages that list, not the error page's 500", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.email, admin.password);
    const pages = [
      "/blogs?category=chess",
      "/blogs?offset=abc",
      "/gallery?category=selfies",
      "/gallery?offset=-4",
      "/competitions?category=cancelled",
      "/competitions?limit=0",
      "/kit-ordering/orders?status=lost",
      "/kit-ordering/orders?offset=x",
      "/admin/users?offset=abc",
      "/admin/messages?limit=-1",
    ];
    for (const path of pages) {
      const { status, text } = await call(path, { headers: { Cookie: cookie } });
      expect(status, path).toBe(400);
      expect(text, path).toContain("This page address is not valid");
    }
    // A well-formed one still answers.
    expect((await call("/blogs?category=abacus&offset=0", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
