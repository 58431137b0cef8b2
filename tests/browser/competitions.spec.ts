import type { Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, expectWellBehavedImages, test, visit, visitAs } from "./fixtures";

const cardOf = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("competitions, as an administrator", () => {
  test("adds, edits, filters and deletes a competition", async ({ page }) => {
    const title = `Pune Abacus Olympiad ${Date.now()}`;
    await visitAs(page, E2E_ADMIN, "/competitions");
    await expect(page.getByRole("heading", { name: "Competitions & Events", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Add New Competition" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Competition" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("A speed and accuracy contest for abacus students of all levels.");
    await expect(dialog.getByText("11/300 words")).toBeVisible();
    await dialog.getByLabel("Date").fill("2026-11-12");
    await dialog.getByLabel("Location").fill("Balgandharva Hall, Pune");
    await dialog.getByLabel("Participants").fill("120");
    await dialog.getByLabel("New prize").fill("Gold trophy");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByLabel("New prize").fill("  Gold trophy ");
    await dialog.getByLabel("New prize").press("Enter");
    await dialog.getByLabel("New prize").fill("Certificates for all");
    await dialog.getByLabel("New prize").press("Enter");
    await expect(dialog.getByRole("list", { name: "Prizes" }).getByRole("listitem")).toHaveText(["Gold trophy", "Certificates for all"]);
    await dialog.getByLabel("Button URL").fill("https://example.com/olympiad");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Create Competition" }).click();

    await expect(page.getByRole("status")).toContainText("Competition created successfully");
    await expect(dialog).toBeHidden();
    const card = cardOf(page, title);
    await expect(card.getByText("State Level").first()).toBeVisible();
    await expect(card.getByText("12 Nov 2026", { exact: true })).toBeVisible();
    // Its day has passed, yet it is marked upcoming: the admin is shown so (the category stays theirs).
    await expect(card.getByText("Marked upcoming, but its date (12 Nov 2026) has passed.")).toBeVisible();
    await expect(card.getByText("Balgandharva Hall, Pune")).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText(["Gold trophy", "Certificates for all"]);
    const register = card.getByRole("link", { name: /Register Now/ });
    await expect(register).toHaveAttribute("href", "https://example.com/olympiad");
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", /noopener/);

    await card.getByRole("button", { name: /Edit/ }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Competition" });
    await expect(editDialog.getByLabel("Title")).toHaveValue(title);
    await expect(editDialog.getByRole("list", { name: "Prizes" }).getByRole("listitem")).toHaveCount(2);
    await editDialog.getByLabel("Category").selectOption("completed");
    await editDialog.getByRole("button", { name: "Remove prize Certificates for all" }).click();
    await editDialog.getByRole("button", { name: "Update Competition" }).click();
    await expect(page.getByRole("status")).toContainText("Competition updated successfully");
    await expect(card.getByRole("link", { name: /View Results/ })).toBeVisible();
    await expect(card.getByRole("link", { name: /Register Now/ })).toHaveCount(0);
    await expect(card.getByRole("listitem")).toHaveText(["Gold trophy"]);

    const filters = page.getByRole("navigation", { name: "Filter competitions" });
    await filters.getByRole("link", { name: "Upcoming" }).click();
    await expect(filters.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
    await expect(cardOf(page, title)).toHaveCount(0);
    await filters.getByRole("link", { name: "Completed" }).click();
    await expect(cardOf(page, title)).toBeVisible();
    await filters.getByRole("link", { name: "All" }).click();
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await expect(cardOf(page, title)).toBeVisible();

    await cardOf(page, title)
      .getByRole("button", { name: /Delete/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete Competition" });
    await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toContainText("Competition deleted successfully");
    await expect(cardOf(page, title)).toHaveCount(0);
  });

  test("an empty form says to fill in the required fields", async ({ page }) => {
    await visitAs(page, E2E_ADMIN, "/competitions");
    await page.getByRole("button", { name: "Add New Competition" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Competition" });
    // Moving between fields checks them quietly: the toast waits for the admin's own submit.
    await dialog.getByLabel("Title").fill("Half-filled");
    await dialog.getByLabel("Location").focus();
    await dialog.getByLabel("Location").blur();
    await expect(dialog.getByText("Location is required")).toBeVisible();
    await expect(page.getByRole("status")).not.toContainText("Please fill in all required fields");
    await dialog.getByLabel("Title").fill("");
    await dialog.getByRole("button", { name: "Create Competition" }).click();
    await expect(page.getByRole("status")).toContainText("Error");
    await expect(page.getByRole("status")).toContainText("Please fill in all required fields");
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Location is required")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("competitions, as everyone else", () => {
  test("a visitor sees the page without admin controls", async ({ page }) => {
    await visit(page, "/competitions");
    await expect(page.getByRole("heading", { name: "Competitions & Events" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Recent Achievements" })).toBeVisible();
    for (const text of ["50+", "Gold Medals Won", "25+", "National Championships", "5+", "International Awards"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Add New Competition" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    await expectWellBehavedImages(page);
  });

  test("an empty filter says no competitions were found", async ({ page }) => {
    await visit(page, "/competitions?category=ongoing");
    await expect(page.getByRole("navigation", { name: "Filter competitions" }).getByRole("link", { name: "Ongoing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("No competitions found")).toBeVisible();
  });

  test("a franchise partner sees no admin controls", async ({ page }) => {
    await visitAs(page, E2E_PARTNER, "/competitions");
    await expect(page.getByRole("button", { name: "Add New Competition" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain("Add New Competition");
  });
});

test("the admin adds a competition from the dashboard and opens its registration there", async ({ page }) => {
  const title = `Nashik Mental Maths Cup ${Date.now()}`;
  await visitAs(page, E2E_ADMIN, "/admin/competitions");
  await page.getByRole("button", { name: "Add competition" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Competition" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A mental maths contest for our students.");
  await dialog.getByLabel(/^Date/).fill("2031-03-15");
  await dialog.getByLabel("Location").fill("Kalidas Hall, Nashik");
  await dialog.getByRole("button", { name: "Create Competition" }).click();
  await expect(page.getByRole("status")).toContainText("Competition created successfully");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Not open");

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Competition" });
  await edit.getByLabel("Registration deadline").fill("2031-03-01");
  await edit.getByLabel("Course (who may be entered)").selectOption("mental_math");
  await edit.getByRole("button", { name: "Update Competition" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Open");
  await expect(row).toContainText("deadline 1 Mar 2031");
});
