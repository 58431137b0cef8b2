import { describe, expect, it } from "vitest";
import { COURSE_INFO } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { COURSE_CONTENT } from "~/web/course-content.server";
import { COURSE_CONTENT_HI } from "~/web/course-content-hi.server";
import { COURSE_CONTENT_MR } from "~/web/course-content-mr.server";
import { call, signedInUser } from "./helpers";

// Issue 36: a course page says what the course is in the page's language (Marathi, Hindi), not only
// its frame; its canonical address, breadcrumbs and structured data are that language's too.

const TRANSLATIONS = { mr: COURSE_CONTENT_MR, hi: COURSE_CONTENT_HI } as const;

/** The page's text as a reader sees it (React writes an apostrophe as &#x27;). */
const readable = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as { "@type": string; [key: string]: unknown }[];

describe("the course texts in Marathi and Hindi", () => {
  it.each(Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[])(
    "say what the English says, part for part, with the same ages (%s)",
    (language) => {
      for (const course of COURSES) {
        const english = COURSE_CONTENT[course];
        const translated = TRANSLATIONS[language][course];
        expect(translated.about.length, course).toBe(english.about.length);
        expect(translated.levels.length, course).toBe(english.levels.length);
        expect(translated.gains.length, course).toBe(english.gains.length);
        expect(translated.faqs.length, course).toBe(english.faqs.length);
        expect({ min: translated.ageGroup.min, max: translated.ageGroup.max }, course).toEqual({
          min: english.ageGroup.min,
          max: english.ageGroup.max,
        });
        // A meta description: search engines cut it after about 160 characters.
        expect(translated.summary.length, course).toBeLessThan(160);
        // Written in Devanagari, not left in English.
        for (const text of [translated.tagline, translated.summary, ...translated.about, ...translated.faqs.map((faq) => faq.answer)])
          expect(text, course).toMatch(/[\u0900-\u097F]/);
      }
    },
  );

  it.each([
    ["mr", "mr-IN"],
    ["hi", "hi-IN"],
  ] as const)(
    "fill the course page at /%s/courses/…, with its canonical address and structured data in that language",
    async (language, tag) => {
      for (const course of COURSES) {
        const { slug } = COURSE_INFO[course];
        const page = await call(`/${language}/courses/${slug}`);
        expect(page.status).toBe(200);
        const html = page.text!;
        const text = readable(html);
        const content = TRANSLATIONS[language][course];
        for (const words of [
          content.tagline,
          content.about[0]!,
          content.levels[0]!.name,
          content.gains[0]!.title,
          content.faqs[0]!.question,
        ])
          expect(text, `${course}: ${words}`).toContain(words);
        expect(text).not.toContain(COURSE_CONTENT[course].tagline);
        expect(text).toContain(`<meta name="description" content="${content.summary}"/>`);
        expect(html).toContain(`<link rel="canonical" href="https://academy.test/${language}/courses/${slug}"/>`);
        const nodes = jsonLdOf(html);
        const courseNode = nodes.find((node) => node["@type"] === "Course")!;
        expect(courseNode).toMatchObject({
          inLanguage: tag,
          description: content.summary,
          url: `https://academy.test/${language}/courses/${slug}`,
        });
        const breadcrumbs = nodes.find((node) => node["@type"] === "BreadcrumbList") as unknown as { itemListElement: { item: string }[] };
        expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
          `https://academy.test/${language}/`,
          `https://academy.test/${language}/#courses`,
          `https://academy.test/${language}/courses/${slug}`,
        ]);
      }
    },
  );

  it("keeps the English page as it was", async () => {
    const html = (await call("/courses/abacus-training")).text!;
    expect(readable(html)).toContain(COURSE_CONTENT.abacus.tagline);
    expect(html).toContain('<link rel="canonical" href="https://academy.test/courses/abacus-training"/>');
    expect(html).toContain('"@type":"Course","name":"Abacus Training"');
    expect(html).toContain('"inLanguage":"en-IN"');
  });

  it("leads a Marathi reader of a post to the course in Marathi", async () => {
    const admin = await signedInUser("admin");
    const created = await call("/api/blogs", {
      method: "POST",
      token: admin.token,
      body: {
        title: `Abacus at home ${crypto.randomUUID().slice(0, 6)}`,
        excerpt: "Practice that sticks.",
        content: "Ten minutes a day.",
        category: "abacus",
        status: "published",
        publishedDate: "2026-11-21",
      },
    });
    expect(created.status, created.text).toBe(201);
    const slug = created.json!.blog.slug as string;
    const html = readable((await call(`/mr/blogs/${slug}`)).text!);
    expect(html).toContain(COURSE_CONTENT_MR.abacus.summary);
    expect(html).toContain(`<link rel="canonical" href="https://academy.test/mr/blogs/${slug}"/>`);
  });
});
