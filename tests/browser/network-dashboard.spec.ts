import { readFile } from "node:fs/promises";
import { E2E_CENTRE } from "../../scripts/lib/e2e-users.mjs";
import { E2E_ADMIN, expect, test, visitAs } from "./fixtures";

// The admin's Network tab (issue 34, item 6): reached from the dashboard's sections, the network's
// figures and months as tables, each centre listed, and the whole of it downloaded as CSV.

test("the admin opens the Network tab and downloads it as CSV", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/admin");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Network" }).click();
  await expect(page).toHaveURL(/\/admin\/network$/);
  await expect(page.getByRole("heading", { name: "The network" })).toBeVisible();
  await expect(page.getByText("Active students", { exact: true }).first()).toBeVisible();

  const months = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Month", exact: true }) });
  await expect(months.getByRole("row")).toHaveCount(13);
  const centres = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Centre", exact: true }) });
  await expect(centres.getByRole("rowheader", { name: new RegExp(E2E_CENTRE.name) })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^network-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFCentre,City,Active centre,Active students,")).toBe(true);
  expect(text).toContain("\r\nWhole network,");
  expect(text).toContain(`\r\n${E2E_CENTRE.name},${E2E_CENTRE.city},Yes,`);
});
