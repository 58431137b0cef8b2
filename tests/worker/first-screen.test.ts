import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import { daysFromToday, seedCentre, seedCompetition } from "./competition-fixtures";
import { call, createUser, db, signedInUser } from "./helpers";
import { seedOrder } from "./order-fixtures";

// Issue 31, item 10: sign-in still lands on the home page, where a partner finds their own work
// first and the admin what waits on the dashboard, each a link to where it is done.

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const home = async (user?: Signed) => (await call("/", user ? { headers: { Cookie: user.cookie } } : {})).text;
/** The panel's links: each task's words and where it leads. */
const tasksOf = (html: string) =>
  [
    ...html.matchAll(
      /<a [^>]*href="([^"]+)"[^>]*><span[^>]*><svg[^>]*><use href="\/icons\.svg#[a-z-]+"><\/use><\/svg><\/span>([^<]+)<\/a>/g,
    ),
  ].map(([, href, words]) => `${words} → ${href!.replace(/&amp;/g, "&")}`);

let partner: Signed;
let admin: Signed;
beforeAll(async () => {
  [partner, admin] = [await signedInUser("franchise"), await signedInUser("admin")];
  const centreId = await seedCentre({ partnerIds: [partner.id] });
  await db.insert(leads).values([
    { type: "demo", centreId, name: "Meera Joshi", phone: "+919822011111", city: "Pune", details: { childName: "Aarav" } },
    { type: "demo", centreId, name: "Kavita Rao", phone: "+919822011112", city: "Pune", status: "contacted", details: {} },
  ]);
  await seedOrder(partner.id);
  await seedOrder(partner.id, { paymentStatus: "paid" });
  await seedCompetition({ registrationDeadline: daysFromToday(10) });
  await seedCompetition({ registrationDeadline: daysFromToday(-1) });
});

describe("the home page's first screen", () => {
  it("shows a partner their centres' new bookings, orders to pay and competitions open, each linked", async () => {
    const html = await home(partner);
    expect(html).toContain("Your centres today");
    expect(tasksOf(html)).toEqual([
      "1 new demo booking → /my-centres/leads",
      "1 order to pay → /kit-ordering/orders",
      "No entry fees to pay → /my-centres/competitions",
      "1 competition open for entries → /my-centres/competitions",
    ]);
    expect(html).not.toContain("not linked to a centre");
    // Above the hero: in its place, or (the first time an isolate loads its code) streamed after the
    // page into a slot there; the browser journey sees it first on the screen either way.
    const inPlace = html.indexOf("Your centres today") < html.indexOf("Unlock your child");
    const slotted = /<!--\$\?--><template id="B:\d+"><\/template><!--\/\$--><section class="relative isolate/.test(html);
    expect(inPlace || slotted).toBe(true);
  });

  it("tells a partner with no centre so, and puts them on the admin's list", async () => {
    const unlinked = await signedInUser("franchise");
    expect(await home(unlinked)).toContain("Your account is not linked to a centre yet");
    const html = await home(admin);
    expect(html).toContain("Waiting for you");
    const tasks = tasksOf(html);
    expect(tasks).toContainEqual(expect.stringMatching(/^\d+ partners? without a centre → \/admin\/centres$/));
    expect(tasks).toContainEqual(expect.stringMatching(/^\d+ new leads? → \/admin\/leads\?status=new$/));
    expect(tasks).toContainEqual(expect.stringMatching(/^\d+ orders? to confirm → \/admin\/orders\?status=placed$/));
  });

  it("counts what waits for the admin as the dashboard does", async () => {
    await createUser({ role: "franchise", isApproved: false });
    const tasks = tasksOf(await home(admin));
    expect(tasks.find((task) => task.includes("/admin →") || task.endsWith("→ /admin"))).toMatch(/^\d+ sign-ups? to approve → \/admin$/);
  });

  it("shows a visitor no one's work", async () => {
    const html = await home();
    expect(html).not.toContain("Your centres today");
    expect(html).not.toContain("Waiting for you");
  });
});
