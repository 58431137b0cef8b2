import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_PARTNER, expect, expectAccessible, test, visit, visitAs } from "./fixtures";

// The centre finder as a parent uses it on a phone, and the admin's Centres tab.

async function adminToken(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A PIN code no other test's centre has. */
const freshPin = () => `4${String(Date.now() % 100000).padStart(5, "0")}`;

test.describe("a parent on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 18.52, longitude: 73.85 }, permissions: ["geolocation"] });

  test("searches by PIN code, finds the nearest centre first, opens its page, and sorts by their location", async ({ page, request }) => {
    // Baner's own PIN code: a PIN is searched from its place, nearest first (issue 31).
    const pincode = "411045";
    const name = `Bright Minds Baner ${freshPin()}`;
    const token = await adminToken(request);
    const created = await request.post("/api/centres", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        city: "Pune",
        area: "Baner",
        address: "7 Baner Road, Baner, Pune",
        pincode,
        latitude: 18.559,
        longitude: 73.7868,
        phone: "+91 98765 43210",
        whatsappNumber: "+91 91234 56789",
        courses: ["abacus", "vedic_maths"],
        timings: "Mon-Sat 5-7 pm",
        fees: { abacus: "₹1,400 a month" },
      },
    });
    expect(created.status()).toBe(201);
    const { centre } = (await created.json()) as { centre: { id: string; slug: string } };

    await visit(page, "/centres");
    await expect(page.getByRole("heading", { name: "Find a centre near you", level: 1 })).toBeVisible();
    await page.getByLabel("City, area or PIN code").fill(pincode);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${pincode}`));
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(page.getByRole("heading", { name: /centres?, nearest first from PIN 411045$/ })).toBeVisible();
    await expect(page.getByRole("article").first()).toHaveAccessibleName(name);
    await expect(card).toContainText(/\d+ m|\d+\.\d km/);
    await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+919876543210");
    await expect(card.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919123456789\?text=/);
    await expect(card.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=18.559,73.7868",
    );
    await expect(card.getByRole("link", { name: /Book a free demo class/ })).toHaveAttribute("href", `/book-demo?centre=${centre.id}`);
    await expectAccessible(page);

    await card.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(`/centres/${centre.slug}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("₹1,400 a month")).toBeVisible();
    // The booking form is on the centre's page, for this centre; on a phone a link leads down to it.
    await expect(page.getByRole("link", { name: "Book a free demo class" }).first()).toHaveAttribute("href", "#demo-booking");
    const booking = page.getByRole("region", { name: "Book a free demo class" });
    await expect(booking.getByRole("combobox", { name: "Centre" })).toHaveValue(centre.id);

    // From their location (the browser asks only now), nearest first with the distance shown.
    await visit(page, "/centres");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/near=18\.52\d*(,|%2C)73\.85/);
    await expect(page.getByText("Sorted by distance from your location.")).toBeVisible();
    await expect(page.getByRole("article", { name })).toContainText(/\d+\.\d km/);
  });
});

test("the admin adds a centre in the Centres tab, run by a partner", async ({ page }) => {
  const pincode = freshPin();
  const name = `Admin Made Centre ${pincode}`;
  await visitAs(page, E2E_ADMIN, "/admin/centres");
  await page.getByRole("button", { name: "Add centre" }).click();
  const dialog = page.getByRole("dialog", { name: "Add centre" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Centre name").fill(name);
  await dialog.getByLabel("City").fill("Nashik");
  await dialog.getByLabel("Area / locality").fill("College Road");
  await dialog.getByLabel("Full address").fill("3 College Road, Nashik");
  await dialog.getByLabel("PIN code").fill(pincode);
  await dialog.getByLabel("Latitude").fill("20.0059");
  await dialog.getByLabel("Longitude").fill("73.7624");
  await dialog.getByLabel("Phone").fill("98220 12345");
  await dialog.getByLabel("Batch timings").fill("Mon-Fri 5-7 pm");
  await dialog.getByRole("checkbox", { name: "Abacus Training" }).check();
  await dialog.getByRole("checkbox", { name: "Mental Math" }).check();
  await dialog.getByLabel("Abacus Training", { exact: true }).and(page.getByRole("textbox")).fill("₹1,200 a month");
  await dialog.getByRole("checkbox", { name: new RegExp(E2E_PARTNER.name) }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create centre" }).click();

  await expect(page.getByRole("status").filter({ hasText: `Centre “${name}” created` })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText("Partners: E2E Partner");
  await expect(row).toContainText("Mental Math");
  // Editing it again, the form (whose partner accounts are fetched on opening) shows its partner ticked.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit centre" });
  await expect(edit.getByRole("checkbox", { name: new RegExp(E2E_PARTNER.name) })).toBeChecked();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();

  // Parents find it at once.
  await visit(page, `/centres?q=${pincode}`);
  await expect(page.getByRole("article", { name })).toContainText("College Road, Nashik");
});
