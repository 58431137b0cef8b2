import type { Locator } from "@playwright/test";
import { formatPhone } from "~/lib/indian-phones";
import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, expectAccessible, expectTidyLayout, test, visit } from "./fixtures";

// Issue 36 on a phone: a parent switches the home page to मराठी, finds a centre and books a demo
// class, all in Marathi; the site remembers the choice.

test.use({ viewport: { width: 390, height: 844 } });

/** Words of the English interface; the page's own data (the centre's name and address) may be Latin. */
const ENGLISH_INTERFACE = /\b(Book|Centres?|Courses?|Parent|Child|Search|Find|Thank|Choose|Phone|Home|Menu|Submit|required)\b/;

async function expectMarathiOnly(main: Locator) {
  // Centres' names and addresses are their own (other journeys add centres too).
  const data = [E2E_CENTRE.name, E2E_CENTRE.address, ...(await main.locator("article h2, article header p").allInnerTexts())];
  const shown = data.reduce((text, datum) => text.replaceAll(datum, ""), await main.innerText());
  expect(shown).not.toMatch(ENGLISH_INTERFACE);
  expect(shown).toMatch(/[\u0900-\u097F]{4,}/);
}

test("a parent switches to Marathi, finds a centre and books a demo class in Marathi", async ({ page }) => {
  const phone = `97${String(Date.now()).slice(-8)}`;
  await visit(page, "/");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(atPath("/mr/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अबॅकस, फोनिक्स आणि वैदिक गणितातून तुमच्या मुलाची क्षमता फुलवा");
  await expectMarathiOnly(page.getByRole("main"));
  await expectAccessible(page);
  await expectTidyLayout(page);

  // Finding a centre: the hero's button, a search by area.
  await page.getByRole("main").getByRole("link", { name: "जवळचे केंद्र शोधा" }).first().click();
  await expect(page).toHaveURL(atPath("/mr/centres"));
  await expect(page.getByRole("heading", { level: 1, name: "तुमच्या जवळचे केंद्र शोधा" })).toBeVisible();
  await page.getByLabel("शहर, परिसर किंवा पिन कोड").fill(E2E_CENTRE.area);
  await page.getByRole("button", { name: "शोधा" }).click();
  await expect(page).toHaveURL(/\/mr\/centres\?q=Kothrud/);
  await expect(page.getByRole("heading", { name: /“Kothrud” साठी [१२३४५६७८९०,]+ केंद्रे?/ })).toBeVisible();
  await expectMarathiOnly(page.getByRole("main"));
  await page.getByRole("link", { name: E2E_CENTRE.name, exact: true }).click();
  await expect(page).toHaveURL(atPath(`/mr/centres/${E2E_CENTRE.slug}`));
  await expect(page.getByRole("heading", { level: 2, name: "अभ्यासक्रम आणि शुल्क" })).toBeVisible();

  // Booking: a mistake is told in Marathi, then the booking.
  const form = page.locator("#demo-booking");
  await form.getByRole("button", { name: "मोफत डेमो वर्ग बुक करा" }).click();
  await expect(form.getByText("पालकांचे नाव लिहा")).toBeVisible();
  await form.getByLabel("पालकांचे नाव").fill("सुनीता पाटील");
  await form.getByLabel("पालकांचा फोन").fill(phone);
  await form.getByLabel("मुलाचे नाव").fill("ईशान");
  await form.getByLabel(/मुलाचे वय/).fill("8");
  await form.getByRole("combobox", { name: "अभ्यासक्रम" }).selectOption("abacus");
  await form.getByRole("checkbox", { name: /केंद्राने मला फोन किंवा संदेश करण्यास/ }).check();
  await expectMarathiOnly(page.getByRole("main"));
  await form.getByRole("button", { name: "मोफत डेमो वर्ग बुक करा" }).click();

  const booked = page.getByRole("heading", { name: "डेमो वर्ग बुक झाला" });
  await expect(booked).toBeVisible();
  await expect(page.getByRole("status").filter({ has: booked })).toContainText(
    `धन्यवाद! ${E2E_CENTRE.name} एका कामकाजाच्या दिवसात तुम्हाला ${formatPhone(`+91${phone}`)} वर फोन करेल.`,
  );
  await expect(page.getByRole("definition")).toContainText(["ईशान, वय ८", "अबॅकस प्रशिक्षण"]);
  await expectMarathiOnly(page.getByRole("main"));
  await expectAccessible(page);

  // The choice is remembered: the English address of a page opens it in Marathi.
  await visit(page, "/centres");
  await expect(page).toHaveURL(atPath("/mr/centres"));
  await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
});
