import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HERO_SLIDES } from "~/lib/hero-slides";
import { BASE, freshAddress } from "./helpers";

// The hero's first slide is the largest paint of the pages that open with it: their head preloads
// it (route `links`: heroLinks), with the <img>'s own srcset and sizes; other pages preload nothing.

const html = async (path: string) => (await SELF.fetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress() } })).text();
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
