import { E2E_ADMIN, E2E_WHATSAPP_STANDIN } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, signIn, test, visit } from "./fixtures";

// A partner who forgot their password gets a code on WhatsApp (the test server sends to a local
// stand-in) and chooses a new one; the old password stops working and the new one signs in.

test("a partner resets a forgotten password with a WhatsApp code and signs in with the new one", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const partner = { name: `Sunita More ${run}`, email: `sunita.${run}@example.com`, password: "old-franchise-pass" };
  const whatsapp = `+9197${String(Date.now()).slice(-8)}`;
  const register = await request.post("/api/auth/register", { data: { ...partner, whatsappNumber: whatsapp } });
  expect(register.status()).toBe(201);
  const { user } = (await register.json()) as { user: { id: string } };
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const approve = await request.patch(`/api/users/${user.id}/approve`, { headers: { Authorization: `Bearer ${token}` } });
  expect(approve.status()).toBe(200);

  await visit(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(atPath("/forgot-password"));
  // The address changes before the new page is drawn (a transition): until its heading shows, the
  // sign-in page's own Email field is still the one on screen.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(partner.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "6-digit code" })).toBeVisible();

  const codeFor = async () => {
    const received = (await (await request.get(`${E2E_WHATSAPP_STANDIN}/received`)).json()) as {
      to: string;
      template?: { name: string; components: { parameters: { text: string }[] }[] };
    }[];
    // The partner's number also gets their approval (queued, so it may come before or after): only codes count,
    // each as the authentication template with the code its parameter.
    return received
      .filter((message) => message.to === whatsapp.slice(1) && message.template?.name === "password_code")
      .flatMap((message) => message.template?.components[0]?.parameters[0]?.text ?? []);
  };
  await expect.poll(codeFor, { timeout: 10_000 }).toHaveLength(1);
  const [code] = await codeFor();

  await page.getByRole("link", { name: "I have a code" }).click();
  await expect(page).toHaveURL(atPath("/reset-password"));
  await expect(page.getByLabel("Email")).toHaveValue(partner.email);
  // A wrong code is refused beside the field.
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password", { exact: true }).fill("new-franchise-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new-franchise-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This code is wrong or no longer valid").first()).toBeVisible();

  await page.getByLabel("Code").fill(code!);
  await page.getByLabel("New password", { exact: true }).fill("new-franchise-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new-franchise-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, partner);
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await signIn(page, { email: partner.email, password: "new-franchise-pass" });
  await expect(page).toHaveURL(atPath("/"));
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
});
