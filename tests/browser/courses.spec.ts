import { expect, expectTidyLayout, test, visit } from "./fixtures";

// A parent on a phone: from the home page to a course page and on to the free demo class; and the
// contact form's confirmation, which must not hide above the visible area after sending.
test.use({ viewport: { width: 390, height: 844 } });

test("a parent on a phone reads about Abacus Training and finds the free demo class", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("link", { name: "Learn More about Abacus Training" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/courses/abacus-training");
  await expect(page.getByRole("heading", { level: 1, name: "Abacus Training" })).toBeVisible();
  await expect(page).toHaveTitle(/^Abacus Training for children aged 5 to 14 years \|/);
  await expectTidyLayout(page);
  const main = page.getByRole("main");
  await expect(main.getByText("Age group:")).toBeVisible();
  await expect(main.getByText("5 to 14 years").first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "Levels and duration" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "What your child gains" })).toBeVisible();

  // The FAQ opens natively, without JavaScript of its own.
  const question = main.getByText("What is the right age to start abacus?");
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(main.getByText(/Children can start from 5/)).toBeVisible();

  // /book-demo is another part of the site: the way there is what this page owes the parent.
  const demo = main.getByRole("link", { name: "Book a free demo class" }).first();
  await expect(demo).toBeVisible();
  await expect(demo).toHaveAttribute("href", "/book-demo?course=abacus");
  await expect(main.getByRole("link", { name: "Book a free demo class" })).toHaveCount(3);
  for (const link of await main.getByRole("link", { name: "Book a free demo class" }).all())
    await expect(link).toHaveAttribute("href", "/book-demo?course=abacus");

  // The other courses are a tap away.
  await main.getByRole("link", { name: /Vedic Mathematics/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vedic Mathematics" })).toBeVisible();
  await expect(page.getByRole("main").getByText("10 years and above").first()).toBeVisible();
});

test("on a phone, the contact form's confirmation comes into view and takes focus after sending", async ({ page }) => {
  await visit(page, "/contact");
  await page.getByLabel("Name", { exact: true }).fill("Sneha Kulkarni");
  await page.getByLabel("Email").fill("sneha@example.com");
  await page.getByLabel("Phone").fill("+91 98220 44444");
  await page.getByLabel("Subject").fill("Phonics for my son");
  await page.getByLabel("Message", { exact: true }).fill("Which centre near Kothrud teaches phonics?");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await send.click();

  const sent = page.getByRole("status").filter({ hasText: "Message sent successfully" });
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport({ ratio: 1 });
  // Not hidden behind the sticky header either.
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await sent.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});
