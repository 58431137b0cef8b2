import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, tokenOf, visitAs } from "./fixtures";

// Issue 34, item 4, from the other side, on a phone: a child moves to the partner's centre from
// another centre. The partner cannot know the child's id there, so they name the child as the parent
// can (name, date of birth, the parent's phone); the request waits for the head office.

test.use({ viewport: { width: 390, height: 844 } });

test("a partner asks for a child joining from another centre by the parent's details", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const admin = await tokenOf(request, E2E_ADMIN);
  const centre = await request.post("/api/centres", {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: `Bright Minds Aundh ${run}`,
      city: "Pune",
      area: "Aundh",
      address: "7 ITI Road, Aundh, Pune",
      pincode: "411007",
      latitude: 18.558,
      longitude: 73.8077,
      phone: "+91 98765 43212",
      courses: ["abacus"],
    },
  });
  expect(centre.status()).toBe(201);
  const aundh = ((await centre.json()) as { centre: { id: string; name: string } }).centre;
  const name = `Sana Joining${run}`;
  const added = await request.post("/api/students", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name, dateOfBirth: "2016-11-03", course: "abacus", level: 3, centreId: aundh.id, parentPhone: "+91 98220 77777" },
  });
  expect(added.status()).toBe(201);

  await visitAs(page, E2E_PARTNER, "/my-centres/students");
  await page.getByRole("button", { name: "From another centre" }).click();
  const dialog = page.getByRole("dialog", { name: "A child moving from another centre" });
  await dialog.getByLabel("Child's full name").fill(name.toLowerCase());
  await dialog.getByLabel("Date of birth").fill("2016-11-03");
  // A detail the other centre wrote otherwise finds nobody, and says so.
  await dialog.getByLabel("Parent's mobile").fill("98220 77778");
  await dialog.getByLabel("Joining your centre").selectOption({ label: `${E2E_CENTRE.name}, ${E2E_CENTRE.city}` });
  await dialog.getByRole("button", { name: "Ask for the student" }).click();
  await expect(dialog.getByText(/No child with this name, date of birth and parent's phone/)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel("Parent's mobile").fill("98220 77777");
  await dialog.getByRole("button", { name: "Ask for the student" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the head office will confirm the move" })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The head office sees it waiting, from Aundh to the partner's centre.
  await visitAs(page, E2E_ADMIN, "/admin/transfers");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(`From ${aundh.name} to ${E2E_CENTRE.name}`);
  await expect(item.getByRole("button", { name: `Confirm moving ${name}` })).toBeVisible();
});
