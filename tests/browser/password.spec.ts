import { atPath, E2E_ADMIN, expect, expectAccessible, signIn, test } from "./fixtures";

// An account an admin creates signs in with its temporary password and must choose its own first.

test("a new account is made to choose its own password at first sign-in", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const adminToken = ((await login.json()) as { token: string }).token;
  const email = `first-login-${Date.now()}@example.com`;
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: "Pooja Kale", email },
  });
  expect(created.status()).toBe(201);
  const { tempPassword } = (await created.json()) as { tempPassword: string };

  await signIn(page, { email, password: tempPassword });
  await expect(page).toHaveURL(atPath("/account/password"));
  await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await expectAccessible(page);

  // Every other page waits until it is done.
  await page.goto("/kit-ordering");
  await expect(page).toHaveURL(atPath("/account/password"));

  await page.getByLabel("Temporary password", { exact: true }).fill(tempPassword);
  await page.getByLabel("New password", { exact: true }).fill("pooja-own-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("pooja-own-pass-typo");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm new password", { exact: true }).fill("pooja-own-pass");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page).toHaveURL(atPath("/kit-ordering"));
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");
  await expect(page.getByRole("heading", { name: "Educational Kit Ordering" })).toBeVisible();
});
