import { atPath, E2E_ADMIN, E2E_PARTNER, expect, signIn, test } from "./fixtures";

// Issue 31, item 10: signing in lands on the home page, whose first screen is the person's own
// work: a partner's centres (bookings, orders, entries), the admin's waiting list.

test.use({ viewport: { width: 390, height: 844 } });

test("a partner signing in on a phone first sees their centres' work, and goes to it in one tap", async ({ page }) => {
  await signIn(page, E2E_PARTNER);
  await expect(page).toHaveURL(atPath("/"));
  const work = page.getByRole("region", { name: "Your centres today" });
  await expect(work).toBeInViewport();
  await expect(work.getByRole("link")).toHaveText([
    /^(No new demo bookings|\d+ new demo bookings?)$/,
    /^(No orders to pay|\d+ orders? to pay)$/,
    /^(No entry fees to pay|\d+ entry fees? to pay)$/,
    /^(No competition open for entries|\d+ competitions? open for entries)$/,
  ]);
  await expect(work).not.toContainText("not linked to a centre");
  await work.getByRole("link", { name: /demo booking/ }).click();
  await expect(page).toHaveURL(atPath("/my-centres/leads"));
});

test("the admin signing in first sees what waits on the dashboard", async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  const waiting = page.getByRole("region", { name: "Waiting for you" });
  await expect(waiting).toBeInViewport();
  await expect(waiting.getByRole("link", { name: /sign-ups? to approve$/ })).toHaveAttribute("href", "/admin");
  await waiting.getByRole("link", { name: /new leads?$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/leads" && url.searchParams.get("status") === "new");
});
