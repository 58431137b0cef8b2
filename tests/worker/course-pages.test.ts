import { describe, expect, it } from "vitest";
import { centres, competitions } from "~/db/schema";
import { COURSE_INFO } from "~/lib/courses";
import { COURSES, type Course } from "~/lib/enums";
import { call, createUser, db, tokenFor } from "./helpers";
import { readWholeSitemap } from "./whole-sitemap";

// The course pages a parent reads (/courses/{slug}), the ways that lead to them (footer, home,
// sitemap, a blog post's way forward), and the competition type label fixed alongside.

const AGE_GROUPS: Record<Course, string> = {
  abacus: "5 to 14 years",
  phonics: "5 to 14 years",
  vedic_maths: "10 years and above",
  mental_math: "7 to 14 years",
  brain_development: "5 to 12 years",
};

let centreCounter = 0;
/** A centre row, inserted directly (the centres service is built elsewhere). */
async function insertCentre(overrides: Partial<typeof centres.$inferInsert> = {}) {
  centreCounter += 1;
  const tag = `${crypto.randomUUID().slice(0, 6)}-${centreCounter}`;
  const row = {
    slug: `test-centre-${tag}`,
    name: `Bright Minds Test ${tag}`,
    city: "Pune",
    area: `Area ${tag}`,
    address: "1 Test Road",
    pincode: "411043",
    latitude: 18.46,
    longitude: 73.85,
    phone: "9822012345",
    courses: ["abacus"] as Course[],
    ...overrides,
  };
  await db.insert(centres).values(row);
  return row;
}

/** The page's JSON-LD, parsed. */
function jsonLdOf(html: string) {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  expect(match, "a JSON-LD script").toBeTruthy();
  return JSON.parse(match?.[1] ?? "null") as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("a course page", () => {
  it.each(COURSES)("renders %s with its name, age group, FAQ and the free demo link", async (course) => {
    const info = COURSE_INFO[course];
    const { status, text } = await call(`/courses/${info.slug}`);
    expect(status).toBe(200);
    expect(text).toContain(`<h1 class="text-3xl font-extrabold tracking-tight sm:text-5xl">${info.name}</h1>`);
    expect(text).toContain(AGE_GROUPS[course]);
    expect(text).toContain("Levels and duration");
    expect(text).toContain("What your child gains");
    expect(text).toContain("Questions parents ask");
    expect(text.match(/<details/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`href="/book-demo?course=${course}"`);
    expect(text).toContain(">Book a free demo class<");
    // Title, description and canonical address for search engines.
    expect(text).toContain(`<title>${info.name} for children aged ${AGE_GROUPS[course]} | Bright Minds Academy</title>`);
    expect(text).toContain(`<link rel="canonical" href="https://academy.test/courses/${info.slug}"/>`);
    expect(text).toMatch(/<meta name="description" content="[^"]{60,}"/);
    const ld = jsonLdOf(text);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: info.name,
      url: `https://academy.test/courses/${info.slug}`,
    });
    expect(ld.provider).toMatchObject({ "@type": "EducationalOrganization", name: "Bright Minds Academy" });
  });

  it("says what the home page's FAQ says about age: 5 to 14 for abacus and phonics, 10 and above for Vedic maths", async () => {
    const vedic = jsonLdOf((await call("/courses/vedic-mathematics")).text);
    expect(vedic.typicalAgeRange).toBe("10-");
    const abacus = jsonLdOf((await call("/courses/abacus-training")).text);
    expect(abacus.typicalAgeRange).toBe("5-14");
  });

  it("answers an unknown course with the site's 404 page", async () => {
    for (const slug of ["abacus", "cooking-classes", "ABACUS-TRAINING"]) {
      const { status, text } = await call(`/courses/${slug}`);
      expect(status).toBe(404);
      expect(text).toContain("Oops! Page not found");
    }
  });

  it("lists the active centres that teach the course, linking to them, and never an inactive one", async () => {
    const teaching = await insertCentre({ courses: ["phonics", "mental_math"], city: "Nashik", area: "College Road" });
    const inactive = await insertCentre({ courses: ["mental_math"], active: false });
    const other = await insertCentre({ courses: ["abacus"] });
    const { text } = await call("/courses/mental-math");
    expect(text).toContain(`href="/centres/${teaching.slug}"`);
    expect(text).toContain(teaching.name);
    expect(text).toContain("College Road<!-- -->, <!-- -->Nashik");
    expect(text).not.toContain(inactive.slug);
    expect(text).not.toContain(other.slug);
    // The structured data names the same centres.
    const ld = jsonLdOf(text);
    expect(ld.hasCourseInstance.map((instance: { location: { name: string } }) => instance.location.name)).toEqual([teaching.name]);
  });

  it("lists the first eight by city, area and name, counts the rest, and names the eight in its structured data", async () => {
    for (let i = 0; i < 9; i++) await insertCentre({ courses: ["phonics"], city: "Aurangabad", area: `Ward ${i}` });
    const teachingPhonics = (await db.select().from(centres).all()).filter(
      (centre) => centre.active && (centre.courses as string[]).includes("phonics"),
    );
    const firstEight = teachingPhonics
      .sort((a, b) => a.city.localeCompare(b.city) || a.area.localeCompare(b.area) || a.name.localeCompare(b.name))
      .slice(0, 8);
    const { text } = await call("/courses/phonics-programs");
    const listed = [...text.matchAll(/href="\/centres\/(test-centre-[^"]+)"/g)].map((match) => match[1]);
    expect([...new Set(listed)]).toEqual(firstEight.map((centre) => centre.slug));
    expect(text).toContain(`See all ${teachingPhonics.length} centres`);
    const ld = jsonLdOf(text);
    expect(ld.hasCourseInstance.map((instance: { location: { name: string } }) => instance.location.name)).toEqual(
      firstEight.map((centre) => centre.name),
    );
  });

  it("points to the centre finder while no centre teaches it yet", async () => {
    const { text } = await call("/courses/brain-development");
    expect(text).toContain("Centres that teach <!-- -->Brain Development");
    expect(text).toContain('href="/centres"');
    expect(text).toContain("Find a centre near you");
    expect(jsonLdOf(text).hasCourseInstance).toEqual([]);
  });

  it("keeps a centre's name from closing the structured data's script", async () => {
    const sneaky = await insertCentre({ courses: ["vedic_maths"], name: "Centre </script><script>alert(1)</script>" });
    const { text } = await call("/courses/vedic-mathematics");
    expect(text).not.toContain("</script><script>alert(1)");
    expect(jsonLdOf(text).hasCourseInstance.map((instance: { location: { name: string } }) => instance.location.name)).toContain(
      sneaky.name,
    );
  });
});

describe("the ways to a course page", () => {
  it("the sitemap lists every course page", async () => {
    const { parts, text } = await readWholeSitemap();
    expect(parts.map((part) => part.status)).not.toContain(404);
    for (const { slug } of Object.values(COURSE_INFO)) expect(text).toContain(`<loc>https://academy.test/courses/${slug}</loc>`);
  });

  it("the footer's course list links to every course page", async () => {
    const { text } = await call("/contact");
    const footer = text.slice(text.indexOf("<footer"));
    for (const { slug, name } of Object.values(COURSE_INFO)) expect(footer).toMatch(new RegExp(`href="/courses/${slug}"[^>]*>${name}</a>`));
  });

  it("the home page's course cards' Learn More opens the course", async () => {
    const { text } = await call("/");
    for (const course of ["abacus", "phonics", "vedic_maths"] as const) {
      const { slug, name } = COURSE_INFO[course];
      expect(text).toMatch(new RegExp(`href="/courses/${slug}"[^>]*>Learn More<span class="sr-only"> about ${name}</span>`));
    }
  });

  it("a blog post ends with the course it is about and the free demo link", async () => {
    const admin = await createUser({ role: "admin" });
    const token = await tokenFor(admin.email, admin.password);
    const { json } = await call("/api/blogs", {
      method: "POST",
      token,
      body: {
        title: `Why phonics first ${crypto.randomUUID().slice(0, 6)}`,
        excerpt: "Sounds before spellings.",
        content: "Children who know the sounds can read new words.",
        category: "phonics",
        status: "published",
        publishedDate: "2026-11-15",
      },
    });
    const { text } = await call(`/blogs/${json?.blog.slug}`);
    const panel = text.slice(text.indexOf('aria-labelledby="way-forward-heading"'));
    expect(panel).toContain(">Phonics Programs</h2>");
    expect(panel).toContain('href="/book-demo?course=phonics"');
    expect(panel).toContain('href="/courses/phonics-programs"');
    expect(panel).toContain("For ages 5 to 14 years");
  });
});

describe("competition types", () => {
  it('an event reads "Event", never "Event Level"', async () => {
    const title = `Summer maths mela ${crypto.randomUUID().slice(0, 6)}`;
    await db.insert(competitions).values({
      title,
      description: "A day of puzzles and games.",
      date: "2099-05-01",
      location: "Pune",
      participants: 40,
      category: "upcoming",
      type: "event",
      prizes: [],
    });
    const { text } = await call("/competitions?category=upcoming");
    expect(text).toContain(title);
    expect(text).not.toMatch(/Event Level/i);
    expect(text).toMatch(/uppercase tracking-wide text-brand-800">Event<\/span>/);
  });
});

describe("fees from ₹…", () => {
  it("shows the lowest fee an active centre shows for the course, on its page and on the home page", async () => {
    await insertCentre({ courses: ["vedic_maths"], fees: { vedic_maths: "₹1,500 a month" } });
    await insertCentre({ courses: ["vedic_maths"], fees: { vedic_maths: "₹ 1,200 per month (books extra)" } });
    await insertCentre({ courses: ["vedic_maths"], fees: { vedic_maths: "Ask at the centre" } });
    await insertCentre({ courses: ["vedic_maths"], fees: { vedic_maths: "₹500 a month" }, active: false });
    const course = (await call("/courses/vedic-mathematics")).text;
    expect(course).toContain(">Fees</dt>");
    expect(course).toContain(">From ₹1,200</dd>");
    const home = (await call("/")).text;
    expect(home).toMatch(/Vedic Mathematics<\/h3>[\s\S]*?Fees from <span[^>]*>₹1,200<\/span> at our centres/);
  });

  it("says nothing of fees for a course no centre shows a fee for", async () => {
    expect((await call("/courses/brain-development")).text).not.toContain(">Fees</dt>");
    const home = (await call("/")).text;
    const phonicsCard = home.slice(home.indexOf("Phonics Programs</h3>"), home.indexOf("Vedic Mathematics</h3>"));
    expect(phonicsCard).toContain("Learn More");
    expect(phonicsCard).not.toContain("Fees from");
  });
});
