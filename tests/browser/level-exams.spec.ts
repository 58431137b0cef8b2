import { E2E_LEVEL_KIT, E2E_LEVEL_STUDENTS } from "../../scripts/lib/e2e-level-exams.mjs";
import {
  E2E_ADMIN,
  E2E_PARTNER,
  expect,
  expectAccessible,
  expectOnePrintedSheet,
  PAPER,
  signedInAs,
  test,
  tokenOf,
  visit,
} from "./fixtures";

// Level exams (issue 34): the admin schedules one for Level 2, held today; the partner enters the
// students who are due (the test server's, at Level 2 for 200 days: scripts/lib/e2e-level-exams.mjs)
// and prints a hall ticket; the admin imports marks from a CSV and publishes; the partner sees who
// passed, orders the kits of the new level, and prints a level certificate whose QR code a visitor
// follows to see it verified, with the child's first name and initial only.

/** Today in India (the exam's day and its deadline). */
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const csvFile = (text: string) => ({ name: "marks.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
const [tara, nikhil, aisha] = E2E_LEVEL_STUDENTS as [string, string, string];
const title = "Abacus Training level exam: Level 2";

test("a level exam from scheduling to promotions, kits and a verified level certificate", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const adminToken = await tokenOf(request, E2E_ADMIN);
  const partnerToken = await tokenOf(request, E2E_PARTNER);

  // The admin schedules it from the Competitions tab.
  await signedInAs(context, adminToken, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/admin/competitions");
  await page.getByRole("button", { name: "Schedule a level exam" }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule a level exam" });
  await schedule.getByLabel("Course").selectOption("abacus");
  await schedule.getByRole("checkbox", { name: "2", exact: true }).check();
  await schedule.getByLabel("Exam day").fill(today);
  await schedule.getByLabel("Registration deadline").fill(today);
  await schedule.getByLabel("Fee per student (₹)").fill("150");
  await expectAccessible(page);
  await schedule.getByRole("button", { name: "Schedule the exam" }).click();
  await expect(page.getByText(`Scheduled “${title}”.`)).toBeVisible();

  // The partner, on a phone: only the students due for it are offered; three entered, a hall ticket printed.
  await signedInAs(context, partnerToken, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/my-centres/competitions");
  await page
    .getByRole("link", { name: `Enter students for ${title}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const examId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveCount(0);
  for (const name of [tara, nikhil, aisha]) await page.getByLabel(name).check();
  await page.getByRole("button", { name: "Enter 3 students" }).click();
  await expect(page.getByText("3 students entered.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: `Hall ticket of ${tara}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hall Ticket" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  // Roll numbers follow the names: Aisha 1001, Nikhil 1002, Tara 1003.
  await expect(page.getByTestId("roll-number")).toHaveText("1003");

  // The admin imports the marks (Aisha below the pass mark, Nikhil exactly at it) and publishes.
  await signedInAs(context, adminToken, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/admin/competitions");
  await page
    .getByRole("link", { name: `Marks of ${title}` })
    .first()
    .click();
  await expect(page.getByText("0 of 3 students have marks")).toBeVisible();
  const file = page.getByLabel("Marks file (CSV)");
  await file.setInputFiles(csvFile("Roll number,Marks\n1001,41\n1002,sixty\n"));
  await page.getByRole("button", { name: "Import marks" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "nothing was saved" })).toContainText(
    "Line 3: marks must be a number from 0 to 100",
  );
  await file.setInputFiles(csvFile("Roll number,Student,Marks\n1001,Aisha Khan,41\n1002,Nikhil Pawar,60\n1003,Tara Bhosale,82.5\n"));
  await page.getByRole("button", { name: "Import marks" }).click();
  await expect(page.getByText("3 students' marks saved.")).toBeVisible();
  await expect(page.getByText("3 of 3 students have marks; 2 at or above the pass mark of 60.")).toBeVisible();
  await page.getByRole("button", { name: "Publish results" }).click();
  const publish = page.getByRole("dialog", { name: "Publish the results?" });
  await expect(publish).toContainText("2 students move up a level");
  await expectAccessible(page);
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: 2 students moved up a level. Partners are notified.")).toBeVisible();
  expect(examId).toBeTruthy();

  // The partner sees who passed, and orders the kits of the new level.
  await signedInAs(context, partnerToken, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/my-centres/competitions/${examId}`);
  const results = page.getByRole("listitem").filter({ hasText: tara });
  await expect(results).toContainText("82.5 / 100");
  await expect(results).toContainText("Passed");
  await expect(page.getByRole("listitem").filter({ hasText: aisha })).toContainText("Not passed");
  // The partner tells Tara's parent from their own WhatsApp, the message written for them.
  const tell = page.getByRole("link", { name: `Tell the parent of ${tara} on WhatsApp (opens in a new tab)` });
  await expect(tell).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919822012345\?text=Congratulations!%20Tara%20has%20passed%20Abacus%20Training%20Level%202/,
  );
  await expect(page.getByRole("link", { name: `Tell the parent of ${aisha} on WhatsApp (opens in a new tab)` })).toHaveCount(0);
  await page.getByRole("link", { name: "Kits for the new levels" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kits for the coming levels" })).toBeVisible();
  await page
    .getByText(/^Who needs them/)
    .first()
    .click();
  await expect(page.getByText(`${tara} · Abacus Training: started Level 3 on`)).toBeVisible();
  await expect(page.getByText(`${nikhil} · Abacus Training: started Level 3 on`)).toBeVisible();
  await expect(page.getByRole("list", { name: /^Kits for / }).first()).toContainText(E2E_LEVEL_KIT.name);
  await expectAccessible(page);
  await page
    .getByRole("button", { name: /^Order these kits/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kit-ordering$/);
  await expect(page.getByRole("region", { name: "Cart" })).not.toContainText("Cart: 0 items");

  // Tara's level certificate: printed on one sheet, its QR code leading to the verification.
  await visit(page, `/my-centres/competitions/${examId}`);
  await page.getByRole("link", { name: `Certificate of ${tara}` }).click();
  const certificate = page.getByRole("article", { name: `Certificate for ${tara}` });
  await expect(certificate).toContainText("Certificate of Level Completion");
  await expect(certificate).toContainText("has passed Level 2 of the Abacus Training programme");
  const code = (await certificate.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent())!;
  await expect(certificate.getByRole("img", { name: `QR code linking to ${baseURL}/verify/${code}` })).toBeVisible();
  await expectOnePrintedSheet(page, PAPER.a4Landscape, "A4 landscape");

  // A visitor (no session) follows the QR code.
  const visitor = await browser.newContext({ baseURL });
  const phone = await visitor.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/verify/${code}`);
  await expect(phone.getByRole("heading", { name: "Verified certificate" })).toBeVisible();
  await expect(phone.getByText("Tara B.", { exact: true })).toBeVisible();
  await expect(phone.getByText("Abacus Training Level 2", { exact: true })).toBeVisible();
  await expect(phone.locator("body")).not.toContainText("Bhosale");
  await visitor.close();
});
