import { expect, test, visit } from "./fixtures";

test("a visitor sends a message from the contact page", async ({ page }) => {
  await visit(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
  await expect(page.getByText("We reply within 24 hours.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /google\.com\/maps\/search/);

  await page.getByLabel("Name", { exact: true }).fill("Rohit Gaikwad");
  await page.getByLabel("Email").fill("rohit@example.com");
  await page.getByLabel("Phone").fill("+91 98220 55555");
  await page.getByLabel("Area (optional)").fill("Hadapsar");
  await page.getByLabel("Subject").fill("Vedic maths for class 8");
  await page.getByLabel("Message", { exact: true }).fill("Please call me about the next batch.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("the contact form names what is missing", async ({ page }) => {
  await visit(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
});
