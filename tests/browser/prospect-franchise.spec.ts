import { readFileSync } from "node:fs";
import { E2E_ADMIN } from "../../scripts/lib/e2e-users.mjs";
import { samplePdf } from "../../scripts/lib/sample-pdf.mjs";
import { atPath, expect, expectAccessible, test, visit, visitAs } from "./fixtures";

// Issue 31, item 8: a prospective partner on a phone finds /franchise from the home page, sees the
// figures the owner saved (and no others), downloads the brochure the owner uploaded, and enquires
// on the page's own form.

test.use({ viewport: { width: 390, height: 844 } });

test("a prospect reaches the franchise page from the home page, reads the saved figures and enquires", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  // The owner saves two of the four figures in Settings.
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin/settings");
  const figures = admin.getByRole("region", { name: "Franchise figures" });
  await figures.getByLabel(/^Investment/).fill(`₹2.5 to 3 lakh (${run})`);
  await figures.getByLabel(/^Typical payback/).fill("12 to 18 months");
  await figures.getByRole("button", { name: "Save Franchise Figures" }).click();
  await expect(admin.getByRole("status").getByText("Settings saved")).toBeVisible();
  await adminContext.close();

  await visit(page, "/");
  await page.getByRole("link", { name: "How the franchise works" }).click();
  await expect(page).toHaveURL(atPath("/franchise"));
  await expect(page.getByRole("heading", { level: 1, name: "Become a Franchise Partner" })).toBeVisible();
  const shown = page.getByRole("region", { name: "The figures" });
  await expect(shown.getByRole("term")).toHaveText(["Investment", "Typical payback"]);
  await expect(shown.getByRole("definition")).toHaveText([`₹2.5 to 3 lakh (${run})`, "12 to 18 months"]);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Become a Franchise Partner", exact: true }).click();
  const form = page.getByRole("region", { name: "Send a franchise enquiry" });
  await expect(form.getByLabel("Name", { exact: true })).toBeInViewport();
  await form.getByLabel("Name", { exact: true }).fill(`Prakash More ${run}`);
  await form.getByLabel("Phone").fill(`95${String(Date.now()).slice(-8)}`);
  await form.getByLabel("Email").fill(`prakash.${run}@example.com`);
  await form.getByLabel("Current occupation").fill("Teacher");
  await form.getByLabel("City").fill("Kolhapur");
  await form.getByLabel("Area", { exact: true }).fill("Rajarampuri");
  await form.getByRole("combobox", { name: /Investment/ }).selectOption({ index: 2 });
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Our franchise team will call you" })).toBeVisible();
});

test("the owner uploads a brochure in Settings and a prospect downloads it from /franchise", async ({ page, browser }) => {
  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin/settings");
  const section = admin.getByRole("region", { name: "Franchise brochure" });
  const picker = section.getByLabel(/^(New brochure|Brochure) \(PDF\)/);
  // A file that is not a PDF is named before anything is sent.
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Not a brochure") });
  await section.getByRole("button", { name: "Upload Brochure" }).click();
  await expect(section.getByText("The brochure must be a PDF file")).toBeVisible();
  const pdf = Buffer.from(samplePdf("Bright Minds Academy: our franchise offer"));
  await picker.setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: pdf });
  await section.getByRole("button", { name: "Upload Brochure" }).click();
  await expect(admin.getByRole("status").getByText("Franchise brochure uploaded")).toBeVisible();
  await expect(section.getByText(/^PDF, 1 KB, uploaded \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(section.getByRole("link", { name: /Current brochure/ })).toHaveAttribute("href", "/franchise/brochure.pdf");
  await adminContext.close();

  await visit(page, "/franchise");
  const offer = page.getByRole("region", { name: "The franchise brochure" });
  await expect(offer.getByText(/PDF, 1 KB, updated \d+ \w+ \d{4}\./)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await offer.getByRole("link", { name: "Download the brochure" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("bright-minds-franchise-brochure.pdf");
  const saved = await download.path();
  expect(readFileSync(saved!)).toEqual(pdf);
  await expectAccessible(page);
});
