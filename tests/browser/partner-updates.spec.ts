import { E2E_ADMIN, E2E_WHATSAPP_STANDIN } from "../../scripts/lib/e2e-users.mjs";
import { atPath, expect, signIn, test, visit, visitAs } from "./fixtures";

// A partner hears back: the admin approves a new sign-up, and the partner reads it on Updates
// (and on WhatsApp, through the queue, at the number they signed up with).

test("the admin approves a sign-up; the new partner sees it on Updates and marks it read", async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const applicant = {
    name: `Kavita Jadhav ${run}`,
    email: `kavita.${run}@example.com`,
    password: "franchise-pass-1",
    // Unique per run, so the stand-in's messages to it are this test's.
    whatsapp: `+9198${String(Date.now()).slice(-8)}`,
  };
  const register = await page.request.post("/api/auth/register", {
    data: { name: applicant.name, email: applicant.email, password: applicant.password, whatsappNumber: applicant.whatsapp },
  });
  expect(register.status()).toBe(201);

  // Signing in before approval says so as information, not as an error.
  await signIn(page, applicant);
  await expect(page.getByRole("status").filter({ hasText: "waiting for approval" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("");

  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await visitAs(admin, E2E_ADMIN, "/admin");
  await admin.getByRole("button", { name: `Approve ${applicant.name}` }).click();
  await expect(admin.getByRole("status").filter({ hasText: "User approved successfully!" })).toBeVisible();
  await adminContext.close();

  await signIn(page, applicant);
  await expect(page).toHaveURL(atPath("/"));
  await visit(page, "/kit-ordering");
  await page.getByRole("navigation", { name: "Kit ordering" }).getByRole("link", { name: "Updates" }).click();
  await expect(page).toHaveURL(atPath("/kit-ordering/updates"));
  const updates = page.getByRole("list", { name: "Updates" });
  const approved = updates.getByRole("listitem").filter({ hasText: "Account approved" });
  await expect(approved).toContainText("You can now order teaching kits");
  await expect(approved).toContainText("New");
  await expect(page.getByTestId("unread-count")).toHaveText("1 unread");

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("unread-count")).toHaveCount(0);
  await expect(approved).not.toContainText("New");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  // The update went to the partner's own WhatsApp number through the queue.
  await expect
    .poll(
      async () => {
        // As the partner's update template, the update's title its first parameter.
        const received = (await (await page.request.get(`${E2E_WHATSAPP_STANDIN}/received`)).json()) as {
          to: string;
          template?: { name: string; components: { parameters: { text: string }[] }[] };
        }[];
        return received
          .filter((message) => message.to === applicant.whatsapp.slice(1) && message.template?.name === "partner_update")
          .map((message) => message.template?.components[0]?.parameters[0]?.text);
      },
      { timeout: 15_000 },
    )
    .toEqual(["Account approved"]);

  // The update links to kit ordering.
  await approved.getByRole("link", { name: "Order kits" }).click();
  await expect(page).toHaveURL(atPath("/kit-ordering"));
});
