// The markup a page sends beyond what a reader sees: its HTML document (closing tags last, ETag),
// its head's hero preload, and the structured data search engines read. One file: one workerd start.

import { beforeAll, describe, expect, it } from "vitest";
import { HERO_SLIDES } from "~/web/hero-slides";
import { BASE, call, createUser, freshAddress, tokenFor } from "./helpers";
import { type JsonLdNode, jsonLdNodes, jsonLdOfType } from "./json-ld";
import { workerFetch } from "./worker-fetch";

// Issue 29, item 2: the structured data search engines read, parsed out of the rendered pages:
// a centre's address (its state from the PIN code), hours, photo and phone; a course's centres;
// the home page's Organization and WebSite; a post's BlogPosting; the breadcrumbs a page shows.

const ORIGIN = "https://academy.test";
// A 2x2 PNG, enough for a real uploaded image.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

/**
 * The schema.org properties each type used here may carry (schema.org's published vocabulary,
 * properties inherited included: an EducationalOrganization is an Organization and, through
 * CivicStructure, a Place). A misspelt or misplaced property fails the page.
 */
const THING = ["name", "url", "image", "description", "sameAs"];
const ORGANIZATION = [...THING, "address", "telephone", "email", "logo", "contactPoint", "knowsAbout", "parentOrganization"];
const PLACE = [...THING, "address", "telephone", "geo", "hasMap", "logo", "openingHoursSpecification"];
const CREATIVE_WORK = [...THING, "inLanguage", "author", "publisher", "datePublished", "dateModified", "headline", "mainEntityOfPage"];
const VOCABULARY: Record<string, string[]> = {
  EducationalOrganization: [...new Set([...ORGANIZATION, ...PLACE])],
  WebSite: CREATIVE_WORK,
  BlogPosting: CREATIVE_WORK,
  Course: [...CREATIVE_WORK, "provider", "audience", "typicalAgeRange", "hasCourseInstance"],
  CourseInstance: [...THING, "courseMode", "location"],
  EducationalAudience: [...THING, "educationalRole", "audienceType"],
  Place: PLACE,
  PostalAddress: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  ContactPoint: ["telephone", "email", "contactType", "areaServed", "availableLanguage"],
  ImageObject: [...THING, "contentUrl"],
  Person: THING,
  WebPage: THING,
  BreadcrumbList: [...THING, "itemListElement"],
  ListItem: [...THING, "position", "item"],
};

/** Every node inside `value` that names its type, checked against the vocabulary. */
function expectKnownVocabulary(value: unknown, where: string) {
  if (Array.isArray(value)) return value.forEach((item, index) => expectKnownVocabulary(item, `${where}[${index}]`));
  if (typeof value !== "object" || value === null) return;
  const node = value as JsonLdNode;
  const type = node["@type"];
  if (type !== undefined) {
    expect(Object.keys(VOCABULARY), `${where}: a schema.org type`).toContain(type);
    for (const key of Object.keys(node).filter((key) => !key.startsWith("@")))
      expect(VOCABULARY[type], `${where}: ${type} has no property ${key}`).toContain(key);
  }
  for (const [key, child] of Object.entries(node)) expectKnownVocabulary(child, `${where}.${key}`);
}

const expectSchemaOrg = (html: string) => jsonLdNodes(html).forEach((node, index) => expectKnownVocabulary(node, `node ${index}`));

let adminToken: string;

/** The PostalAddress of a centre made from baseCentre: Panaji's PIN code is in Goa. */
const GOA_ADDRESS = {
  "@type": "PostalAddress",
  streetAddress: "Shop 3, Rua de Ourem, Altinho",
  addressLocality: "Panaji",
  addressRegion: "Goa",
  postalCode: "403001",
  addressCountry: "IN",
};

const baseCentre = {
  area: "Altinho",
  address: "Shop 3, Rua de Ourem, Altinho",
  city: "Panaji",
  pincode: "403001",
  latitude: 15.4989123,
  longitude: 73.8278456,
  phone: "+91 98220 12345",
  courses: ["mental_math"],
  timings: "Mon-Fri 4-8 pm, Sat 10 am-1 pm",
};

async function createCentre(fields: Record<string, unknown>) {
  const { status, json } = await call("/api/centres", {
    method: "POST",
    token: adminToken,
    body: { ...baseCentre, name: `Structured ${crypto.randomUUID().slice(0, 6)}`, ...fields },
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.centre as { id: string; slug: string; name: string; imageUrl: string | null };
}

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
});

describe("a centre's structured data", () => {
  it("names the state of its PIN code: Goa for a Panaji centre, Maharashtra for a Pune one", async () => {
    const goa = await createCentre({});
    const pune = await createCentre({ city: "Pune", area: "Kothrud", address: "12 Karve Road, Kothrud", pincode: "411038" });
    const goaPage = (await call(`/centres/${goa.slug}`)).text;
    expect(jsonLdOfType(goaPage, "EducationalOrganization").address).toEqual(GOA_ADDRESS);
    expect(jsonLdOfType((await call(`/centres/${pune.slug}`)).text, "EducationalOrganization").address).toMatchObject({
      addressLocality: "Pune",
      addressRegion: "Maharashtra",
    });
    expectSchemaOrg(goaPage);
  });

  it("leaves the region out for a PIN code no state can be told from", async () => {
    // 99: the Army Postal Service, no state's.
    const field = await createCentre({ pincode: "990001" });
    const address = jsonLdOfType((await call(`/centres/${field.slug}`)).text, "EducationalOrganization").address;
    expect(address.postalCode).toBe("990001");
    expect(address).not.toHaveProperty("addressRegion");
  });

  it("carries the opening hours read from its timings, its phone, its photo and coordinates to 5 decimals", async () => {
    const centre = await createCentre({ imageUrl: PNG });
    const data = jsonLdOfType((await call(`/centres/${centre.slug}`)).text, "EducationalOrganization");
    const day = (name: string) => `https://schema.org/${name}`;
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(day),
        opens: "16:00",
        closes: "20:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "10:00", closes: "13:00" },
    ]);
    expect(data.telephone).toBe("+919822012345");
    expect(centre.imageUrl).toMatch(/^\/images\//);
    expect(data.image).toBe(`${ORIGIN}${centre.imageUrl}`);
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 15.49891, longitude: 73.82785 });
  });

  it("reads other timings the way the page says them, and leaves out those it cannot read for certain", async () => {
    const hoursOf = async (timings: string) =>
      jsonLdOfType((await call(`/centres/${(await createCentre({ timings })).slug}`)).text, "EducationalOrganization")
        .openingHoursSpecification;
    expect(await hoursOf("Tue-Sun 3:30-7:30 pm")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((name) => `https://schema.org/${name}`),
        opens: "15:30",
        closes: "19:30",
      },
    ]);
    // Morning or evening? The page shows the text; the structured data says nothing.
    expect(await hoursOf("Mon-Fri 4-8")).toBeUndefined();
    expect(await hoursOf("Weekdays after school")).toBeUndefined();
  });
});

describe("a course page's structured data", () => {
  it("puts each centre's city in addressLocality and its state in addressRegion", async () => {
    const goa = await createCentre({ courses: ["brain_development"] });
    const text = (await call("/courses/brain-development")).text;
    const course = jsonLdOfType(text, "Course");
    const instance = (course.hasCourseInstance as JsonLdNode[]).find((item) => item.location.name === goa.name);
    expect(instance?.location.address).toEqual(GOA_ADDRESS);
    expectSchemaOrg(text);
  });

  it("has a BreadcrumbList matching the breadcrumbs it shows", async () => {
    const text = (await call("/courses/abacus-training")).text;
    const nav = text.match(/<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/)?.[1] ?? "";
    const shown = [...nav.matchAll(/<li(?![^>]*aria-hidden)[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) =>
      item!.replace(/<[^>]+>/g, "").trim(),
    );
    expect(shown).toEqual(["Home", "Our Courses", "Abacus Training"]);
    const links = [...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => `${ORIGIN}${href}`);
    const trail = jsonLdOfType(text, "BreadcrumbList").itemListElement as JsonLdNode[];
    expect(trail.map((item) => item.name)).toEqual(shown);
    expect(trail.map((item) => item.position)).toEqual([1, 2, 3]);
    // Each crumb links where the visible one does; the last is the page itself.
    expect(trail.map((item) => item.item)).toEqual([...links, `${ORIGIN}/courses/abacus-training`]);
    expect(trail.every((item) => item["@type"] === "ListItem")).toBe(true);
  });
});

describe("the home page's structured data", () => {
  it("describes the academy (Organization) and the site (WebSite) from the saved settings", async () => {
    const saved = await call("/api/info", {
      method: "PUT",
      token: adminToken,
      body: {
        contact: { address: "K K Market, Dhankawadi, Pune 411043", phone: "+91 20 2437 1234", email: "hello@brightminds.example" },
        socialLinks: { facebook: "https://www.facebook.com/bm-pune", youtube: "https://www.youtube.com/@bm-pune" },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const text = (await call("/")).text;
    const organization = jsonLdOfType(text, "EducationalOrganization");
    expect(organization).toMatchObject({
      name: "Bright Minds Academy",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      telephone: "+91 20 2437 1234",
      email: "hello@brightminds.example",
      contactPoint: { "@type": "ContactPoint", telephone: "+91 20 2437 1234", email: "hello@brightminds.example" },
      sameAs: ["https://www.facebook.com/bm-pune", "https://www.youtube.com/@bm-pune"],
    });
    const site = jsonLdOfType(text, "WebSite");
    expect(site).toMatchObject({ name: "Bright Minds Academy", url: `${ORIGIN}/`, publisher: { "@id": organization["@id"] } });
    expectSchemaOrg(text);
  });
});

describe("a post's structured data", () => {
  it("is a BlogPosting with its headline, dates, author, image, description, page and publisher", async () => {
    const title = `Abacus at home ${crypto.randomUUID().slice(0, 6)}`;
    const { json } = await call("/api/blogs", {
      method: "POST",
      token: adminToken,
      body: {
        title,
        excerpt: "Ten minutes a day with the beads.",
        content: "Start small.",
        category: "abacus",
        status: "published",
        publishedDate: "2026-11-10",
        imageUrl: PNG,
      },
    });
    const blog = json!.blog as { slug: string; imageUrl: string; author: string; updatedAt: string };
    const url = `${ORIGIN}/blogs/${blog.slug}`;
    const text = (await call(`/blogs/${blog.slug}`)).text;
    const posting = jsonLdOfType(text, "BlogPosting");
    expect(posting).toMatchObject({
      headline: title,
      description: "Ten minutes a day with the beads.",
      datePublished: "2026-11-10",
      dateModified: blog.updatedAt,
      author: { "@type": "Person", name: blog.author },
      image: `${ORIGIN}${blog.imageUrl}`,
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      publisher: { "@type": "EducationalOrganization", name: "Bright Minds Academy", logo: `${ORIGIN}/favicon.svg` },
    });
    expectSchemaOrg(text);
  });
});

// The hero's first slide is the largest paint of the pages that open with it: their head preloads
// it (route `links`: heroLinks), with the <img>'s own srcset and sizes; other pages preload nothing.

const html = async (path: string) => (await workerFetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress() } })).text();
const preloads = (page: string) => page.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe("the hero image preload", () => {
  it("is in the head of each page that shows the hero, once, matching the first slide", async () => {
    for (const path of ["/", "/blogs", "/competitions", "/gallery", "/contact", "/franchise", "/centres", "/verify"]) {
      const page = await html(path);
      const [link, ...more] = preloads(page);
      expect(more, path).toEqual([]);
      expect(link, path).toContain(`imageSrcSet="${HERO_SLIDES[0]!.srcSet}"`);
      expect(link, path).toContain('imageSizes="100vw"');
      expect(link, path).toContain('fetchpriority="high"');
      expect(page.indexOf(link!), path).toBeLessThan(page.indexOf("</head>"));
      // The slide the preload fetches is the one the page shows first.
      expect(page, path).toContain(`srcSet="${HERO_SLIDES[0]!.srcSet}"`);
    }
  });

  it("is absent from pages without a hero, and from a page answered by the error boundary", async () => {
    for (const path of ["/login", "/register", "/blogs/no-such-post", "/no-such-page"]) {
      expect(preloads(await html(path)), path).toEqual([]);
    }
  });
});

// A page's HTML document: it ends with its closing tags, after the streamed loader data
// (app/web/closing-tags-last.server.ts), so no <script> sits after </html> (the Nu HTML checker,
// npm run check:html, reads every page the browser tests load); and its ETag lets a browser's kept
// copy be answered 304 with the policy of that copy's nonce (app/web/document-etag.server.ts).

const visitorPage = (path: string, userAgent: string) =>
  workerFetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress(), "User-Agent": userAgent } });

describe("a page's HTML document", () => {
  for (const [who, userAgent] of [
    ["a person's browser (streamed)", "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36"],
    ["a crawler (all at once)", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ]) {
    it(`ends with </body></html>, once, nothing after it, for ${who}`, async () => {
      for (const path of ["/", "/competitions", "/login"]) {
        const html = await (await visitorPage(path, userAgent!)).text();
        expect(html.startsWith("<!DOCTYPE html>"), path).toBe(true);
        expect(html.endsWith("</body></html>"), path).toBe(true);
        expect(html.split("</html>").length, path).toBe(2);
        // The streamed data is still there, before the end.
        expect(html, path).toContain("__remixContext");
      }
    });
  }
});

describe("a page's ETag", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    workerFetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress(), ...headers } });
  const nonceOf = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];

  it("names the document without its nonce, then the nonce its policy carries", async () => {
    const first = await get("/competitions");
    const second = await get("/competitions");
    const [tag1, tag2] = [first.headers.get("ETag"), second.headers.get("ETag")];
    expect(tag1).toMatch(/^W\/"[0-9a-f]{20}-[^"]+"$/);
    expect(tag1).toContain(`-${nonceOf(first)}"`);
    // Same page, new nonce: the same hash.
    expect(tag2!.slice(0, 24)).toBe(tag1!.slice(0, 24));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it("answers a browser's current copy with 304 and the policy of that copy's nonce", async () => {
    const first = await get("/competitions");
    const tag = first.headers.get("ETag")!;
    const again = await get("/competitions", { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(tag);
    expect(nonceOf(again)).toBe(nonceOf(first));
  });

  it("sends the page whole for another page's tag, a changed page or a tag that is not ours", async () => {
    const other = (await get("/contact")).headers.get("ETag")!;
    const mine = (await get("/competitions")).headers.get("ETag")!;
    for (const ifNoneMatch of [
      other,
      'W/"00000000000000000000-AAAAAAAAAAAAAAAAAAAAAA=="',
      'W/"abc-x", *',
      `${mine.slice(0, 24)}AAAAAAAAAAAAAAAA'; script-src *"`,
    ]) {
      const response = await get("/competitions", { "If-None-Match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(200);
      expect(nonceOf(response)).toMatch(/^[A-Za-z0-9+/=]+$/);
    }
  });
});
