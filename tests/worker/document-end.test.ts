import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, freshAddress } from "./helpers";

// The streamed loader data comes after React's shell; the document still ends with its closing tags
// (app/lib/closing-tags-last.server.ts), so no <script> sits after </html>. The Nu HTML checker
// (npm run check:html) reads every page the browser tests load; this holds the rule in workerd.

const visitorPage = (path: string, userAgent: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress(), "User-Agent": userAgent } });

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
