import { E2E_ADMIN, expect, expectAccessible, test, visitAs } from "./fixtures";

// Issue 36, item 3, on a phone: the admin writes a post in Markdown with a picture inserted into its
// text, previews it as the page will show it, publishes it, and reads it on its page.

test.use({ viewport: { width: 390, height: 844 } });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC",
  "base64",
);

test("an admin writes a formatted post with a picture, previews it and sees it published", async ({ page }) => {
  const title = `Five abacus habits ${Date.now()}`;
  await visitAs(page, E2E_ADMIN, "/blogs");
  await page.getByRole("button", { name: "Write a Blog" }).click();
  const write = page.getByRole("dialog", { name: "Write a Blog" });
  await expect(write.getByLabel("Written as")).toHaveValue("markdown");
  await write.getByLabel("Title").fill(title);
  await write.getByLabel("Excerpt").fill("Small daily habits that make mental maths easy.");
  const content = write.getByLabel("Content");
  await content.fill("## Practise every day\n\n- five minutes of beads\n- **one** flash-card round\n\nFind [a centre near you](/centres).");
  // The picture goes where the cursor is: at the end here.
  await content.press("End");
  await write
    .getByText("Insert a picture")
    .locator("input[type=file]")
    .setInputFiles({ name: "class.png", mimeType: "image/png", buffer: PNG });
  await expect(content).toHaveValue(/!\[Describe the picture\]\(\/images\/post-images\/[0-9a-f-]{36}\.png\)/);
  const markdown = (await content.inputValue()).replace("Describe the picture", "Children at the abacus");
  await content.fill(markdown);

  await write.getByRole("button", { name: "Preview" }).click();
  await expect(write.getByRole("heading", { name: "Practise every day" })).toBeVisible();
  await expect(write.getByRole("img", { name: "Children at the abacus" })).toBeVisible();
  await expectAccessible(page);
  await write.getByRole("button", { name: "Back to writing" }).click();

  await write.getByLabel("Status").selectOption("published");
  await write.getByRole("button", { name: "Create Blog" }).click();
  await expect(write).toBeHidden();
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2, name: "Practise every day" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "five minutes of beads" })).toBeVisible();
  await expect(article.getByRole("link", { name: "a centre near you" })).toHaveAttribute("href", "/centres");
  const picture = article.getByRole("img", { name: "Children at the abacus" });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  await expectAccessible(page);
});
