import { E2E_ADMIN, E2E_WHATSAPP_PORT } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, signIn, test, visit } from "./fixtures";

// Email as a second channel: the browser tests' server sends email to a local stand-in
// (scripts/serve-for-tests.mjs, one hundred ports above WhatsApp's). A partner hears of their
// approval by email, resets a forgotten password with the emailed link (once), and turns order
// emails off under My details.
const EMAIL_STANDIN = `http://127.0.0.1:${E2E_WHATSAPP_PORT + 100}`;

test("a partner gets their approval and a reset link by email, uses the link once, and chooses their email updates", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const partner = { name: `Meera Joshi ${run}`, email: `meera.${run}@example.com`, password: "old-franchise-pass" };
  const register = await request.post("/api/auth/register", {
    data: { ...partner, whatsappNumber: `+9198${String(Date.now()).slice(-8)}` },
  });
  expect(register.status()).toBe(201);
  const { user } = (await register.json()) as { user: { id: string } };
  const { token } = (await (await request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string };
  expect((await request.patch(`/api/users/${user.id}/approve`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  type Sent = { to: string; subject: string; text: string; html: string };
  const emailsTo = async () =>
    ((await (await request.get(`${EMAIL_STANDIN}/received`)).json()) as Sent[]).filter((message) => message.to === partner.email);
  await expect.poll(async () => (await emailsTo()).map((message) => message.subject), { timeout: 10_000 }).toContain("Account approved");

  await visit(page, "/forgot-password");
  await page.getByLabel("Email").fill(partner.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account uses this email" })).toBeVisible();
  const linkOf = async () =>
    (await emailsTo()).flatMap((message) => message.text.match(/https?:\/\/\S+\/reset-password\/link\?token=\S+/) ?? []);
  await expect.poll(linkOf, { timeout: 10_000 }).toHaveLength(1);
  const [link] = await linkOf();
  const path = new URL(link!).pathname + new URL(link!).search;

  await visit(page, path);
  await page.getByLabel("New password", { exact: true }).fill("new-franchise-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("new-franchise-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();
  // The same link again: it says it was used.
  await visit(page, path);
  await expect(page.getByRole("alert")).toContainText("already been used");

  await signIn(page, { email: partner.email, password: "new-franchise-pass" });
  await expect(page).toHaveURL(atPath("/"));
  await visit(page, "/kit-ordering/details");
  const orders = page.getByRole("checkbox", { name: "Orders & payments" });
  await expect(orders).toBeChecked();
  await orders.uncheck();
  await page.getByRole("button", { name: "Save email choices" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your email choices are saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Orders & payments" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Account & approval/ })).toBeChecked();
});
