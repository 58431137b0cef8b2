import type { Page } from "@playwright/test";
import { atPath, E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, expectWellBehavedImages, test, visit, visitAs } from "./fixtures";

// A valid 2x2 PNG (rendered once with sharp), so no fixture file is needed.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC",
  "base64",
);

const todayInKolkata = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const photos = (page: Page) => page.getByRole("list", { name: "Photos" });
const columnCount = (page: Page) => photos(page).evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);

test("an admin uploads a photo, edits its category and deletes it", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/gallery");
  await expect(page.getByRole("heading", { name: "Admin Controls" })).toBeVisible();

  // Upload: the form starts at 'classes' and today's date in India.
  await page.getByRole("button", { name: "Upload Photos" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Photo" });
  await expect(upload).toBeVisible();
  await expect(upload.getByLabel("Category")).toHaveValue("classes");
  await expect(upload.getByLabel("Published Date")).toHaveValue(todayInKolkata());
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(upload.getByText("Choose an image to upload")).toBeVisible();
  await expectAccessible(page);
  await upload.getByLabel("Image").setInputFiles({ name: "class-photo.png", mimeType: "image/png", buffer: PNG });
  await upload.getByLabel("Category").selectOption("competitions");
  await upload.getByLabel("Published Date").fill("2031-01-15");
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole("status").getByText("Photo uploaded")).toBeVisible();
  const uploaded = photos(page).getByRole("img", { name: "Competitions photo, published 15 Jan 2031" });
  await expect(uploaded).toBeVisible();
  expect(await uploaded.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);

  // Edit: move it to achievements; that chip shows it, the old one no longer does.
  await page.getByRole("button", { name: "Edit Competitions photo, published 15 Jan 2031" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Photo" });
  await expect(edit.getByLabel("Category")).toHaveValue("competitions");
  await expect(edit.getByLabel("Published Date")).toHaveValue("2031-01-15");
  await expectAccessible(page);
  await edit.getByLabel("Category").selectOption("achievements");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("status").getByText("Photo updated")).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Photo categories" });
  await categories.getByRole("link", { name: "Achievements" }).click();
  await expect(categories.getByRole("link", { name: "Achievements" })).toHaveAttribute("aria-current", "page");
  const moved = photos(page).getByRole("img", { name: "Achievements photo, published 15 Jan 2031" });
  await expect(moved).toBeVisible();
  await categories.getByRole("link", { name: "Competitions" }).click();
  await expect(page.getByRole("img", { name: /published 15 Jan 2031/ })).toHaveCount(0);

  // Delete, after the confirmation.
  await categories.getByRole("link", { name: "Achievements" }).click();
  await page.getByRole("button", { name: "Delete Achievements photo, published 15 Jan 2031" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete photo" });
  await expect(confirm).toContainText("Are you sure you want to delete this gallery item?");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").getByText("Photo deleted")).toBeVisible();
  await expect(page.getByRole("img", { name: /published 15 Jan 2031/ })).toHaveCount(0);
  await expect(page.getByText("No photos found")).toBeVisible();
});

test("visitors filter photos by category and switch between grid and list", async ({ page, request }) => {
  // Two photos added through the API, as an app would.
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { token } = await login.json();
  const dataUrl = `data:image/png;base64,${PNG.toString("base64")}`;
  for (const [category, publishedDate] of [
    ["classes", "2030-05-01"],
    ["events", "2030-05-02"],
  ]) {
    const created = await request.post("/api/gallery", {
      headers: { Authorization: `Bearer ${token}` },
      data: { imageUrl: dataUrl, category, publishedDate },
    });
    expect(created.status()).toBe(201);
  }

  await visit(page, "/gallery");
  await expect(page.getByText("Admin Controls")).toHaveCount(0);
  const classes = page.getByRole("img", { name: "Classes photo, published 1 May 2030" });
  const events = page.getByRole("img", { name: "Events photo, published 2 May 2030" });
  await expect(classes).toBeVisible();
  await expect(events).toBeVisible();
  await expectWellBehavedImages(page);

  // The category and date appear on hover and on keyboard focus.
  const eventsCard = page.getByRole("listitem").filter({ has: events });
  const overlay = eventsCard.locator("time").locator("..");
  await expect(overlay).toHaveCSS("opacity", "0");
  await events.hover();
  await expect(overlay).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await expect(overlay).toHaveCSS("opacity", "0");
  await eventsCard.getByRole("link").focus();
  await expect(overlay).toHaveCSS("opacity", "1");

  // A category change says it is loading while the server answers.
  await page.route("**/gallery.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const categories = page.getByRole("navigation", { name: "Photo categories" });
  await categories.getByRole("link", { name: "Events" }).click();
  await expect(page.getByText("Loading gallery...")).toBeVisible();
  await expect(page.getByText("Loading gallery...")).toBeHidden();
  await expect(page).toHaveURL(/\?category=events$/);
  await expect(categories.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await expect(events).toBeVisible();
  await expect(classes).toHaveCount(0);
  await page.unroute("**/gallery.data*");
  await categories.getByRole("link", { name: "All" }).click();
  await expect(classes).toBeVisible();

  // Grid (2 to 4 columns by width) and list (1 column).
  const grid = page.getByRole("button", { name: "Grid view" });
  const list = page.getByRole("button", { name: "List view" });
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  expect(await columnCount(page)).toBe(4);
  await list.click();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await expect(grid).toHaveAttribute("aria-pressed", "false");
  expect(await columnCount(page)).toBe(1);
  await grid.click();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columnCount(page)).toBe(2);
  await page.setViewportSize({ width: 900, height: 844 });
  expect(await columnCount(page)).toBe(3);
});

test("signed-out visitors and franchise partners get no admin controls", async ({ page }) => {
  await visit(page, "/gallery");
  await expect(page.getByRole("heading", { name: "Photo Gallery" })).toBeVisible();
  await expect(page.getByText("Admin Controls")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Photos" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);

  await visitAs(page, E2E_PARTNER, "/gallery");
  await expect(page.getByRole("heading", { name: "Photo Gallery" })).toBeVisible();
  await expect(page.getByText("Admin Controls")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test("an admin's large photo reaches the page as WebP, with a 640-px version for phones", async ({ page }) => {
  await visitAs(page, E2E_ADMIN, "/gallery");
  // A 3000x2250 phone-camera JPEG of over 5 MB (grain makes it big), drawn in the page: no binary in
  // the repository. As picked it is over the limit; prepared in the browser it is well under.
  const jpeg = await page
    .evaluate(async () => {
      const canvas = new OffscreenCanvas(3000, 2250);
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(3000, 2250);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const band = Math.floor(((i / 4) % 3000) / 125) * 10;
        pixels.data.set([band + Math.random() * 120, 90 + Math.random() * 120, 200 - band / 2 + Math.random() * 55, 255], i);
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 1 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    })
    .then((base64) => Buffer.from(base64, "base64"));
  expect(jpeg.length).toBeGreaterThan(5 * 1024 * 1024);

  await page.getByRole("button", { name: "Upload Photos" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Photo" });
  // Sent empty first, the form says what is missing and from then on checks the file as it changes.
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(upload.getByText("Choose an image to upload")).toBeVisible();
  await upload.getByLabel("Image").setInputFiles({ name: "sports-day.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await upload.getByLabel("Category").selectOption("events");
  await upload.getByLabel("Published Date").fill("2031-03-09");
  await expect(upload.getByText("Preparing image…")).toBeHidden();
  await expect(upload.getByText("Choose an image to upload")).toHaveCount(0);
  await expect(upload.getByText("Images must be at most 5 MB")).toHaveCount(0);
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole("status").getByText("Photo uploaded")).toBeVisible();

  const photo = photos(page).getByRole("img", { name: "Events photo, published 9 Mar 2031" });
  await expect(photo).toBeVisible();
  const src = (await photo.getAttribute("src"))!;
  expect(src).toMatch(/^\/images\/gallery\/[0-9a-f-]{36}\.1600w\.webp$/);
  const small = src.replace(".1600w.webp", ".640w.webp");
  await expect(photo).toHaveAttribute("srcset", `${small} 640w, ${src} 1600w`);
  await expect(photo).toHaveAttribute("sizes", /25vw/);
  // A 4-column tile of a 1280-px page needs no more than the small version.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(small);
  for (const [url, width] of [
    [src, 1600],
    [small, 640],
  ] as const) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect((await response.body()).length, `${url} is smaller than the JPEG`).toBeLessThan(jpeg.length);
    const size = await page.evaluate(async (address) => {
      const bitmap = await createImageBitmap(await (await fetch(address)).blob());
      return [bitmap.width, bitmap.height];
    }, url);
    expect(size, url).toEqual([width, (width * 3) / 4]);
  }
  await expectWellBehavedImages(page);

  await page.getByRole("button", { name: "Delete Events photo, published 9 Mar 2031" }).click();
  await page.getByRole("dialog", { name: "Delete photo" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").getByText("Photo deleted")).toBeVisible();
  expect((await page.request.get(small)).status()).toBe(404);
});

test("a visitor on a phone looks through photos in the page's viewer and goes back to the gallery", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const login = await request.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { token } = await login.json();
  const made: string[] = [];
  for (const publishedDate of ["2001-03-01", "2001-03-02"]) {
    const created = await request.post("/api/gallery", {
      headers: { Authorization: `Bearer ${token}` },
      data: { imageUrl: `data:image/png;base64,${PNG.toString("base64")}`, category: "achievements", publishedDate },
    });
    expect(created.status()).toBe(201);
    made.push((await created.json()).item.id);
  }

  await visit(page, "/gallery?category=achievements");
  const newest = photos(page)
    .getByRole("link")
    .filter({ has: page.getByRole("img", { name: "Achievements photo, published 2 Mar 2001" }) });
  await newest.click();
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(atPath("/gallery"));
  await expect(viewer.getByText("1 of 2")).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText("Achievements photo, published 2 Mar 2001");
  await expectAccessible(page);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 2")).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText("Achievements photo, published 1 Mar 2001");
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer.getByText("1 of 2")).toBeVisible();
  // A swipe from right to left is the next photo.
  const box = (await viewer.locator("figure").boundingBox())!;
  const y = box.y + box.height / 2;
  await viewer.locator("figure").dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 300, clientY: y, bubbles: true });
  await viewer.locator("figure").dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 60, clientY: y, bubbles: true });
  await expect(viewer.getByText("2 of 2")).toBeVisible();

  await viewer.getByRole("button", { name: "Back to the gallery" }).click();
  await expect(viewer).toBeHidden();
  await expect(photos(page).getByRole("link").first()).toBeFocused();

  for (const id of made) await request.delete(`/api/gallery/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});
