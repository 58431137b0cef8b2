import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { competitions, notifications } from "~/db/schema";
import worker from "../../server";
import { faultyD1 } from "./faulty-d1";
import { call, createUser, db, tokenFor, validRegistration } from "./helpers";

async function adminToken() {
  const admin = await createUser({ role: "admin" });
  return tokenFor(admin.email, admin.password);
}

const feedOf = async (token: string) =>
  (await call("/api/notifications", { token })).json as {
    notifications: { id: string; title: string; message: string; read: boolean; time: string }[];
    unread: number;
  };

/** Fires the worker's Cron Trigger as Cloudflare would at `when`. */
async function runSchedule(when: string, workerEnv: Env = env) {
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(when).getTime(), cron: "30 3 * * *" }),
    workerEnv,
    createExecutionContext(),
  );
}

/** A D1 whose inserts into the feed fail `times` times, then work. */
function feedInsertsFail(times: number) {
  let left = times;
  return { ...env, DB: faultyD1(env.DB, (sql) => /^insert into "notifications"/i.test(sql) && left-- > 0) };
}

describe("the notifications feed", () => {
  it("gets exactly one row for each sign-up, order and contact message, newest first", async () => {
    const token = await adminToken();
    const marker = crypto.randomUUID().slice(0, 8);

    await call("/api/auth/register", { method: "POST", body: validRegistration({ name: `Asha ${marker}` }) });
    await call("/api/contact", {
      method: "POST",
      body: {
        name: `Ravi ${marker}`,
        email: "ravi@example.com",
        phone: "+91 98220 12345",
        subject: `Batches ${marker}`,
        message: "Which batches are open?",
      },
    });

    const feed = await feedOf(token);
    const mine = feed.notifications.filter((note) => note.message.includes(marker));
    expect(mine.map((note) => note.title)).toEqual(["New contact message", "New franchise registration"]);
    expect(mine[1]?.message).toContain(`Asha ${marker}`);
    expect(mine[0]?.message).toContain(`Ravi ${marker}`);
    expect(mine[0]?.message).toContain(`Batches ${marker}`);
    expect(feed.unread).toBeGreaterThanOrEqual(2);
  });

  it("marks chosen notifications read, or all of them, and counts what is unread", async () => {
    const token = await adminToken();
    await call("/api/auth/register", { method: "POST", body: validRegistration() });
    await call("/api/auth/register", { method: "POST", body: validRegistration() });
    const before = await feedOf(token);
    const [first] = before.notifications.filter((note) => !note.read);
    const one = await call("/api/notifications", { method: "PATCH", token, body: { ids: [first!.id] } });
    expect(one.status).toBe(200);
    expect(one.json?.unread).toBe(before.unread - 1);
    expect((await feedOf(token)).notifications.find((note) => note.id === first!.id)?.read).toBe(true);
    const all = await call("/api/notifications", { method: "PATCH", token, body: {} });
    expect(all.json?.unread).toBe(0);
    expect((await feedOf(token)).unread).toBe(0);
    expect((await call("/api/notifications", { method: "PATCH", token, body: { ids: "all" } })).status).toBe(400);
  });
});

describe("the daily 9:00 IST schedule", () => {
  it("adds the blog reminder and one alert per competition within 3 days, and nothing on a second run", async () => {
    const base = {
      description: "Regional round",
      location: "Pune",
      participants: 0,
      category: "upcoming" as const,
      type: "state" as const,
      prizes: [],
    };
    await db.insert(competitions).values([
      { ...base, id: "cmp-today", title: "Abacus Sprint", date: "2030-06-10" },
      { ...base, id: "cmp-in-3", title: "Phonics Bee", date: "2030-06-13" },
      { ...base, id: "cmp-in-4", title: "Vedic Relay", date: "2030-06-14" },
      { ...base, id: "cmp-past", title: "Old Cup", date: "2030-06-09" },
    ]);
    // 03:30 UTC on 10 June 2030 is 9:00 in India.
    await runSchedule("2030-06-10T03:30:00Z");
    await runSchedule("2030-06-10T03:30:00Z");

    const rows = await db.select().from(notifications).where(like(notifications.id, "%2030-06-1%"));
    expect(rows.map((row) => row.id).sort()).toEqual([
      "blog-reminder:2030-06-10",
      "competition-alert:cmp-in-3:2030-06-13",
      "competition-alert:cmp-today:2030-06-10",
    ]);
    expect(rows.find((row) => row.id === "competition-alert:cmp-today:2030-06-10")).toMatchObject({
      title: "Competition today",
      message: "Abacus Sprint is on 10 Jun 2030 at Pune.",
    });
    expect(rows.find((row) => row.id === "blog-reminder:2030-06-10")?.title).toBe("Daily blog reminder");

    // The next day brings a new reminder, and no second alert for the same competitions.
    await runSchedule("2030-06-11T03:30:00Z");
    const after = await db.select().from(notifications).where(like(notifications.id, "%2030-06-1%"));
    expect(after.map((row) => row.id).sort()).toEqual([
      "blog-reminder:2030-06-10",
      "blog-reminder:2030-06-11",
      "competition-alert:cmp-in-3:2030-06-13",
      "competition-alert:cmp-in-4:2030-06-14",
      "competition-alert:cmp-today:2030-06-10",
    ]);
  });

  it("tries a failed run once more, and logs what it added", async () => {
    await db.insert(competitions).values({
      id: "cmp-2031",
      title: "Maths Olympiad",
      description: "Final round",
      location: "Nashik",
      participants: 0,
      category: "upcoming",
      type: "state",
      prizes: [],
      date: "2031-03-02",
    });
    const log = vi.spyOn(console, "log");
    try {
      await runSchedule("2031-03-01T03:30:00Z", feedInsertsFail(1));
      await runSchedule("2031-03-01T03:30:00Z");
      expect(log.mock.calls.map((args) => String(args[0]))).toEqual(
        expect.arrayContaining([
          "Daily reminders for 2031-03-01: added 1 blog reminder and 1 competition alert (0 already there)",
          "Daily reminders for 2031-03-01: added 0 blog reminders and 0 competition alerts (2 already there)",
        ]),
      );
    } finally {
      log.mockRestore();
    }
    const rows = await db.select().from(notifications).where(like(notifications.id, "%2031-03-0%"));
    expect(rows.map((row) => row.id).sort()).toEqual(["blog-reminder:2031-03-01", "competition-alert:cmp-2031:2031-03-02"]);
  });

  it("reports a run that fails twice as failed, having added nothing", async () => {
    await expect(runSchedule("2031-04-01T03:30:00Z", feedInsertsFail(2))).rejects.toThrow();
    expect(await db.select().from(notifications).where(like(notifications.id, "%2031-04-01%"))).toEqual([]);
  });
});
