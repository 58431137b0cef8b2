import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { call, createUser, db, tokenFor } from "./helpers";

// Inputs a client may send that once gave a 500.

describe("marking many notifications read", () => {
  it("takes the most the API allows (100 ids) in one call", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const ids: string[] = Array.from({ length: 100 }, () => crypto.randomUUID());
    // 40 of them exist (written 10 at a time: D1's own parameter limit applies to the test too).
    for (let i = 0; i < 40; i += 10) {
      await db.insert(notifications).values(ids.slice(i, i + 10).map((id) => ({ id, title: "Bulk", message: `Bulk ${id}` })));
    }
    const answer = await call("/api/notifications", { method: "PATCH", token, body: { ids } });
    expect(answer.status, answer.text).toBe(200);
    const rows = await db.select().from(notifications).all();
    const marked = rows.filter((row) => ids.includes(row.id));
    expect(marked).toHaveLength(40);
    expect(marked.every((row) => row.read)).toBe(true);
    // One more is refused with a message, not a crash.
    const tooMany = await call("/api/notifications", { method: "PATCH", token, body: { ids: [...ids, "one-more"] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json?.errors?.ids).toEqual(["Mark at most 100 notifications at once"]);
  });
});

describe("posts with the same title at the same moment", () => {
  it("all get saved, each at its own address", async () => {
    const author = await createUser({ role: "admin" });
    const token = await tokenFor(author.email, author.password);
    const title = `Abacus Olympiad results ${crypto.randomUUID().slice(0, 8)}`;
    const post = () =>
      call("/api/blogs", {
        method: "POST",
        token,
        body: {
          title,
          excerpt: "Results.",
          content: "Our champions of the year.",
          category: "abacus",
          status: "published",
          publishedDate: "2026-11-20",
        },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, post));
    expect(
      answers.map((answer) => answer.status),
      answers[0]?.text,
    ).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = answers.map((answer) => answer.json?.blog?.slug as string);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect((await call(`/blogs/${slug}`)).status).toBe(200);
  });

  it("renamed at once to one title, both edits land at distinct addresses", async () => {
    const author = await createUser({ role: "admin" });
    const token = await tokenFor(author.email, author.password);
    const make = async (title: string) =>
      (
        await call("/api/blogs", {
          method: "POST",
          token,
          body: { title, excerpt: "Text.", content: "Text.", category: "abacus", status: "published", publishedDate: "2026-11-20" },
        })
      ).json?.blog?.id as string;
    const ids = await Promise.all([
      make(`First ${crypto.randomUUID()}`),
      make(`Second ${crypto.randomUUID()}`),
      make(`Third ${crypto.randomUUID()}`),
    ]);
    const title = `One name for all ${crypto.randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      ids.map((id) =>
        call(`/api/blogs/${id}`, {
          method: "PUT",
          token,
          body: { title, excerpt: "Text.", content: "Text.", category: "abacus", status: "published", publishedDate: "2026-11-20" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json?.blog?.slug)).size).toBe(3);
  });
});
