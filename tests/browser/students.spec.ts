import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { atPath, E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visitAs } from "./fixtures";

// The roster on a phone: a partner imports a spreadsheet, is told exactly which lines to fix (and
// nothing is saved), imports the fixed file, then edits a parent's phone and archives a child who
// left. Names carry the run's tag: other specs share the database (and may link the partner to
// more centres, so every line names its centre).

const HEADER = "name,date_of_birth,course,level,parent_phone,centre";
const csvFile = (lines: string[]) => ({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });

test.use({ viewport: { width: 390, height: 844 } });

test("a partner imports a roster CSV on a phone, fixes the lines it names, then edits and archives a student", async ({ page }) => {
  const run = Date.now().toString(36);
  const names = ["Aanya", "Vihaan", "Myra", "Reyansh"].map((first) => `${first} Test${run}`);
  const rows = [
    `${names[0]},2017-03-09,Abacus,3,98220 11111,${E2E_CENTRE.name}`,
    `${names[1]},31-02-2016,Abacus,2,9822011112,${E2E_CENTRE.slug}`,
    `${names[2]},2018-01-20,Phonics,12,9822011113,${E2E_CENTRE.name}`,
    `${names[3]},14/05/2015,Vedic Maths,4,9822011114,${E2E_CENTRE.name}`,
  ];

  await visitAs(page, E2E_PARTNER, "/my-centres");
  await page.getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(atPath("/my-centres/students"));
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();

  // A file with two bad lines: both named, nothing saved.
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import students" });
  await expect(dialog.getByRole("link", { name: "Download the template" })).toHaveAttribute("href", "/my-centres/students/template.csv");
  await dialog.getByLabel("Roster CSV file").setInputFiles(csvFile([HEADER, ...rows]));
  await dialog.getByRole("button", { name: "Import students" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("2 lines need fixing; nothing was imported.");
  const fix = dialog.getByRole("list", { name: "Lines to fix" });
  await expect(fix.getByRole("listitem")).toHaveText([
    "Line 3: Date of birth must be a real date, e.g. 2017-05-14",
    "Line 4: Level must be a whole number from 1 to 10",
  ]);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("searchbox", { name: "Search by name or parent's phone" }).fill(`Test${run}`);
  await expect(page.getByText("No student matches")).toBeVisible();

  // The fixed file imports whole.
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(dialog.getByRole("list", { name: "Lines to fix" })).toHaveCount(0);
  rows[1] = rows[1]!.replace("31-02-2016", "28-02-2016");
  rows[2] = rows[2]!.replace(",12,", ",1,");
  await dialog.getByLabel("Roster CSV file").setInputFiles(csvFile([HEADER, ...rows]));
  await dialog.getByRole("button", { name: "Import students" }).click();
  await expect(page.getByRole("status").filter({ hasText: "4 students imported" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const roster = page.getByRole("region", { name: /^\d+ students?$/ });
  await expect(roster.getByRole("listitem")).toHaveCount(4);
  const reyansh = roster.getByRole("listitem").filter({ hasText: names[3]! });
  await expect(reyansh).toContainText("Vedic Mathematics");
  await expect(reyansh).toContainText("Level 4");
  await expect(reyansh).toContainText("14 May 2015");

  // Adding a child who looks like one on the roster asks first; "Add anyway" adds them.
  await page.getByRole("button", { name: "Add student" }).click();
  const add = page.getByRole("dialog", { name: "Add student" });
  await add.getByLabel("Student's full name").fill(names[0]!);
  await add.getByLabel("Date of birth").fill("2017-03-09");
  await add.getByLabel("Course").selectOption("abacus");
  await add.getByLabel("Level").selectOption("3");
  await add.getByLabel("Centre").selectOption(E2E_CENTRE.id);
  await add.getByLabel("Parent's mobile").fill("98220 11111");
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(add.getByText(`${names[0]}, born 9 Mar 2017, is already on the roster of ${E2E_CENTRE.name}.`)).toBeVisible();
  await expect(add.getByText('Already on the roster: tick "Add anyway" if this is another child')).toBeVisible();
  await expect(roster.getByRole("listitem")).toHaveCount(4);
  await add.getByRole("checkbox", { name: "Add anyway: this is another child" }).check();
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(add).toBeHidden();
  await expect(roster.getByRole("listitem").filter({ hasText: names[0]! })).toHaveCount(2);

  // A parent's new phone number.
  await reyansh.getByRole("button", { name: `Edit ${names[3]}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit student" });
  await edit.getByLabel("Parent's mobile").fill("98765 43210");
  await edit.getByRole("button", { name: "Save student" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${names[3]} saved` })).toBeVisible();
  await expect(reyansh).toContainText("+91 98765 43210");

  // A child who left: archived, kept under Archived, restorable.
  const myra = roster.getByRole("listitem").filter({ hasText: names[2]! });
  await myra.getByRole("button", { name: `Archive ${names[2]}` }).click();
  await page
    .getByRole("dialog", { name: `Archive ${names[2]}?` })
    .getByRole("button", { name: "Archive" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${names[2]} archived` })).toBeVisible();
  await expect(roster.getByRole("listitem")).toHaveCount(4);
  await page.getByRole("link", { name: "Archived" }).click();
  await expect(page).toHaveURL(/archived=only/);
  await expect(page.getByRole("region", { name: /^\d+ students? archived$/ }).getByRole("listitem")).toHaveText([new RegExp(names[2]!)]);
});

test("an admin sees every centre's students on the same page", async ({ page }) => {
  const name = `Kiara Admin${Date.now().toString(36)}`;
  await visitAs(page, E2E_ADMIN, "/kit-ordering");
  await page.getByRole("navigation", { name: "Kit ordering" }).getByRole("link", { name: "All students" }).click();
  await expect(page).toHaveURL(atPath("/my-centres/students"));
  await page.getByRole("button", { name: "Add student" }).click();
  const dialog = page.getByRole("dialog", { name: "Add student" });
  await dialog.getByLabel("Student's full name").fill(name);
  await dialog.getByLabel("Date of birth").fill("2016-06-01");
  await dialog.getByLabel("Course").selectOption("abacus");
  await dialog.getByLabel("Level").selectOption("2");
  await dialog.getByLabel("Centre").selectOption(E2E_CENTRE.id);
  await dialog.getByLabel("Parent's mobile").fill("9822099999");
  await dialog.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} added to the roster` })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name or parent's phone" }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("Every centre's students")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText(E2E_CENTRE.name);
});
