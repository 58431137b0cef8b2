import { beforeAll, describe, expect, it } from "vitest";
import { blogs } from "~/db/schema";
import { seedCentre } from "./competition-fixtures";
import { BASE, createUser, db, freshAddress, sessionCookie } from "./helpers";
import { workerFetch } from "./worker-fetch";

// An account on a temporary password may do nothing before it has chosen its own (DESIGN.md,
// Identity). Pages open to visitors that show a signed-in user more (drafts to an admin, an
// inactive centre, the admin's forms) send it to choose its password first, as every page action
// does, and show it nothing of what it would see signed in; a page that shows everyone the same
// (home) stays open to it.

function get(path: string, cookie: string) {
  return workerFetch(`${BASE}${path}`, { redirect: "manual", headers: { Cookie: cookie, "CF-Connecting-IP": freshAddress() } });
}

describe("pages that read as whoever is signed in, for an account still on its temporary password", () => {
  let cookie: string;
  const draftTitle = `Unfinished draft ${crypto.randomUUID().slice(0, 8)}`;
  const draftSlug = `unfinished-draft-${crypto.randomUUID().slice(0, 8)}`;
  const centreSlug = `closed-centre-${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const account = await createUser({ role: "admin", mustChangePassword: true });
    cookie = await sessionCookie(account.email, account.password);
    expect(cookie).toMatch(/^__Host-academy_session=./);
    await db.insert(blogs).values({
      slug: draftSlug,
      title: draftTitle,
      excerpt: "Not ready",
      content: "Not ready for anyone yet.",
      status: "draft",
      publishedDate: "2026-11-20",
      authorName: "Someone",
    });
    await seedCentre({ slug: centreSlug, name: "Closed Centre", active: false });
  });

  it("are answered with the password change first, and show nothing of what it would see signed in", async () => {
    for (const path of ["/blogs?status=draft", `/blogs/${draftSlug}`, "/gallery", "/competitions", `/centres/${centreSlug}`]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/account/password?${new URLSearchParams({ redirectTo: path })}`);
      const text = await response.text();
      expect(text, path).not.toContain(draftTitle);
      expect(text, path).not.toContain("Closed Centre");

      // The hydrated page's data request (`.data`) is answered the same way.
      const url = new URL(path, BASE);
      const data = await get(`${url.pathname}.data${url.search}`, cookie);
      expect([202, 204, 302], `${path} (.data)`).toContain(data.status);
      expect(data.headers.get("X-Remix-Redirect") ?? data.headers.get("Location") ?? "", `${path} (.data)`).toContain("/account/password");
      expect(await data.text(), `${path} (.data)`).not.toContain(draftTitle);
    }
  });

  it("may still open the password change and the pages everyone sees alike", async () => {
    for (const path of ["/", "/account/password"]) expect((await get(path, cookie)).status, path).toBe(200);
  });
});
