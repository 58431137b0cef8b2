import { beforeAll, describe, expect, it } from "vitest";
import en from "~/i18n/messages/en.json";
import { PARENT_COOKIE } from "~/web/parent-session.server";
import { seedCentre, seedCompetition, seedEntry, seedStudent } from "./competition-fixtures";
import { send, signInParent, uniquePhone } from "./parent-fixtures";
import { blogs } from "~/db/schema";
import { BASE, call, createUser, db, freshAddress, withoutScripts } from "./helpers";
import { workerFetch } from "./worker-fetch";
import { readWholeSitemap } from "./whole-sitemap";

// The site at its English addresses and again under /mr and /hi (issue 36).

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { Accept: "text/html", ...headers } });
const devanagari = /[\u0900-\u097F]{3,}/;
const NAMESPACES = Object.keys(en).join("|");

let centreSlug = "";
let centreId = "";
beforeAll(async () => {
  centreId = await seedCentre({ name: "Bright Minds Kothrud" });
  centreSlug = `centre-${centreId.slice(0, 8)}`;
});

/** The demo booking form posted without JavaScript from the Marathi page. */
async function bookInMarathi(fields: Record<string, string>) {
  const response = await workerFetch(`${BASE}/mr/book-demo`, {
    method: "POST",
    body: new URLSearchParams({ intent: "bookDemo", type: "demo", centreId, course: "abacus", consent: "on", website: "", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
  });
  return { status: response.status, text: withoutScripts(await response.text()) };
}

/** The page's hreflang alternates, language → address. */
function alternatesOf(html: string): Record<string, string> {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
  );
}

describe("the site in Marathi and Hindi", () => {
  it("answers /mr/ and /hi/ in their language, with lang set and the page in Devanagari", async () => {
    for (const [path, lang, words] of [
      ["/mr/", "mr-IN", ["मुख्यपृष्ठ", "आमचे अभ्यासक्रम", "नेहमी विचारले जाणारे प्रश्न", "१,००,०००+"]],
      ["/mr", "mr-IN", ["मुख्यपृष्ठ"]],
      ["/hi/", "hi-IN", ["होम", "हमारे कोर्स", "1,00,000+"]],
    ] as const) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text).toContain(`<html lang="${lang}"`);
      for (const word of words) expect(text, `${path}: ${word}`).toContain(word);
      expect(withoutScripts(text)).toMatch(devanagari);
    }
    const { text: english } = await page("/");
    expect(english).toContain('<html lang="en-IN"');
    expect(withoutScripts(english)).not.toMatch(/मुख्यपृष्ठ|हमारे कोर्स/);
  });

  it("keeps a Marathi reader in Marathi: the page's links lead to /mr/ addresses", async () => {
    const { text } = await page("/mr/");
    expect(text).toContain('href="/mr/centres"');
    expect(text).toContain('href="/mr/book-demo"');
    // The switcher leads to the same page in each language.
    expect(text).toMatch(/<a href="\/" hrefLang="en" lang="en"/);
    expect(text).toMatch(/<a href="\/hi\/" hrefLang="hi" lang="hi"/);
  });

  it.each([
    "/",
    "/centres",
    "/blogs",
    "/gallery",
    "/competitions",
    "/contact",
    "/franchise",
    "/book-demo",
    "/parents",
    "/privacy",
    "/verify",
    "/courses/abacus-training",
    "centre",
    "/no-such-page",
  ])("%s names itself in every language (hreflang), in English and in Marathi", async (address) => {
    const path = address === "centre" ? `/centres/${centreSlug}` : address;
    for (const prefix of ["", "/mr", "/hi"]) {
      const { text } = await page(prefix + path);
      expect(alternatesOf(text), prefix + path).toEqual({
        en: BASE + path,
        mr: `${BASE}/mr${path}`,
        hi: `${BASE}/hi${path}`,
        "x-default": BASE + path,
      });
      // No message is shown by its id: each page sends the words it uses.
      expect(withoutScripts(text)).not.toMatch(new RegExp(`[>"](${NAMESPACES})\\.[a-zA-Z.]+[<"]`));
    }
  });

  it("gives a page's data in its language (moving between Marathi pages in the browser)", async () => {
    const { status, text } = await call("/mr/centres.data");
    expect(status).toBe(200);
    expect(text).toContain('"locale","mr"');
    const home = await call("/mr.data");
    expect(home.status).toBe(200);
    expect(home.text).toContain("आमचे अभ्यासक्रम");
  });

  it("lists each page of the sitemap in every language, each naming the others", async () => {
    const { text } = await readWholeSitemap();
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/centres", `/centres/${centreSlug}`]) {
      for (const prefix of ["", "/mr", "/hi"]) {
        const entry = text.match(new RegExp(`<url><loc>${BASE}${prefix}${path}</loc>(.*?)</url>`))?.[1];
        expect(entry, prefix + path).toBeDefined();
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="mr" href="${BASE}/mr${path}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}${path}"/>`);
      }
    }
  });

  it("remembers the choice: a reader who chose Marathi opening an English page is sent to it in Marathi", async () => {
    const sent = await page("/centres?q=Pune", { Cookie: "lang=mr" });
    expect(sent.status).toBe(302);
    expect(sent.response.headers.get("Location")).toBe("/mr/centres?q=Pune");
    expect(sent.response.headers.get("Cache-Control")).toBe("private, no-store");
    // English chosen, no choice, a Marathi address already, a page's data, a file: answered where asked.
    expect((await page("/centres", { Cookie: "lang=en" })).status).toBe(200);
    expect((await page("/centres")).status).toBe(200);
    expect((await page("/mr/centres", { Cookie: "lang=mr" })).status).toBe(200);
    expect((await call("/centres.data", { headers: { Cookie: "lang=mr" } })).status).toBe(200);
    expect((await call("/api/centres", { headers: { Cookie: "lang=hi", Accept: "text/html" } })).status).toBe(200);
  });

  it("books a demo class from the Marathi page, and says what is wrong in Marathi", async () => {
    const refused = await bookInMarathi({ parentName: "", childName: "ईशान", childAge: "20", phone: "12345" });
    expect(refused.text).toContain("पालकांचे नाव लिहा");
    expect(refused.text).toContain("मुलाचे वय ४ ते १६ मधील पूर्ण संख्या असावी");
    expect(refused.text).toContain("भारतीय मोबाइल नंबर लिहा");
    expect(refused.text).not.toContain("is required");

    const booked = await bookInMarathi({ parentName: "सुनीता पाटील", childName: "ईशान", childAge: "8", phone: "98220 55599" });
    expect(booked.status).toBe(200);
    expect(booked.text).toContain("डेमो वर्ग बुक झाला");
    expect(booked.text).toContain("धन्यवाद! Bright Minds Kothrud एका कामकाजाच्या दिवसात तुम्हाला +91 98220 55599 वर फोन करेल.");
    expect(booked.text).toContain("ईशान, वय ८");
    expect(booked.text).toContain("अबॅकस प्रशिक्षण");
  });

  it("finds centres in Marathi: the heading counts them as Marathi does", async () => {
    const { text } = await page("/mr/centres?q=Kothrud");
    expect(withoutScripts(text)).toMatch(/<h2 id="centres-results"[^>]*>“Kothrud” साठी [१२३४५६७८९०,]+ केंद्रे?<\/h2>/);
    expect(text).toContain(`href="/mr/centres/${centreSlug}"`);
  });

  it("gives parents their page in Marathi: signing in, their children, their choices and their rights", async () => {
    const signIn = withoutScripts((await send("/mr/parents")).text);
    for (const words of ["पालकांसाठी", "केंद्राला दिलेल्या WhatsApp नंबरने लॉगिन करा", "मला कोड पाठवा", "आमची गोपनीयता सूचना"])
      expect(signIn).toContain(words);

    const phone = uniquePhone();
    await seedStudent(centreId, { name: "Ira Deshpande", parentPhone: phone }, { consented: false });
    const token = await signInParent(phone);
    const home = withoutScripts((await send("/mr/parents", { cookie: `${PARENT_COOKIE}=${token}` })).text);
    for (const words of [
      "तुमची मुले",
      "तुमची संमती हवी आहे",
      "मूलभूत सेवा",
      "निकाल प्रसिद्ध करणे",
      "माझी संमती द्या",
      "तुमची माहिती आणि तुमचे हक्क",
      "माझ्या मुलाची माहिती पुसून टाका",
    ])
      expect(home, words).toContain(words);
    expect(home).toContain("Ira Deshpande");
    expect(home).not.toMatch(/Your children|The core service|Sign out/);
  });

  it("shows the Marathi privacy notice on the Marathi site, and either notice when asked for", async () => {
    expect(withoutScripts((await page("/mr/privacy")).text)).toMatch(/<h1[^>]*>गोपनीयता सूचना<\/h1>/);
    expect(withoutScripts((await page("/mr/privacy?lang=en")).text)).toMatch(/<h1[^>]*>Privacy notice<\/h1>/);
    expect(withoutScripts((await page("/privacy")).text)).toMatch(/<h1[^>]*>Privacy notice<\/h1>/);
  });

  it("checks a certificate in Marathi, and keeps the reader in Marathi on the way", async () => {
    // Remix keeps a redirect under the page's base path.
    const typed = await page("/mr/verify?code=zzzz9999");
    expect(typed.status).toBe(302);
    expect(typed.response.headers.get("Location")).toBe("/mr/verify/zzzz9999");
    const unknown = await page("/mr/verify/zzzz9999");
    expect(unknown.status).toBe(404);
    const shown = withoutScripts(unknown.text);
    for (const words of ["प्रमाणपत्र पडताळणी", "अनोळखी प्रमाणपत्र कोड", "हा कोड कोणत्याही प्रमाणपत्राचा नाही", "प्रमाणपत्र कोड"])
      expect(shown, words).toContain(words);
  });

  it("shows the gallery in Hindi: its heading, categories and views", async () => {
    const shown = withoutScripts((await page("/hi/gallery")).text);
    for (const words of ["फ़ोटो गैलरी", "तस्वीरों की श्रेणियाँ", "कक्षाएँ", "प्रतियोगिताएँ", "ग्रिड"]) expect(shown, words).toContain(words);
  });

  it("shows a competition's results in Marathi: ranks, awards and counts as Marathi writes them", async () => {
    const partner = await createUser();
    const child = await seedStudent(centreId, { name: "Aarav Joshi" }, { consented: true });
    const competition = await seedCompetition({ date: "2026-10-04", resultsPublishedAt: new Date().toISOString() });
    await seedEntry({ competitionId: competition.id, studentId: child.id, centreId, enteredBy: partner.id }, { award: "gold", rank: 1 });
    const { status, text } = await page(`/mr/competitions/${competition.id}/results`);
    expect(status).toBe(200);
    const shown = withoutScripts(text);
    for (const words of ["१ निकाल", "१ प्रथम क्रमांक", "१ला", "सुवर्ण", "४ ऑक्टोबर २०२६", "प्रमाणपत्र तपासा", "सर्व स्पर्धा"])
      expect(shown, words).toContain(words);
    expect(alternatesOf(text).mr).toBe(`${BASE}/mr/competitions/${competition.id}/results`);
  });

  it("lists competitions in Marathi: filters, badges, registration and fees", async () => {
    await seedCompetition({ title: "Pune Abacus Open", category: "upcoming", type: "state", entryFee: 1200 });
    const shown = withoutScripts((await page("/mr/competitions?category=upcoming")).text);
    for (const words of ["स्पर्धा आणि कार्यक्रम", "आगामी", "राज्यस्तरीय", "पर्यंत नोंदणी सुरू", "प्रति विद्यार्थी ₹१,२००", "Pune Abacus Open"])
      expect(shown, words).toContain(words);
  });

  it("lists the blog in Hindi: its heading, categories and each card's words", async () => {
    const shown = withoutScripts((await page("/hi/blogs")).text);
    for (const words of ["शैक्षिक ब्लॉग", "ब्लॉग के विषय", "अबेकस", "वैदिक गणित"]) expect(shown, words).toContain(words);
    expect(shown).not.toMatch(/>Latest posts<|>Read more</);
  });

  it("frames a post in Marathi: the way back, its category, byline and the course it leads to", async () => {
    const slug = `marathi-frame-${crypto.randomUUID().slice(0, 6)}`;
    await db.insert(blogs).values({
      slug,
      title: "Abacus at home",
      excerpt: "Five minutes a day.",
      content: "Practise every day.",
      category: "abacus",
      status: "published",
      publishedDate: "2026-11-20",
      authorName: "Asha Patil",
    });
    const shown = withoutScripts((await page(`/mr/blogs/${slug}`)).text);
    for (const words of ["सर्व लेख", "अबॅकस", "लेखक: ", "२० नोव्हेंबर २०२६", "० पसंती", "तुमच्या मुलासाठी हवे आहे?", "अबॅकस प्रशिक्षण विषयी"])
      expect(shown, words).toContain(words);
  });
});
