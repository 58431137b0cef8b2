import { E2E_PUBLISHED, E2E_RESULTS } from "../../scripts/lib/e2e-results.mjs";
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

// Results and certificates (issue 16): the admin imports results from a CSV (a bad file first: every
// bad row by line, nothing saved) and publishes them; the partner opens a certificate, follows its
// verify link and sees it verified; the public results page names children by first name and
// initial. The competition and its entries are the test server's (scripts/lib/e2e-results.mjs).

const csvFile = (text: string) => ({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
const [ananya, rohan, sara] = E2E_RESULTS.entries;

test("the admin imports results and publishes them; the partner prints a certificate and sees it verified", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedInAs(context, await tokenOf(request, E2E_ADMIN), baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, `/admin/competitions/${E2E_RESULTS.competitionId}/results`);
  await expect(page.getByText("Not published yet")).toBeVisible();
  // The competition's card leads here too.
  await expect(page.getByRole("link", { name: "Download the template" })).toHaveAttribute("href", /results\.csv$/);

  // A file with bad rows: each is listed by its line, and nothing is saved.
  const file = page.getByLabel("Results file (CSV)");
  await file.setInputFiles(
    csvFile(`Roll number,Score,Rank,Award\n${ananya!.rollNumber},97,1,gold\n${rohan!.rollNumber},ninety,2,silver\n9999,80,1,gold\n`),
  );
  await page.getByRole("button", { name: "Import results" }).click();
  const problems = page.getByRole("alert").filter({ hasText: "nothing was saved" });
  await expect(problems).toContainText("Line 3: score must be a number");
  await expect(page.getByText("0 of 3 entries have a result.")).toBeVisible();

  await file.setInputFiles(
    csvFile(
      `Roll number,Score,Rank,Award\n${ananya!.rollNumber},97,1,gold\n${rohan!.rollNumber},92.5,2,silver\n${sara!.rollNumber},99,1,gold\n`,
    ),
  );
  await page.getByRole("button", { name: "Import results" }).click();
  await expect(page.getByText("3 results saved.")).toBeVisible();
  await expect(page.getByText("3 of 3 entries have a result.")).toBeVisible();

  // One result corrected by hand.
  await page.getByLabel(`Award of ${rohan!.studentName} (roll ${rohan!.rollNumber})`).selectOption("bronze");
  await page.getByRole("button", { name: `Save the result of ${rohan!.studentName}` }).click();
  await expect(page.getByText(`Saved the result of roll number ${rohan!.rollNumber}.`)).toBeVisible();

  await page.getByRole("button", { name: "Publish results" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish the results?" });
  await expect(dialog).toContainText("3 students get certificates");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Publish results" }).click();
  await expect(page.getByText("Published, with 3 certificates. Partners are notified.")).toBeVisible();
  await expect(page.getByRole("link", { name: "public results page" })).toBeVisible();

  // The partner: their update, then the certificate on A4 landscape, then its verify link.
  await signedInAs(context, await tokenOf(request, E2E_PARTNER), baseURL!);
  await visit(page, "/kit-ordering/updates");
  await expect(page.getByText(`The results of “${E2E_RESULTS.title}” are out.`)).toBeVisible();
  await visit(page, `/certificates/${ananya!.id}`);
  const certificate = page.getByRole("article", { name: `Certificate for ${ananya!.studentName}` });
  await expect(certificate).toContainText(ananya!.studentName);
  await expect(certificate).toContainText("Gold Medal");
  await expect(certificate).toContainText(E2E_RESULTS.title);
  const code = (await certificate.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent())!;
  await expect(certificate.getByRole("img", { name: `QR code linking to ${baseURL}/verify/${code}` })).toBeVisible();
  await expectOnePrintedSheet(page, PAPER.a4Landscape, "A4 landscape");

  await page.getByRole("link", { name: "Verify" }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  await expect(page.getByRole("heading", { name: "Verified certificate" })).toBeVisible();
  await expect(page.getByText(ananya!.studentName)).toBeVisible();

  // Anyone: the public results, with first names and initials only.
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/competitions/${E2E_RESULTS.competitionId}/results`);
  const level1 = page.getByRole("region", { name: "Level 1" });
  await expect(level1.getByRole("listitem").first()).toContainText("Ananya D.");
  await expect(level1).toContainText("Rohan K.");
  await expect(page.getByText(ananya!.studentName)).toHaveCount(0);
});

test("a visitor types a certificate's code to verify it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/verify");
  await page.getByLabel("Certificate code").fill(E2E_PUBLISHED.code.toLowerCase().replace("-", " "));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${E2E_PUBLISHED.code}$`));
  await expect(page.getByRole("heading", { name: "Verified certificate" })).toBeVisible();
  await expect(page.getByText("Meera Joshi")).toBeVisible();
});
