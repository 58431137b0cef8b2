import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, recordPaperConsent, signedInAs, test, tokenOf, visit } from "./fixtures";

// Competition entries (issue 16): on a phone, the partner imports a roster from a spreadsheet, finds
// a competition open for registration (made through the API), searches the roster, ticks three
// students, enters them and prints a hall ticket; the admin sees the entries by centre and closes
// registration.

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A roster file of students of the E2E centre, named with a tag no other test uses, at levels 1, 2, 3, 1. */
function rosterFile(tag: string, names: string[]) {
  const lines = names.map((name, index) => `${name} ${tag},2017-0${index + 1}-15,Abacus,${(index % 3) + 1},98220 11111,${E2E_CENTRE.name}`);
  const text = ["name,date_of_birth,course,level,parent_phone,centre", ...lines].join("\r\n");
  return { name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(text) };
}

let adminToken = "";
let partnerToken = "";
let competition: { id: string; title: string };
const tag = `T${Date.now().toString(36)}`;

/** A competition open for registration, with a fee of ₹300 an entry. */
async function openCompetition(request: APIRequestContext, title: string) {
  const created = await request.post("/api/competitions", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      title,
      description: "A district-level abacus meet.",
      date: day(30),
      location: "Balewadi Stadium, Pune",
      registrationDeadline: day(7),
      entryFee: 300,
      levels: ["Level 1", "Level 2", "Level 3"],
      reportingTime: "08:30",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { competition: typeof competition }).competition;
}

test.beforeAll(async ({ request }) => {
  adminToken = await tokenOf(request, E2E_ADMIN);
  partnerToken = await tokenOf(request, E2E_PARTNER);
  competition = await openCompetition(request, `District Abacus Meet ${tag}`);
});

test("a partner enters three students on a phone and prints a hall ticket; the admin sees them and closes registration", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(context, partnerToken, baseURL!);
  // The roster first: imported from a spreadsheet.
  await visit(page, "/my-centres/students");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import students" });
  await dialog
    .getByLabel("Roster CSV file")
    .setInputFiles(rosterFile(tag, ["Aarav Sharma", "Diya Patil", "Kabir Joshi", "Meera Kulkarni"]));
  await dialog.getByRole("button", { name: "Import students" }).click();
  await expect(page.getByRole("status").filter({ hasText: "4 students imported" })).toBeVisible();
  // Their parents signed the enrolment form: the partner records each consent (the API, here).
  const imported = await request.get(`/api/students?search=${tag}`, { headers: { Authorization: `Bearer ${partnerToken}` } });
  const importedIds = ((await imported.json()) as { students: { id: string }[] }).students.map((student) => student.id);
  expect(importedIds).toHaveLength(4);
  await recordPaperConsent(request, partnerToken, importedIds);

  await visit(page, "/my-centres/competitions");
  await page.getByRole("link", { name: `Enter students for ${competition.title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: competition.title })).toBeVisible();
  await expectAccessible(page);

  // Search the roster by the tag, drop one of the four, enter the other three at their roster levels.
  await page.getByLabel("Search your students").fill(tag);
  await page.getByRole("button", { name: "Select all shown (4)" }).click();
  await page.getByLabel(`Meera Kulkarni ${tag}`).uncheck();
  await expect(page.getByText("3 students selected")).toBeVisible();
  await page.getByRole("button", { name: "Enter 3 students" }).click();
  await expect(page.getByText("3 students entered.")).toBeVisible();

  for (const name of ["Aarav Sharma", "Diya Patil", "Kabir Joshi"])
    await expect(page.getByRole("link", { name: `Hall ticket of ${name} ${tag}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay ₹900 by UPI" }).or(page.getByText("Payment details will follow"))).toBeVisible();
  // Entered students leave the picker.
  await expect(page.getByLabel(`Aarav Sharma ${tag}`)).toHaveCount(0);
  await expectAccessible(page);

  // The hall ticket: its own printable page.
  await page.getByRole("link", { name: `Hall ticket of Diya Patil ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hall Ticket" })).toBeVisible();
  await expect(page.getByText(`Diya Patil ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId("roll-number")).toHaveText(/^\d{4}$/);
  await expect(page.getByText("8:30 am").first()).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  await expect(page.getByTestId("roll-number")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The admin: the entries by centre, then registration closed early.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(context, adminToken, baseURL!);
  await visit(page, "/admin/competitions");
  await page.getByRole("link", { name: `Entries of ${competition.title}` }).click();
  const centre = page.getByRole("region", { name: E2E_CENTRE.name });
  await expect(centre.getByRole("link", { name: `Hall ticket of Kabir Joshi ${tag}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Close registration now" }).click();
  await expect(page.getByRole("button", { name: "Reopen registration" })).toBeVisible();

  // The partner can no longer enter or withdraw.
  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, `/my-centres/competitions/${competition.id}`);
  await expect(page.getByText("students can no longer be entered or withdrawn")).toBeVisible();
  await expect(page.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
});

test("a partner reports the entry fees' UTR; the admin confirms that UTR, and a decision made meanwhile in another tab is said", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const partner = { Authorization: `Bearer ${partnerToken}` };
  const fees = await openCompetition(request, `Fees Abacus Meet ${tag}`);
  const upi = { vpa: "brightminds@okicici", payeeName: "Bright Minds Academy" };
  expect((await request.put("/api/info", { headers: { Authorization: `Bearer ${adminToken}` }, data: { upi } })).status()).toBe(200);
  const studentIds: string[] = [];
  for (const name of ["Ishaan Rao", "Tara Nair"]) {
    const added = await request.post("/api/students", {
      headers: partner,
      data: {
        name: `${name} ${tag}`,
        dateOfBirth: "2017-04-02",
        course: "abacus",
        level: 2,
        centreId: E2E_CENTRE.id,
        parentPhone: "98220 11111",
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    studentIds.push(((await added.json()) as { student: { id: string } }).student.id);
  }
  await recordPaperConsent(request, partnerToken, studentIds);
  const entered = await request.post(`/api/competitions/${fees.id}/entries`, { headers: partner, data: { studentIds } });
  expect(entered.status(), await entered.text()).toBe(201);

  await signedInAs(context, partnerToken, baseURL!);
  await visit(page, `/my-centres/competitions/${fees.id}`);
  await expect(page.getByRole("heading", { name: "Pay ₹600 by UPI" })).toBeVisible();
  // Entry fees pay with a transfer of their own: no "covers my other orders" tick here.
  await expect(page.getByLabel("This one payment covers my other order(s) too")).toHaveCount(0);
  const utr = "712345678901";
  await page.getByLabel("Paid? Enter the payment's reference (UTR)").fill(utr);
  await page.getByRole("button", { name: "Report payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Payment reported with UTR ${utr}` })).toBeVisible();

  // The admin's page shows the UTR with its total; another tab confirms it first.
  await signedInAs(context, adminToken, baseURL!);
  const adminPage = `/admin/competitions/${fees.id}`;
  await visit(page, adminPage);
  const payments = page.getByRole("region", { name: "Payments to check" });
  await expect(payments.getByText(`₹600 · UTR ${utr}`)).toBeVisible();
  await expectAccessible(page);
  const otherTab = await context.newPage();
  await visit(otherTab, adminPage);
  await otherTab.getByRole("button", { name: `Mark paid UTR ${utr}` }).click();
  await expect(otherTab.getByText("Marked paid (2 entries)")).toBeVisible();
  await otherTab.close();
  // This tab still shows it: its decision is refused and said, and the row leaves with the reloaded data.
  await payments.getByRole("button", { name: `Mark paid UTR ${utr}` }).click();
  await expect(page.getByText(`No reported payment with UTR ${utr} is waiting in this competition`)).toBeVisible();
  await expect(payments).toHaveCount(0);
});
