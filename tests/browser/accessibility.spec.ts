import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_PUBLISHED } from "../../scripts/lib/e2e-results.mjs";
import { E2E_LEVEL_EXAM } from "../../scripts/lib/e2e-level-exams.mjs";
import { exampleAddress, routeEntries, type SweepRole } from "../../app/route-registry";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, expectWellBehavedImages, test, visit, visitAs, watchPage } from "./fixtures";

// Every page each role can reach, checked with axe (WCAG 2.x A/AA and axe's experimental rules) at a
// phone and a desktop width, with content on them: a post, a competition, a photo, a kit and an
// order, made through the API before the sweep and removed after it (the order stays; orders are
// never deleted). The pages, and as whom, come from the route registry (app/route-registry.ts).
const content = { blogSlug: "", orderId: "", cancelledOrderId: "", centreSlug: "", competitionId: "", studentId: "" };
const made: { path: string; token: string }[] = [];

// A 2x2 PNG, enough for a real uploaded image.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

async function tokenOf(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The competition's image, on the first screen of /competitions, as an admin's upload reaches the
 * site: the two WebP versions the browser makes (a large one and a 640-px one), sent by the page's
 * edit form. (An API data URL is stored as one object, without the srcset a large first-screen
 * image needs; see expectWellBehavedImages.)
 */
async function uploadPoster(browser: Browser, competition: Record<string, unknown> & { id: string }) {
  const page = await browser.newPage();
  await visitAs(page, E2E_ADMIN, "/");
  await expect(page.getByRole("link", { name: "Admin Dashboard" }).first()).toBeAttached();
  const [large, small] = await page.evaluate(() =>
    Promise.all(
      [1600, 640].map(async (width) => {
        const canvas = new OffscreenCanvas(width, (width * 9) / 16);
        const context = canvas.getContext("2d")!;
        const gradient = context.createLinearGradient(0, 0, width, 0);
        gradient.addColorStop(0, "#1d4ed8");
        gradient.addColorStop(1, "#facc15");
        context.fillStyle = gradient;
        context.fillRect(0, 0, canvas.width, canvas.height);
        const blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
        return [...new Uint8Array(await blob.arrayBuffer())];
      }),
    ),
  );
  const fields = ["title", "description", "date", "location", "participants", "category", "type", "buttonUrl"];
  const response = await page.request.post(`/competitions?intent=update&id=${competition.id}`, {
    multipart: {
      ...Object.fromEntries(fields.map((name) => [name, String(competition[name])])),
      prizes: "Trophy",
      imageUrl: { name: "poster.webp", mimeType: "image/webp", buffer: Buffer.from(large!) },
      imageSmall: { name: "poster.640w.webp", mimeType: "image/webp", buffer: Buffer.from(small!) },
    },
  });
  expect(await response.text()).toContain("Competition updated successfully");
  await page.close();
}

async function create(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `POST ${path}`).toBe(201);
  return response.json();
}

test.beforeAll(async ({ request, browser }) => {
  const admin = await tokenOf(request, E2E_ADMIN);
  const run = Date.now().toString(36);
  const { blog } = await create(request, admin, "/api/blogs", {
    title: `Finger counting before the abacus ${run}`,
    excerpt: "Why children who count on their fingers take to the abacus faster.",
    content: "Start with fingers.\n\nThen move the beads.",
    category: "abacus",
    status: "published",
    publishedDate: "2026-11-10",
  });
  content.blogSlug = blog.slug;
  made.push({ path: `/api/blogs/${blog.id}`, token: admin });
  const competition = await create(request, admin, "/api/competitions", {
    title: `District Abacus Challenge ${run}`,
    description: "A morning of mental arithmetic for every level.",
    date: "2031-02-14",
    location: "Pune",
    participants: 120,
    category: "upcoming",
    type: "state",
    prizes: ["Trophy", "Certificates"],
    buttonUrl: "https://example.com/register",
    // Registration open, so the partner's competition pages show the roster picker and the fee.
    registrationDeadline: "2031-02-01",
    entryFee: 250,
    levels: ["Level 1", "Level 2", "Level 3"],
    reportingTime: "08:30",
  });
  made.push({ path: `/api/competitions/${competition.competition.id}`, token: admin });
  content.competitionId = competition.competition.id;
  await uploadPoster(browser, competition.competition);
  const photo = await create(request, admin, "/api/gallery", { imageUrl: PNG, category: "events", publishedDate: "2026-11-01" });
  made.push({ path: `/api/gallery/${photo.item.id}`, token: admin });
  const { product } = await create(request, admin, "/api/products", {
    name: `Vedic Maths Starter ${run}`,
    description: "Sutra cards and a workbook.",
    price: 900,
    category: "vedic_math",
    includes: ["Sutra cards", "Workbook"],
    gstPercent: 18,
    hsnCode: "4901",
    unit: "SET",
  });
  made.push({ path: `/api/products/${product.id}`, token: admin });
  const partner = await tokenOf(request, E2E_PARTNER);
  const { order } = await create(request, partner, "/api/orders", {
    items: [{ productId: product.id, name: product.name, qty: 2, price: 900 }],
    subtotal: 1800,
    gst: 324,
    total: 2124,
    franchiseeName: "Kothrud Centre",
    billingAddress: "12 Karve Road, Kothrud, Pune 411038",
    gstNumber: "",
  });
  content.orderId = order.id;
  // A second order, cancelled: its credit note.
  const { order: cancelled } = await create(request, partner, "/api/orders", {
    items: [{ productId: product.id, name: product.name, qty: 1, price: 900 }],
    subtotal: 900,
    gst: 162,
    total: 1062,
    franchiseeName: "Kothrud Centre",
    billingAddress: "12 Karve Road, Kothrud, Pune 411038",
  });
  const cancelling = await request.patch(`/api/orders/${cancelled.id}`, {
    data: { status: "cancelled", reason: "Ordered twice" },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(cancelling.status()).toBe(200);
  content.cancelledOrderId = cancelled.id;
  // A centre the partner runs: the finder's card, its page, My Centres and the admin's Centres tab.
  const { centre } = await create(request, admin, "/api/centres", {
    name: `Sweep Centre ${run}`,
    city: "Pune",
    area: "Kothrud",
    address: "12 Karve Road, Kothrud, Pune",
    pincode: "411038",
    latitude: 18.5074,
    longitude: 73.8077,
    phone: "+91 98765 43210",
    whatsappNumber: "+91 98765 43210",
    courses: ["abacus", "phonics"],
    timings: "Mon-Fri 4-7 pm",
    fees: { abacus: "₹1,500 a month" },
    partnerIds: [E2E_PARTNER.id],
  });
  content.centreSlug = centre.slug;
  made.push({ path: `/api/centres/${centre.id}`, token: admin });
  // A student on its roster (the roster page's rows; DELETE archives them afterwards).
  const { student } = await create(request, partner, "/api/students", {
    name: `Sweep Student ${run}`,
    dateOfBirth: "2017-05-14",
    course: "abacus",
    level: 3,
    centreId: centre.id,
    parentPhone: "+91 98220 12345",
  });
  made.push({ path: `/api/students/${student.id}`, token: partner });
  // Their page (level history), as the partner and the admin open it.
  content.studentId = student.id;
  // A message on the Messages tab, with its reply links and buttons.
  const message = await request.post("/api/contact", {
    data: { name: "Sweep Parent", email: "sweep@example.com", phone: "098220 12345", subject: `Batches ${run}`, message: "Any batch?" },
  });
  expect(message.status()).toBe(201);
});

test.afterAll(async ({ request }) => {
  for (const { path, token } of made.reverse()) await request.delete(path, { headers: { Authorization: `Bearer ${token}` } });
});

/** The registry's example addresses for `role`, filled with the sweep's content and the test server's results. */
const pagesFor = (role: SweepRole) => {
  const example: Record<string, string> = {
    ...content,
    resultsCompetitionId: E2E_PUBLISHED.competitionId,
    certificateCode: E2E_PUBLISHED.code,
    entryId: E2E_PUBLISHED.entryId,
    levelExamId: E2E_LEVEL_EXAM.id,
  };
  return routeEntries().flatMap(([, entry]) => (entry.a11y?.[role] ?? []).map((address) => exampleAddress(address, example)));
};
const WIDTHS = [390, 1280];

/**
 * Every page at each width, the widths side by side: a second page of the same browser context
 * (signed in alike, watched alike) takes the phone width. axe keeps one core busy while the other
 * waits on the next page, so the sweep takes about half the time.
 */
async function checkPages(page: Page, paths: string[]) {
  expect(paths.join(), "the sweep's content was made").not.toMatch(/\/blogs\/,|orders\/\/invoice|\/centres\/,/);
  const phone = await page.context().newPage();
  const phoneWatched = await watchPage(phone);
  await Promise.all(
    [phone, page].map(async (tab, index) => {
      await tab.setViewportSize({ width: WIDTHS[index]!, height: 900 });
      for (const path of paths) {
        await visit(tab, path);
        await expectAccessible(tab, { experimental: true });
        await expectWellBehavedImages(tab);
      }
    }),
  );
  await phoneWatched();
  await phone.close();
}

test("every public page is accessible to a visitor", async ({ page }) => {
  test.setTimeout(360_000); // each page fully analysed by axe, at two widths, on a machine that may be busy
  await checkPages(page, pagesFor("visitor"));
});

test("the open mobile menu and the form errors are accessible", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectAccessible(page, { experimental: true });

  await visit(page, "/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expectAccessible(page, { experimental: true });
});

test("every page an approved franchise partner reaches is accessible", async ({ page }) => {
  test.setTimeout(360_000); // each page fully analysed by axe, at two widths, on a machine that may be busy
  await visitAs(page, E2E_PARTNER, "/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kit Ordering" })).toBeVisible();
  await checkPages(page, pagesFor("partner"));
});

test("every page an administrator reaches is accessible", async ({ page }) => {
  test.setTimeout(360_000); // each page fully analysed by axe, at two widths, on a machine that may be busy
  await visitAs(page, E2E_ADMIN, "/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  await checkPages(page, pagesFor("admin"));
});
