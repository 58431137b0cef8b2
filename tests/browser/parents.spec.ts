import { readFile } from "node:fs/promises";
import { E2E_CENTRE, E2E_WHATSAPP_STANDIN } from "../../scripts/lib/e2e-users.mjs";
import { atPath, E2E_PARTNER, expect, expectAccessible, expectTidyLayout, test, visit, visitAs } from "./fixtures";

// Issue 35 on a phone: a partner adds a child; the site asks the parent on WhatsApp (the local
// stand-in); the parent opens the link, signs in with a code sent to that number, reads the notice,
// consents to some choices, sees the child, downloads everything held and withdraws one choice.

test.use({ viewport: { width: 390, height: 844 } });

type Received = { to: string; rendered?: string; template?: { name: string; components: { parameters: { text: string }[] }[] } };

test("a parent asked on WhatsApp signs in, consents to some choices, downloads their data and withdraws one", async ({
  page,
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const child = `Tara Gokhale ${run}`;
  const phone = `+9196${String(Date.now()).slice(-8)}`;
  const messagesTo = async (template: string) =>
    ((await (await request.get(`${E2E_WHATSAPP_STANDIN}/received`)).json()) as Received[]).filter(
      (message) => message.to === phone.slice(1) && message.template?.name === template,
    );

  // The partner adds the child on their phone.
  await visitAs(page, E2E_PARTNER, "/my-centres/students");
  await page.getByRole("button", { name: "Add student" }).click();
  const add = page.getByRole("dialog", { name: "Add student" });
  await add.getByLabel("Student's full name").fill(child);
  await add.getByLabel("Date of birth").fill("2018-04-21");
  await add.getByLabel("Course").selectOption("abacus");
  await add.getByLabel("Level").selectOption("1");
  await add.getByLabel("Centre").selectOption(E2E_CENTRE.id);
  await add.getByLabel("Parent's mobile").fill(phone);
  // The family reads Hindi, as the centre knows (WhatsApp has not approved the Hindi text here: English is sent).
  await expect(add.getByLabel("Parent's language for WhatsApp")).toHaveValue("");
  await add.getByLabel("Parent's language for WhatsApp").selectOption({ label: "हिन्दी (Hindi)" });
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${child} added to the roster` })).toBeVisible();

  // The request reaches the parent's WhatsApp, with the parents' page's link.
  await expect.poll(async () => (await messagesTo("consent_request")).length, { timeout: 10_000 }).toBe(1);
  const [asked] = await messagesTo("consent_request");
  // The template's parameters: the child, the centre and the parents' page.
  const [named, centre, link] = asked!.template!.components[0]!.parameters.map((parameter) => parameter.text);
  expect([named, centre]).toEqual([child, E2E_CENTRE.name]);
  expect(link).toMatch(/^https?:\/\/[^/]+\/parents$/);

  // The parent, on their own phone.
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const parent = await parentContext.newPage();
  await visit(parent, new URL(link!).pathname);
  await expect(parent.getByRole("heading", { name: "For parents" })).toBeVisible();
  await expectAccessible(parent);
  await parent.getByLabel("WhatsApp number").fill(phone.replace("+91", ""));
  await parent.getByRole("button", { name: "Send me a code" }).click();
  await expect(parent.getByRole("status").filter({ hasText: "6-digit code is on its way" })).toBeVisible();
  await expect.poll(async () => (await messagesTo("parent_code")).length, { timeout: 10_000 }).toBe(1);
  const code = (await messagesTo("parent_code"))[0]!.template!.components[0]!.parameters[0]!.text;
  await parent.getByLabel("Code from WhatsApp").fill(code);
  await parent.getByRole("button", { name: "Sign in" }).click();
  await expect(parent.getByRole("heading", { name: "Your children" })).toBeVisible();
  const card = parent.getByRole("article", { name: child });
  await expect(card).toContainText("Your consent is needed");
  await expect(card).toContainText(E2E_CENTRE.name);

  // Reads the notice, then comes back to choose.
  await card.getByRole("link", { name: "our privacy notice" }).click();
  await expect(parent).toHaveURL(atPath("/privacy"));
  await expect(parent.getByRole("heading", { level: 1 })).toContainText("Privacy");
  await parent.goBack();
  await expect(parent.getByRole("heading", { name: "Your children" })).toBeVisible();

  await card.getByRole("checkbox", { name: /Publish results/ }).check();
  await card.getByRole("checkbox", { name: /WhatsApp updates/ }).check();
  await card.getByRole("button", { name: "Give my consent" }).click();
  await expect(parent.getByRole("status").filter({ hasText: `Your choices for ${child} are saved` })).toBeVisible();
  await expect(card).toContainText("Consent given");
  await expect(card.getByRole("checkbox", { name: /Photos in the gallery/ })).not.toBeChecked();

  // The centre's Hindi until the parent says: they choose Marathi.
  const messages = parent.getByRole("region", { name: "Our WhatsApp messages to you" });
  await expect(messages.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  await messages.getByRole("radio", { name: "मराठी" }).check();
  await messages.getByRole("button", { name: "Save language" }).click();
  await expect(parent.getByRole("status").filter({ hasText: "Our WhatsApp messages will now come in मराठी." })).toBeVisible();
  await expectAccessible(parent);
  await expectTidyLayout(parent);

  // Everything held, as a file.
  const [download] = await Promise.all([
    parent.waitForEvent("download"),
    parent.getByRole("link", { name: "Download it (JSON)" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-children-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    children: { student: { name: string; dateOfBirth: string }; consents: { results: number; method: string }[] }[];
  };
  expect(data.children.map((item) => item.student)).toEqual([expect.objectContaining({ name: child, dateOfBirth: "2018-04-21" })]);
  expect(data.children[0]!.consents).toEqual([expect.objectContaining({ results: 1, method: "parent" })]);

  // Withdraws one choice: results are no longer published.
  await card.getByRole("checkbox", { name: /Publish results/ }).uncheck();
  // The first save's message may still be on screen: wait for this save's own answer.
  const saved = parent.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/parents"),
  );
  await card.getByRole("button", { name: "Save my choices" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(card).toContainText("Last saved by you");
  await parent.reload();
  await expect(parent.getByRole("article", { name: child }).getByRole("checkbox", { name: /Publish results/ })).not.toBeChecked();
  await expect(parent.getByRole("article", { name: child }).getByRole("checkbox", { name: /WhatsApp updates/ })).toBeChecked();

  // The partner sees the consent on the child's page.
  await page.goto("/my-centres/students");
  await page.getByRole("link", { name: child }).first().click();
  await expect(page.getByRole("region", { name: "Parent's consent" })).toContainText("Given by the parent");
  await parentContext.close();
});
