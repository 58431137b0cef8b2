import { formatPhone } from "~/lib/indian-phones";
import { E2E_ADMIN, E2E_CENTRE, E2E_PARTNER } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, test, visit, visitAs } from "./fixtures";

// Leads end to end: a parent on a phone books a free demo class at a centre, the centre's partner
// sees it and marks it contacted; a prospect applies on /franchise and the admin sees it in Leads.

test("a parent on a phone books a demo; the centre's partner sees it and marks it contacted", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const parent = `Meera Joshi ${run}`;
  const phone = `98${String(Date.now()).slice(-8)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  // They find the centre by its PIN code and book on its page.
  await visit(page, "/centres");
  await page.getByLabel("City, area or PIN code").fill(E2E_CENTRE.pincode);
  await page.getByRole("button", { name: "Search" }).click();
  // Settled first, as a parent reads the results: a tap during the page's own route discovery would abort it.
  await page.waitForLoadState("networkidle");
  const found = page.getByRole("article", { name: E2E_CENTRE.name, exact: true });
  await found.getByRole("link", { name: E2E_CENTRE.name, exact: true }).click();
  await expect(page).toHaveURL(atPath(`/centres/${E2E_CENTRE.slug}`));
  await page.getByRole("link", { name: "Book a free demo class" }).first().click();
  await expect(page.getByRole("combobox", { name: /^Centre/ })).toHaveValue(E2E_CENTRE.id);
  await page.getByLabel("Parent's name").fill(parent);
  await page.getByLabel("Parent's phone").fill(phone);
  await page.getByLabel("Child's name").fill("Aarav");
  await page.getByLabel(/Child's age/).fill("7");
  await page.getByRole("combobox", { name: /^Course/ }).selectOption("abacus");
  await page.getByRole("button", { name: "Book a free demo class" }).click();
  await expect(page.getByText(/Consent is required/)).toBeVisible();
  await page.getByRole("checkbox", { name: /the centre may call or message me/ }).check();
  await page.getByRole("button", { name: "Book a free demo class" }).click();
  const thanks = page
    .getByRole("status")
    .filter({ hasText: `${E2E_CENTRE.name} will call you on ${formatPhone(`+91${phone}`)} within one working day` });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeInViewport();

  const partnerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const partner = await partnerContext.newPage();
  await visitAs(partner, E2E_PARTNER, "/my-centres/leads");
  const card = partner.getByRole("listitem").filter({ has: partner.getByRole("heading", { name: parent }) });
  await expect(card).toContainText(formatPhone(`+91${phone}`));
  await expect(card).toContainText("Abacus Training");
  await card.getByLabel("Note").fill("Called; demo on Saturday at 11.");
  await card.getByRole("button", { name: "Mark contacted" }).click();
  await expect(card.getByText("Contacted", { exact: true })).toBeVisible();
  await expect(card.getByText("Called; demo on Saturday at 11.")).toBeVisible();
  await partnerContext.close();
});

test("a prospect applies on /franchise and the admin sees it in Leads", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const name = `Sunil Pawar ${run}`;
  await visit(page, "/franchise");
  await expect(page.getByRole("heading", { level: 1, name: "Become a Franchise Partner" })).toBeVisible();
  // The page's own call to action leads to its form; the WhatsApp chat is offered beside the form.
  await expect(page.getByRole("link", { name: "Become a Franchise Partner", exact: true })).toHaveAttribute("href", "#enquiry");
  await expect(page.getByRole("link", { name: /chat with us on WhatsApp/ })).toHaveAttribute("href", /wa\.me/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Phone").fill(`97${String(Date.now()).slice(-8)}`);
  await page.getByLabel("Email").fill(`sunil.${run}@example.com`);
  await page.getByLabel("Current occupation").fill("Shop owner");
  await page.getByLabel("City").fill("Satara");
  await page.getByLabel("Area", { exact: true }).fill("Karad");
  await page.getByRole("combobox", { name: /Investment/ }).selectOption({ index: 2 });
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Our franchise team will call you" })).toBeVisible();

  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin/leads?type=franchise");
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name }) });
  await expect(card).toContainText("Franchise enquiry");
  await expect(card).toContainText("Satara");
  await expect(admin.getByText(/still new after 24 hours/)).toBeVisible();
  await adminContext.close();
});
