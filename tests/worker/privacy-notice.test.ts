import { beforeAll, describe, expect, it } from "vitest";
import { NOTICE_LANGUAGES, PRIVACY_NOTICE_VERSION, type NoticeLanguage } from "~/lib/privacy-notice";
import { DEFAULT_CONTACT } from "~/lib/site";
import { privacyNotice } from "~/web/privacy-notice.server";
import { call, signedInUser } from "./helpers";

// Issue 35, item 4 (first part): the privacy notice is a public page, versioned, in English and
// Marathi, naming the grievance officer the admins saved (else the head office's contact).

/**
 * The notice's words as each version published them (SHA-256 of each language's). Changing the
 * words without a new PRIVACY_NOTICE_VERSION fails here: a parent's consent records the version they
 * read. A language added later to a version says the same as the others, under the same version.
 */
const PUBLISHED: Record<string, Partial<Record<NoticeLanguage, string>>> = {
  // (Then one hash of English and Marathi together.)
  "2026-11-27": { en: "78259e1bd00960d9f20d6f4aca9a4ef37ae15cb5ec46942aebd9f23d85e77bff" },
  // Consent per purpose and the parents' page, photos only with consent, the staff read log, archived students erased, breaches.
  // Hindi added; the links to the other languages are no longer part of each language's words.
  "2026-11-28": {
    en: "1db4ceb8d1f945bae0ff1c1fc8e56e51d1df57f3c46f0c535f0ea3bae17c5c49",
    mr: "234f3d73df5c2d7f0927d836a1ab01e4980216167a0c2a82b436c0c09ffd344a",
    hi: "a7946a7c7afb0026223203b87e9374142880e6995e7881ba70e0fdde9d0eb5bf",
  },
};

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");

let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  admin = await signedInUser("admin");
});

describe("the privacy notice", () => {
  it("is public, versioned, lists what is held and why, and names the head office until an officer is saved", async () => {
    const page = await call("/privacy");
    expect(page.status).toBe(200);
    const html = page.text!;
    expect(html).toContain("<title>Privacy notice | ");
    expect(html).toContain('lang="en"');
    expect(html).toContain(`dateTime="${PRIVACY_NOTICE_VERSION}"`);
    expect(html).toContain("28 November 2026");
    for (const heading of [
      "What we hold, and why",
      "What the public sees",
      "How long we keep it",
      "Your rights",
      "Questions and grievances",
    ])
      expect(html).toContain(heading);
    // Consent per purpose, the parents' page, and how a breach is told (the 2026-11-28 version).
    for (const words of ["Your choices", "on your parents' page at /parents", "we log who opened it and when", "If something goes wrong"])
      expect(html).toContain(words);
    // The archived students' retention setting's months (24 unless changed).
    expect(html).toContain("24 months later it is erased");
    // The lead retention setting's months (18 unless changed).
    expect(html).toContain("Demo class bookings are anonymised 18 months after they are made");
    expect(html).toContain("<dd>The head office</dd>");
    expect(html).toContain(DEFAULT_CONTACT.email);
    expect(html).toContain('href="/privacy?lang=mr"');
  });

  it("reads in Marathi at ?lang=mr, dated as Marathi writes it", async () => {
    const page = await call("/privacy?lang=mr");
    expect(page.status).toBe(200);
    const html = page.text!;
    expect(html).toContain("<title>गोपनीयता सूचना | ");
    expect(html).toContain('lang="mr"');
    expect(html).toContain("२८ नोव्हेंबर");
    expect(html).toContain("तुमचे हक्क");
    expect(html).toContain("<dd>मुख्य कार्यालय</dd>");
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/privacy?lang=hi"');
    // A stray language reads as English.
    expect((await call("/privacy?lang=xx")).text).toContain("What we hold, and why");
  });

  it("reads in Hindi at ?lang=hi and on the Hindi site, linking to the other two", async () => {
    for (const path of ["/privacy?lang=hi", "/hi/privacy"]) {
      const html = (await call(path)).text!;
      expect(html, path).toContain("<title>गोपनीयता सूचना | ");
      expect(html, path).toMatch(/<div lang="hi">/);
      expect(html, path).toContain("28 नवंबर 2026");
      expect(html, path).toContain("<dd>मुख्य कार्यालय</dd>");
      expect(html, path).toMatch(/<a href="\/privacy"[^>]*lang="en"[^>]*>.*Read this notice in English/);
      expect(html, path).toMatch(/<a href="\/privacy\?lang=mr"[^>]*lang="mr"[^>]*>.*हे निवेदन मराठीत वाचा/);
    }
  });

  it("names the grievance officer an admin saves; bad details are refused by field and change nothing", async () => {
    const refused = await call("/api/info", {
      method: "PUT",
      token: admin.token,
      body: { privacy: { name: "", email: "not-an-email", phone: "12" } },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json!.errors)).toEqual(expect.arrayContaining(["privacy.name", "privacy.email", "privacy.phone"]));
    const officer = { name: "Smita Kulkarni", email: "privacy@brightminds.example", phone: "+91 98220 11111" };
    const saved = await call("/api/info", { method: "PUT", token: admin.token, body: { privacy: officer } });
    expect(saved.status, saved.text).toBe(200);
    expect((await call("/api/info")).json!.info.privacy).toMatchObject({ name: "Smita Kulkarni", email: officer.email });
    const html = (await call("/privacy")).text!;
    expect(html).toContain("Smita Kulkarni");
    expect(html).toContain("mailto:privacy@brightminds.example");
    expect(html).not.toContain("<dd>The head office</dd>");
    const partner = await signedInUser();
    expect((await call("/api/info", { method: "PUT", token: partner.token, body: { privacy: officer } })).status).toBe(403);
  });

  it("is in the sitemap and the footer of every page", async () => {
    expect((await call("/sitemaps/pages.xml")).text).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
    expect((await call("/contact")).text).toContain('href="/privacy"');
  });

  it.each(NOTICE_LANGUAGES)("keeps its words for its version (%s)", async (language) => {
    const words = JSON.stringify(privacyNotice(language, { leadMonths: 12, archivedMonths: 24 }));
    expect(await sha256(words), `the notice's words changed: publish them as a new PRIVACY_NOTICE_VERSION`).toBe(
      PUBLISHED[PRIVACY_NOTICE_VERSION]?.[language],
    );
  });

  it("says the same in every language: the same sections, paragraphs, items and periods", () => {
    const periods = { leadMonths: 7, archivedMonths: 31 };
    const shape = (language: NoticeLanguage) =>
      privacyNotice(language, periods).sections.map((section) => ({
        id: section.id,
        paragraphs: section.paragraphs.length,
        items: section.items?.length ?? 0,
        periods:
          JSON.stringify(section)
            .match(/\b(7|31)\b/g)
            ?.sort() ?? [],
      }));
    for (const language of NOTICE_LANGUAGES) expect(shape(language), language).toEqual(shape("en"));
  });
});
