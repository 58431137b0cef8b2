import type { Page } from "@playwright/test";
import { atPath, expect, signIn, test, visit } from "./fixtures";

type Applicant = { name: string; email: string; whatsapp: string; password: string; confirmPassword: string };

function newApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    name: "Priya Deshmukh",
    // Unique per run, in case the server's database is ever reused.
    email: `priya.${Date.now()}@example.com`,
    whatsapp: "+91 98765 43210",
    password: "franchise-pass",
    confirmPassword: "franchise-pass",
    ...overrides,
  };
}

async function fillRegistration(page: Page, applicant: Applicant) {
  await page.getByLabel("Full Name").fill(applicant.name);
  await page.getByLabel("Email").fill(applicant.email);
  await page.getByLabel("WhatsApp Number").fill(applicant.whatsapp);
  await page.getByLabel("Password", { exact: true }).fill(applicant.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(applicant.confirmPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
}

test.describe("sign up", () => {
  test("a new partner registers, then cannot sign in until approved", async ({ page }) => {
    const applicant = newApplicant();
    await visit(page, "/register");
    await fillRegistration(page, applicant);
    // The toast region is a status too; the confirmation is the one that says something.
    await expect(page.getByRole("status").filter({ hasText: "Your request" })).toHaveText(
      "Your request has been sent. Please wait for approval.",
    );

    await signIn(page, applicant);
    await expect(page.getByRole("status").filter({ hasText: "waiting for approval" })).toBeVisible();
    await expect(page).toHaveURL(atPath("/login"));
  });

  test("mismatched passwords are pointed out", async ({ page }) => {
    await visit(page, "/register");
    await fillRegistration(page, newApplicant({ confirmPassword: "something-else" }));
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page).toHaveURL(atPath("/register"));
  });

  test("a password shorter than 6 characters is refused", async ({ page }) => {
    await visit(page, "/register");
    await fillRegistration(page, newApplicant({ password: "abc", confirmPassword: "abc" }));
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page).toHaveURL(atPath("/register"));
  });
});
