// Signs each seeded account in through the form once per run and keeps its browser state for the
// journeys that start signed in (visitAs in fixtures.ts). The journeys about signing in (login,
// register, password, password reset, first admin password) still go through the form themselves.
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { atPath, E2E_ADMIN, E2E_PARTNER, expect, sessionFileOf, signIn, test } from "./fixtures";

for (const account of [E2E_ADMIN, E2E_PARTNER]) {
  test(`${account.name} signs in once for the journeys that start signed in`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(atPath("/"));
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
    const file = sessionFileOf(account);
    await mkdir(dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
