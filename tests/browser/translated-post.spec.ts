import { E2E_ADMIN, atPath, expect, expectAccessible, expectTidyLayout, test, tokenOf, visit, visitAs } from "./fixtures";

// Issue 36, item 2, on a phone: the admin writes the Marathi version of an English post, links it
// to the English one, and a reader goes from one to the other, each in its own language's site.

test.use({ viewport: { width: 390, height: 844 } });

test("an admin publishes a Marathi translation of a post, and a reader moves between the two", async ({ page, request }) => {
  const run = Date.now().toString(36);
  const token = await tokenOf(request, E2E_ADMIN);
  const created = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Why the abacus works ${run}`,
      excerpt: "Ten minutes a day with the beads.",
      content: "Children see numbers as beads, then as pictures in their minds.",
      status: "published",
      publishedDate: "2026-11-01",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const english = ((await created.json()) as { blog: { slug: string } }).blog;

  await visitAs(page, E2E_ADMIN, "/blogs");
  await page.getByRole("button", { name: "Write a Blog" }).click();
  const write = page.getByRole("dialog", { name: "Write a Blog" });
  const title = `अबॅकस का उपयोगी ठरतो ${run}`;
  await write.getByLabel("Title").fill(title);
  await write.getByLabel("Excerpt").fill("रोज दहा मिनिटे मणी मोजा.");
  await write.getByLabel("Content").fill("मुले आधी मण्यांत, मग मनातल्या चित्रांत संख्या पाहतात.");
  await write.getByLabel("Language").selectOption("mr");
  // A wrong address is refused, naming the field.
  await write.getByLabel("Translation of").fill("/blogs/no-such-post");
  await write.getByLabel("Status").selectOption("published");
  await write.getByRole("button", { name: "Create Blog" }).click();
  await expect(write.getByLabel("Translation of")).toHaveAccessibleDescription(/^No post has the address “\/blogs\/no-such-post”/);
  await write.getByLabel("Translation of").fill(`/blogs/${english.slug}`);
  await write.getByRole("button", { name: "Create Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog created successfully" })).toBeVisible();

  // A reader of the English post finds it in Marathi.
  await visit(page, `/blogs/${english.slug}`);
  await page.getByRole("main").getByRole("link", { name: "मराठी" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/mr/blogs/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
  await expect(page.getByText("हा लेख या भाषांतही:")).toBeVisible();
  await expectAccessible(page);
  await expectTidyLayout(page);
  // And back to the English one, in the English site.
  await page.getByRole("main").getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(atPath(`/blogs/${english.slug}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});
