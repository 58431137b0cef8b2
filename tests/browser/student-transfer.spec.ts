import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { atPath, E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, tokenOf, visitAs } from "./fixtures";

// Issue 34, items 2 and 4, on a phone: a partner opens a student's level history from the roster and
// asks to move them to another centre; the admin confirms on the Transfers tab; the student leaves
// the partner's roster, and the new centre's page shows their whole history.

test.use({ viewport: { width: 390, height: 844 } });

test("a partner asks to move a student to another centre and the admin confirms", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const admin = await tokenOf(request, E2E_ADMIN);
  const partner = await tokenOf(request, E2E_PARTNER);
  const centre = await request.post("/api/centres", {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: `Bright Minds Baner ${run}`,
      city: "Pune",
      area: "Baner",
      address: "4 Baner Road, Baner, Pune",
      pincode: "411045",
      latitude: 18.559,
      longitude: 73.7868,
      phone: "+91 98765 43211",
      courses: ["abacus"],
    },
  });
  expect(centre.status()).toBe(201);
  const baner = ((await centre.json()) as { centre: { id: string; name: string } }).centre;
  const name = `Ishita Transfer${run}`;
  const added = await request.post("/api/students", {
    headers: { Authorization: `Bearer ${partner}` },
    data: {
      name,
      dateOfBirth: "2017-02-11",
      course: "abacus",
      level: 2,
      centreId: E2E_CENTRE.id,
      parentPhone: "+91 98220 33333",
      enrolledOn: "2026-06-01",
    },
  });
  expect(added.status()).toBe(201);

  // The roster links to the student's page: enrolment date, weeks at the level, the history.
  await visitAs(page, E2E_PARTNER, "/my-centres/students");
  await page.getByRole("searchbox", { name: "Search by name or parent's phone" }).fill(`Transfer${run}`);
  // The search applies itself after a pause: clicked before it has, the link's page would be replaced by it.
  await expect(page).toHaveURL(new RegExp(`search=Transfer${run}`));
  await expect(page.getByRole("link", { name })).toHaveCount(1);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("1 Jun 2026").first()).toBeVisible();
  const history = page.getByRole("region", { name: "Level history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Current level");
  await expectAccessible(page);

  // The partner asks; the move waits for the head office.
  await page.getByRole("button", { name: "Move to another centre" }).click();
  const dialog = page.getByRole("dialog", { name: `Move ${name} to another centre` });
  await dialog.getByLabel("New centre").selectOption({ label: `${baner.name}, Pune` });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Ask to move" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Waiting for the head office" })).toContainText(baner.name);
  await expect(page.getByRole("button", { name: "Move to another centre" })).toHaveCount(0);

  // The admin confirms it on the Transfers tab.
  await visitAs(page, E2E_ADMIN, "/admin");
  await page.getByRole("link", { name: "Transfers" }).click();
  await expect(page).toHaveURL(atPath("/admin/transfers"));
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(`From ${E2E_CENTRE.name} to ${baner.name}`);
  await expectAccessible(page);
  await item.getByRole("button", { name: `Confirm moving ${name}` }).click();
  await expect(item).toContainText("Moved");
  await expect(item.getByRole("button", { name: /Confirm/ })).toHaveCount(0);

  // The admin, like the new centre, sees the whole history: the level closed at Kothrud, open at Baner.
  await item.getByRole("link", { name }).click();
  const moved = page.getByRole("region", { name: "Level history" }).getByRole("listitem");
  await expect(moved).toHaveCount(2);
  await expect(moved.first()).toContainText(E2E_CENTRE.name);
  await expect(moved.first()).toContainText("Moved to another centre");
  await expect(moved.last()).toContainText(baner.name);

  // The old centre's partner no longer has them.
  const gone = await request.get(`/api/students?search=Transfer${run}`, { headers: { Authorization: `Bearer ${partner}` } });
  expect(((await gone.json()) as { students: unknown[] }).students).toEqual([]);
});
