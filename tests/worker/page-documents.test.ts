import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, freshAddress } from "./helpers";

// A page's HTML document: it ends with its closing tags, after the streamed loader data
// (app/lib/closing-tags-last.server.ts), so no <script> sits after </html> (the Nu HTML checker,
// npm run check:html, reads every page the browser tests load); and its ETag lets a browser's kept
// copy be answered 304 with the policy of that copy's nonce (app/lib/document-etag.server.ts).

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

describe("a page's ETag", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    SELF.fetch(`${BASE}${path}`, { headers: { "CF-Connecting-IP": freshAddress(), ...headers } });
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
