import { atPath, E2E_ADMIN, expect, signIn, test, tokenOf, visit, watchPage } from "./fixtures";

// A partner signed in on two devices (two browser contexts): signing out on one leaves the other
// signed in; "Sign out other devices" on the password page signs the other out, and "Sign out
// everywhere" this one too. A partner of its own, so no other journey's sessions end.

test("signing out on one device leaves the other signed in; signing out other devices ends it", async ({ page, browser, request }) => {
  const adminToken = await tokenOf(request, E2E_ADMIN);
  const email = `two-devices-${Date.now()}@example.com`;
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: "Kavita Deshmukh", email },
  });
  expect(created.status()).toBe(201);
  const { tempPassword } = (await created.json()) as { tempPassword: string };
  const password = "kavita-own-pass-1";
  const changed = await request.post("/api/auth/password", {
    headers: { Authorization: `Bearer ${await tokenOf(request, { email, password: tempPassword })}` },
    data: { currentPassword: tempPassword, newPassword: password },
  });
  expect(changed.status()).toBe(200);
  // The API's session (from the password change) is a device of its own; end it, so the two browsers are all.
  const apiToken = ((await changed.json()) as { token: string }).token;
  expect((await request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${apiToken}` } })).status()).toBe(200);

  // Device A (the phone) and device B (the centre's shared computer).
  const sharedContext = await browser.newContext();
  const shared = await sharedContext.newPage();
  const sharedWatched = await watchPage(shared);
  await signIn(page, { email, password });
  await expect(page).toHaveURL(atPath("/"));
  await signIn(shared, { email, password });
  await expect(shared).toHaveURL(atPath("/"));

  // Signing out on the shared computer leaves the phone signed in.
  await shared.getByRole("button", { name: "Logout" }).click();
  await expect(shared.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await visit(page, "/kit-ordering");
  await expect(page.getByRole("heading", { name: "Educational Kit Ordering" })).toBeVisible();

  // Signed in there again; the phone sees both devices and signs the other out.
  await signIn(shared, { email, password });
  await expect(shared).toHaveURL(atPath("/"));
  await visit(page, "/account/password");
  const devices = page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out other devices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Signed out of 1 other device." })).toBeVisible();
  await expect(devices).toHaveCount(1);

  await shared.goto("/kit-ordering");
  await expect(shared).toHaveURL(atPath("/login"));
  await visit(page, "/kit-ordering");
  await expect(page.getByRole("heading", { name: "Educational Kit Ordering" })).toBeVisible();

  // Sign out everywhere: the other device (signed in once more) and this one.
  await signIn(shared, { email, password });
  await expect(shared).toHaveURL(atPath("/"));
  await visit(page, "/account/password");
  await expect(devices).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(atPath("/login"));
  await shared.goto("/kit-ordering");
  await expect(shared).toHaveURL(atPath("/login"));

  await sharedWatched();
  await sharedContext.close();
});

test("an admin who ends their own session from the Sessions dialog lands on the sign-in page", async ({ page, request }) => {
  // An admin of its own: ending the shared admin's session would sign the other journeys out.
  const adminToken = await tokenOf(request, E2E_ADMIN);
  const email = `own-session-admin-${Date.now()}@example.com`;
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: "Anjali Kulkarni", email, role: "admin" },
  });
  expect(created.status()).toBe(201);
  const { tempPassword } = (await created.json()) as { tempPassword: string };
  const password = "anjali-own-pass-1";
  const changed = await request.post("/api/auth/password", {
    headers: { Authorization: `Bearer ${await tokenOf(request, { email, password: tempPassword })}` },
    data: { currentPassword: tempPassword, newPassword: password },
  });
  expect(changed.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { email, password });
  await expect(page).toHaveURL(atPath("/"));
  await visit(page, "/admin/users");
  const card = page.getByRole("listitem").filter({ hasText: email });
  await card.getByRole("button", { name: /Sessions/ }).click();
  const dialog = page.getByRole("dialog", { name: "Anjali Kulkarni's sessions" });
  const mine = dialog.getByRole("listitem").filter({ hasText: "This device" });
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: /Sign out/ }).click();
  await expect(page).toHaveURL(atPath("/login"));
  await visit(page, "/admin/users");
  await expect(page).toHaveURL(atPath("/login"));
});
