import { formatPhone } from "~/lib/indian-phones";
import type { Page } from "@playwright/test";
import { E2E_CENTRE, E2E_PARTNER } from "../../scripts/lib/e2e-users.mjs";
import { expect, test, visit, visitAs } from "./fixtures";

// Issue 29, item 12: a parent books a demo class twice in a day (a different child the second
// time). Both times the page thanks them the same way; the centre's partner finds one card, the
// parent's first booking as it was, with the second one as a note from the booking form.

async function book(page: Page, { parent, phone, child, age }: { parent: string; phone: string; child: string; age: string }) {
  await visit(page, `/book-demo?centre=${E2E_CENTRE.id}`);
  await expect(page.getByRole("combobox", { name: /^Centre/ })).toHaveValue(E2E_CENTRE.id);
  await page.getByLabel("Parent's name").fill(parent);
  await page.getByLabel("Parent's phone").fill(phone);
  await page.getByLabel("Child's name").fill(child);
  await page.getByLabel(/Child's age/).fill(age);
  await page.getByRole("combobox", { name: /^Course/ }).selectOption("abacus");
  await page.getByRole("checkbox", { name: /the centre may call or message me/ }).check();
  await page.getByRole("button", { name: "Book a free demo class" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${E2E_CENTRE.name} will call you on ${formatPhone(`+91${phone}`)} within one working day` }),
  ).toBeVisible();
}

test("a second booking from the same phone is a note on the first, which the partner's card shows", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const parent = `Kavita Rao ${run}`;
  const phone = `93${String(Date.now()).slice(-8)}`;
  await book(page, { parent, phone, child: "Ishaan", age: "8" });
  await book(page, { parent, phone, child: "Riya", age: "5" });

  const partnerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const partner = await partnerContext.newPage();
  await visitAs(partner, E2E_PARTNER, "/my-centres/leads");
  const cards = partner.getByRole("listitem").filter({ has: partner.getByRole("heading", { name: parent }) });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Ishaan, 8");
  const notes = cards.getByRole("list", { name: "Notes" });
  await expect(notes).toContainText(new RegExp(`Booked again by ${parent} for Riya, 5: Abacus Training \\(reference DB-[0-9A-F]{8}\\)\\.`));
  await expect(notes).toContainText("Booking form");
  await partnerContext.close();
});
