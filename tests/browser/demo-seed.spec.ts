import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_PARTNERS } from "../../scripts/demo/content.mjs";
import { seedDemo } from "../../scripts/demo/seed.mjs";
import { applyMigrations, d1Execute, quietEnv, seedAdmin } from "../../scripts/lib/local-site.mjs";
import { financialYearOf, gstinChecksumMatches, invoiceNumber, lineAmounts, orderTotals } from "~/lib/gst";
import { IMAGE_KEY_PATTERN } from "~/services/images.server";
import { bankSchema } from "~/validation/site-info";

// `npm run demo` (scripts/demo.mjs) on a throwaway state: it fills every part of the site once,
// with invoices as the site itself would number and compute them, and a second run adds nothing.
test.describe("the demo's sample data", () => {
  // One state: the later tests read what the first one seeded.
  test.describe.configure({ mode: "serial" });
  let dir: string;
  // The owner's own data, there before the demo: testimonials and this year's first invoice.
  const ownTestimonials = JSON.stringify([{ name: "Owner's parent", role: "Parent", content: "Our own words.", rating: 5 }]);
  const year = financialYearOf(new Date());
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "demo-seed-"));
    applyMigrations(dir, { quiet: true });
    seedAdmin({ email: "owner@example.com", password: "Owner-chosen-9", persistTo: dir });
    const now = new Date().toISOString();
    d1Execute(
      `INSERT INTO site_settings (key, value, updated_at) VALUES ('testimonials', '${ownTestimonials.replaceAll("'", "''")}', '${now}');
       INSERT INTO orders (id, user_id, franchisee_name, place_of_supply, lines, subtotal, gst, total, financial_year, sequence, invoice_number, created_at, updated_at)
       VALUES ('owner-order', 'admin-1', 'Owner''s own order', '27', '[]', 0, 0, 0, '${year}', 1, '${invoiceNumber(year, 1)}', '${now}', '${now}');`,
      dir,
    );
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const query = (sql: string): Record<string, unknown>[][] =>
    d1Execute(sql, dir).map((statement: { results: Record<string, unknown>[] }) => statement.results);

  test("fills the site once, and a second run adds nothing", async () => {
    const first = await seedDemo({ persistTo: dir, partnerPassword: "Sample-partner-9" });
    expect(first.added).toEqual({
      users: 5,
      blogs: 12,
      gallery_items: 16,
      // Five competitions and a level exam.
      competitions: 7,
      products: 8,
      orders: 9,
      contact_messages: 5,
      notifications: 5,
      leads: 8,
      lead_notes: 3,
      centres: 3,
      students: 10,
      competition_entries: 15,
      // The levels each student did before theirs.
      student_levels: 27,
      // Its business details, UPI payee, bank account and WhatsApp numbers (the owner's testimonials stay).
      site_settings: 4,
    });
    // The sample centres a parent finds, two of them run by sample partners.
    const [centreRows] = query(
      "SELECT c.city, count(p.user_id) AS partners FROM centres c LEFT JOIN centre_partners p ON p.centre_id = c.id WHERE c.id LIKE 'demo-%' GROUP BY c.id ORDER BY c.city;",
    );
    expect(centreRows).toEqual([
      { city: "Mumbai", partners: 0 },
      { city: "Nashik", partners: 1 },
      { city: "Pune", partners: 1 },
    ]);

    // A student's history: the levels before theirs, the one the level exam promoted them from, the one they are at.
    const [history] = query(
      "SELECT level, result, exam_entry_id IS NOT NULL AS byExam FROM student_levels WHERE student_id = 'demo-student-2' ORDER BY started_on, level;",
    );
    expect(history).toEqual([
      { level: 1, result: "assessed", byExam: 0 },
      { level: 2, result: "passed", byExam: 1 },
      { level: 3, result: null, byExam: 0 },
    ]);

    const [photos, competitions, images] = query(
      `SELECT DISTINCT category FROM gallery_items ORDER BY category;
       SELECT DISTINCT category FROM competitions ORDER BY category;
       SELECT image_url AS url FROM blogs UNION ALL SELECT image_url FROM gallery_items
       UNION ALL SELECT image_url FROM competitions WHERE kind = 'competition' UNION ALL SELECT image_url FROM products;`,
    );
    expect(photos!.map((row) => row.category)).toEqual(["achievements", "classes", "competitions", "events"]);
    expect(competitions!.map((row) => row.category)).toEqual(["completed", "ongoing", "upcoming"]);
    // Every picture is an upload of this site's own, one per row, as the image service stores them.
    const keys = images!.map((row) => String(row.url).replace(/^\/images\//, ""));
    expect(keys.filter((key) => !IMAGE_KEY_PATTERN.test(key))).toEqual([]);
    expect(new Set(keys).size).toBe(42);
    const stored = execFileSync(
      "node_modules/.bin/wrangler",
      ["r2", "object", "get", `academy-images/${keys[0]}`, "--local", "--persist-to", dir, "--pipe"],
      { env: quietEnv, stdio: ["ignore", "pipe", "ignore"] },
    );
    expect(stored.subarray(8, 12).toString()).toBe("WEBP");

    const second = await seedDemo({ persistTo: dir, partnerPassword: "Sample-partner-9" });
    expect(second.added).toEqual({});
  });

  test("each sample student has a level history up to their level, and one transfer waits for the admin", () => {
    const [histories, transfers] = query(
      `SELECT s.level, count(*) AS levels, sum(sl.completed_on IS NULL) AS open, min(sl.started_on) = s.enrolled_on AS fromEnrolment
         FROM students s JOIN student_levels sl ON sl.student_id = s.id WHERE s.id LIKE 'demo-%' GROUP BY s.id;
       SELECT status FROM student_transfers WHERE id LIKE 'demo-%';`,
    );
    expect(histories).toHaveLength(10);
    // One row a level (the student who moved centres: one more), one open, the first on the day they enrolled.
    for (const row of histories!) {
      expect(Number(row.levels) - Number(row.level)).toBeGreaterThanOrEqual(0);
      expect(Number(row.levels) - Number(row.level)).toBeLessThanOrEqual(1);
      expect(row).toMatchObject({ open: 1, fromEnrolment: 1 });
    }
    expect(transfers).toEqual([{ status: "pending" }]);
  });

  test("the owner's own data stays as it was", () => {
    const [testimonials, order] = query(
      `SELECT value FROM site_settings WHERE key = 'testimonials';
       SELECT invoice_number AS invoice, franchisee_name AS name FROM orders WHERE id = 'owner-order';`,
    );
    expect(testimonials![0]!.value).toBe(ownTestimonials);
    expect(order).toEqual([{ invoice: invoiceNumber(year, 1), name: "Owner's own order" }]);
  });

  test("invoices continue each year's numbering and are taxed as the site does, with the sample business as supplier", () => {
    const [orders, settings] = query(
      `SELECT * FROM orders ORDER BY financial_year, sequence;
       SELECT value FROM site_settings WHERE key = 'business';`,
    );
    const business = JSON.parse(String(settings![0]!.value));
    // The sample bank account is one Settings would save (its IFSC of the right form), and says it is a sample.
    const [banks] = query("SELECT value FROM site_settings WHERE key = 'bank';");
    const account = bankSchema.parse(JSON.parse(String(banks![0]!.value)));
    expect(account.accountName).toContain("sample data");
    expect(business.legalName).toContain("sample data");
    expect(business.stateCode).toBe("27");
    expect(business.gstin.startsWith("27")).toBe(true);
    expect(gstinChecksumMatches(business.gstin)).toBe(true);
    expect(business.pan).toBe(business.gstin.slice(2, 12));
    for (const partner of SAMPLE_PARTNERS) if (partner.gstin) expect(gstinChecksumMatches(partner.gstin), partner.gstin).toBe(true);

    const perYear = new Map<string, number>();
    for (const order of orders!) {
      const year = String(order.financial_year);
      expect(financialYearOf(new Date(String(order.created_at)))).toBe(year);
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      expect(order.sequence).toBe(perYear.get(year));
      expect(order.invoice_number).toBe(invoiceNumber(year, Number(order.sequence)));
      if (order.id === "owner-order") continue;
      const lines = JSON.parse(String(order.lines));
      for (const line of lines) expect({ taxable: line.taxable, gst: line.gst }).toEqual(lineAmounts(line));
      expect({ subtotal: order.subtotal, gst: order.gst, total: order.total }).toEqual(orderTotals(lines));
      expect(JSON.parse(String(order.supplier))).toEqual(business);
    }
    expect(perYear.size).toBeGreaterThan(1);
  });
});
