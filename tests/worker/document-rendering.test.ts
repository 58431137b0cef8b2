import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWholeDocument, streamDocument } from "~/web/render-document.server";

// Documents are rendered by React's Node renderer (web/render-document.server.ts). React 18.3's
// writes NUL characters wherever a character of several bytes falls across the end of one of its
// 2 KB buffers (facebook/react#31134): the W3C checker found them on the Orders and Activity pages,
// among their ₹ amounts. A page of many short texts with such characters, whole and streamed.

/** A list of 3,000 amounts and Marathi words: many short texts, so many buffer ends fall inside a character. */
const page = () =>
  createElement(
    "ul",
    null,
    Array.from({ length: 3000 }, (_, i) => createElement("li", { key: i }, `₹${i.toLocaleString("en-IN")} फी`)),
  );
const expected = Array.from({ length: 3000 }, (_, i) => `<li>₹${i.toLocaleString("en-IN")} फी</li>`).join("");
const options = { nonce: "test-nonce", abortAfterMs: 5_000, onError: (error: unknown) => expect.fail(String(error)) };

describe("a document with characters of several bytes", () => {
  it("is rendered whole with every character kept and no NUL", async () => {
    const html = await renderWholeDocument(page(), options);
    expect(html).not.toContain("\u0000");
    expect(html).toBe(`<ul>${expected}</ul>`);
  });

  it("streams with every character kept and no NUL", async () => {
    const html = await new Response(await streamDocument(page(), { ...options, whole: false })).text();
    expect(html).not.toContain("\u0000");
    expect(html).toBe(`<ul>${expected}</ul>`);
  });
});
