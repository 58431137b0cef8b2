import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visit, visitAs } from "./fixtures";

// A valid 2x2 PNG, so no fixture file is needed.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC",
  "base64",
);

const todayInKolkata = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
/** A day in India some days from now (a post may be dated at most a year ahead). */
const daysAhead = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A page in a fresh browser context (its own cookies) that fails the test on console errors too. */
async function freshPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

test("a partner writes a draft, the admin publishes and pins it, a visitor finds and likes it, the admin deletes it", async ({
  page,
  browser,
}) => {
  const title = `Counting beads at home ${Date.now()}`;

  // The partner writes a draft with an image.
  const partner = await freshPage(browser);
  await visitAs(partner.page, E2E_PARTNER, "/blogs");
  await expect(partner.page.getByRole("heading", { name: "Admin Controls" })).toBeVisible();
  await expect(partner.page.getByRole("navigation", { name: "Blog status" })).toHaveCount(0);
  await partner.page.getByRole("button", { name: "Write a Blog" }).click();
  const write = partner.page.getByRole("dialog", { name: "Write a Blog" });
  await expect(write).toBeVisible();
  await expect(write.getByLabel("Category")).toHaveValue("abacus");
  await expect(write.getByLabel("Status")).toHaveValue("draft");
  await expect(write.getByLabel("Published Date")).toHaveValue(todayInKolkata());
  await write.getByRole("button", { name: "Create Blog" }).click();
  await expect(write.getByText("Title is required").first()).toBeVisible();
  await expectAccessible(partner.page);
  await write.getByLabel("Title").fill(title);
  await write.getByLabel("Excerpt").fill("Five minutes a day with an abacus builds number sense.");
  await expect(write.getByText("54/200")).toBeVisible();
  await write.getByLabel("Content").fill("Start with single beads, then pairs. Keep it playful.");
  await write.getByLabel("Category").selectOption("phonics");
  await write.getByLabel("Image").setInputFiles({ name: "beads.png", mimeType: "image/png", buffer: PNG });
  await write.getByRole("button", { name: "Create Blog" }).click();
  await expect(write).toBeHidden();
  await expect(partner.page.getByRole("status").getByText("Blog created successfully")).toBeVisible();
  const partnerCard = partner.page.getByRole("listitem").filter({ has: partner.page.getByRole("heading", { name: title }) });
  await expect(partnerCard.getByText("Draft", { exact: true })).toBeVisible();
  await expect(partnerCard.getByRole("button", { name: `Edit ${title}` })).toBeVisible();
  await expect(partnerCard.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);

  // The admin finds it among the drafts, publishes it and pins it.
  await visitAs(page, E2E_ADMIN, "/blogs");
  const statuses = page.getByRole("navigation", { name: "Blog status" });
  await statuses.getByRole("link", { name: "Drafts" }).click();
  await expect(statuses.getByRole("link", { name: "Drafts" })).toHaveAttribute("aria-current", "page");
  const adminCard = page
    .getByRole("region", { name: "Latest posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(adminCard).toBeVisible();
  await expectAccessible(page);
  await adminCard.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Blog" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Category")).toHaveValue("phonics");
  await edit.getByLabel("Status").selectOption("published");
  await edit.getByRole("button", { name: "Update Blog" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("status").getByText("Blog updated successfully")).toBeVisible();
  await statuses.getByRole("link", { name: "Published" }).click();
  await expect(statuses.getByRole("link", { name: "Published" })).toHaveAttribute("aria-current", "page");
  await expect(adminCard.getByText("Draft", { exact: true })).toHaveCount(0);
  await adminCard.getByRole("button", { name: `Pin ${title}` }).click();
  await expect(page.getByRole("status").getByText("Blog pinned")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pinned" }).getByRole("heading", { name: title })).toBeVisible();
  await expectAccessible(page);

  // A visitor finds it under its category and among the pinned posts; liking asks to sign in.
  const visitor = await freshPage(browser);
  await visit(visitor.page, "/blogs");
  await expect(visitor.page.getByText("Admin Controls")).toHaveCount(0);
  const categories = visitor.page.getByRole("navigation", { name: "Blog categories" });
  await expect(categories.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "Phonics" }).click();
  await expect(categories.getByRole("link", { name: "Phonics" })).toHaveAttribute("aria-current", "page");
  const list = visitor.page.getByRole("region", { name: "Phonics posts" });
  await expect(list.getByRole("heading", { name: title })).toBeVisible();
  const pinned = visitor.page.getByRole("region", { name: "Pinned" });
  await expect(pinned.getByRole("heading", { name: title })).toBeVisible();
  await expect(pinned.getByRole("link", { name: `Read more about ${title}` })).toHaveAttribute(
    "href",
    expect.stringMatching(/^\/blogs\/counting-beads-at-home-\d+$/),
  );
  await expectAccessible(visitor.page);
  // A visitor sees the count, and nothing that leads to a sign-in they cannot get past.
  await expect(pinned.getByText("0 likes")).toBeVisible();
  await expect(pinned.getByRole("link", { name: /like/ })).toHaveCount(0);
  await expect(pinned.getByRole("button", { name: /like/ })).toHaveCount(0);
  await visit(visitor.page, "/login?redirectTo=/blogs");

  // Signed in as the partner, the like counts at once.
  await visitor.page.getByLabel("Email", { exact: true }).fill(E2E_PARTNER.email);
  await visitor.page.getByLabel("Password", { exact: true }).fill(E2E_PARTNER.password);
  await visitor.page.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor.page).toHaveURL((url) => url.pathname === "/blogs");
  await visit(visitor.page, "/blogs");
  const like = visitor.page.getByRole("region", { name: "Pinned" }).getByRole("button", { name: new RegExp(`likes?\\. Like ${title}$`) });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  // The button turns at once; the reload below waits for the server's answer, or it would cancel the post.
  const saved = visitor.page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/blogs"));
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(`1 like. Like ${title}`);
  expect((await saved).status()).toBe(200);
  // The server kept it: after a reload the count is still 1.
  await visit(visitor.page, "/blogs");
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  // The admin deletes it after the confirmation.
  await visit(page, "/blogs");
  const card = page
    .getByRole("region", { name: "Latest posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByRole("button", { name: `1 like. Like ${title}` })).toBeVisible();
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Blog" });
  await expect(confirm).toContainText("Are you sure you want to delete this blog?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").getByText("Blog deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  expect(partner.errors, "console errors of the partner").toEqual([]);
  expect(visitor.errors, "console errors of the visitor").toEqual([]);
  await partner.page.context().close();
  await visitor.page.context().close();
});

test("markup in a post's title and text is shown as text, never run", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { token } = await login.json();
  const script = "<script>window.__xss = 1</script>";
  const image = `<img src=x onerror="window.__xss=2">`;
  const run = Date.now();
  const title = `Tricky ${run} ${script}`;
  const publishedDate = daysAhead(300);
  const created = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      excerpt: `Excerpt ${run} ${image}`,
      content: `${script} ${image}`,
      category: "vedic_maths",
      status: "published",
      publishedDate,
    },
  });
  expect(created.status()).toBe(201);

  await visit(page, "/blogs?category=vedic_maths");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(`Excerpt ${run} ${image}`)).toBeVisible();
  await expect(page.locator(`time[datetime="${publishedDate}"]`).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expectAccessible(page);
});

test("a fourth pin is refused with the server's message, and Load more appends the next posts", async ({ page, request }) => {
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const run = Date.now();
  const ids: string[] = [];
  // 13 posts in one category: one more than a page.
  for (let index = 0; index < 13; index += 1) {
    const created = await request.post("/api/blogs", {
      headers,
      data: {
        title: `Sums ${run} number ${index + 1}`,
        excerpt: "Practice.",
        content: "Practice.",
        category: "abacus",
        status: "published",
        publishedDate: daysAhead(300 + index),
      },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).blog.id);
  }
  try {
    for (const id of ids.slice(0, 3)) expect((await request.post(`/api/blogs/${id}/pin`, { headers })).status()).toBe(200);

    await visitAs(page, E2E_ADMIN, "/blogs?category=abacus");
    const latest = page.getByRole("region", { name: "Abacus posts" });
    // Newest first: number 13 leads, number 1 waits for "Load more".
    await expect(latest.getByRole("heading", { level: 3 }).first()).toHaveText(`Sums ${run} number 13`);
    await expect(latest.getByRole("heading", { name: `Sums ${run} number 1`, exact: true })).toHaveCount(0);
    await latest.getByRole("button", { name: `Pin Sums ${run} number 13` }).click();
    await expect(page.getByRole("status").getByText("Could not pin blog (max 3 pinned)")).toBeVisible();

    await latest.getByRole("link", { name: "Load more" }).click();
    await expect(latest.getByRole("heading", { name: `Sums ${run} number 1`, exact: true })).toBeVisible();
    await expect(latest.getByRole("link", { name: "Load more" })).toHaveCount(0);
  } finally {
    for (const id of ids) await request.delete(`/api/blogs/${id}`, { headers });
  }
});
