import { readFile } from "node:fs/promises";
import { formatPhone } from "~/lib/indian-phones";
import { formatPublishedDate, indiaDate } from "~/lib/dates";
import { E2E_CENTRE, E2E_PARTNER } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, expectAccessible, test, visit, visitAs } from "./fixtures";

// Issue 31: a parent on a phone books a free demo class from the first screen of the home page (one
// tap to the form, a centre, the booking) and keeps what they booked: a reference the centre knows,
// a summary, the chosen day for their calendar, and the centre's number to change it.

test.use({ viewport: { width: 390, height: 844 } });

test("a parent books a demo class from the home page in three taps and keeps the confirmation", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const parent = `Pooja Kulkarni ${run}`;
  const phone = `96${String(Date.now()).slice(-8)}`;
  const day = indiaDate(new Date(), 5);
  await visit(page, "/");
  // Tap 1: the hero's first button, on the first screen.
  const book = page.getByRole("main").getByRole("link", { name: "Book a free demo class" });
  await expect(book).toBeInViewport();
  await book.click();
  await expect(page).toHaveURL(atPath("/book-demo"));
  await expect(page.getByRole("heading", { level: 1, name: "Book a Free Demo Class" })).toBeVisible();

  // Tap 2: the centre; then what a parent types.
  await page.getByRole("combobox", { name: /^Centre/ }).selectOption(E2E_CENTRE.id);
  await page.getByLabel("Parent's name").fill(parent);
  await page.getByLabel("Parent's phone").fill(phone);
  await page.getByLabel("Child's name").fill("Aarohi");
  await page.getByLabel(/Child's age/).fill("6");
  await page.getByRole("combobox", { name: /^Course/ }).selectOption("phonics");
  await page.getByLabel("Preferred date (optional)").fill(day);
  await page.getByLabel("Preferred time (optional)").fill("Saturday morning");
  await page.getByRole("checkbox", { name: /the centre may call or message me/ }).check();
  // Tap 3: book.
  await page.getByRole("button", { name: "Book a free demo class" }).click();

  const booked = page.getByRole("heading", { name: "Demo class booked" });
  await expect(booked).toBeVisible();
  await expect(booked).toBeInViewport();
  await expect(page.getByRole("status").filter({ has: booked })).toContainText(
    `${E2E_CENTRE.name} will call you on ${formatPhone(`+91${phone}`)} within one working day`,
  );
  const reference = (await page.getByText(/^DB-[0-9A-F]{8}$/).textContent())!;
  const summary = page.getByRole("definition");
  await expect(summary).toContainText([
    "Aarohi, aged 6",
    "Phonics Programs",
    E2E_CENTRE.name,
    `${formatPublishedDate(day)}, Saturday morning`,
  ]);
  // The form is gone: nothing to fill again by mistake.
  await expect(page.getByLabel("Parent's name")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Call ${E2E_CENTRE.name}` })).toHaveAttribute("href", `tel:${E2E_CENTRE.phone}`);
  await expectAccessible(page);

  // The chosen day goes into the phone's calendar.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`demo-class-${reference}.ics`);
  const calendar = await readFile((await download.path())!, "utf8");
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, "")}`);
  expect(calendar).toContain(`SUMMARY:Free Phonics Programs demo class for Aarohi at ${E2E_CENTRE.name}`);

  // The centre's partner finds it by that reference.
  const partnerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const partnerPage = await partnerContext.newPage();
  await visitAs(partnerPage, E2E_PARTNER, "/my-centres/leads");
  const card = partnerPage.getByRole("listitem").filter({ has: partnerPage.getByRole("heading", { name: parent }) });
  await expect(card).toContainText(reference);
  await expect(card).toContainText(`${formatPublishedDate(day)}, Saturday morning`);
  await partnerContext.close();
});
