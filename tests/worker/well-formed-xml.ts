// A strict reader of the XML our feeds are made of (a declaration, then elements with quoted
// attributes and escaped text; no DTD, comments or CDATA): it refuses what a feed reader's XML
// parser refuses, so a test can say "this parses" inside workerd, which has no XML parser.

const XML_CHARACTER = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
const NAME = "[A-Za-z_][\\w.:-]*";
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>$`);

/** Throws, saying where, unless `xml` is well-formed; answers the root element's name. */
export function assertWellFormedXml(xml: string): string {
  if (!XML_CHARACTER.test(xml)) {
    const index = [...xml].findIndex((character) => !XML_CHARACTER.test(character));
    throw new Error(`not an XML 1.0 character: U+${[...xml][index]?.codePointAt(0)?.toString(16)} (character ${index})`);
  }
  const body = xml.replace(/^<\?xml version="1.0"( encoding="UTF-8")?\?>/, "");
  const open: string[] = [];
  let root = "";
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith("<")) {
      if (BAD_AMPERSAND.test(token)) throw new Error(`unescaped & in text: ${token.slice(0, 80)}`);
      if (open.length === 0 && token.trim()) throw new Error(`text outside the root element: ${token.slice(0, 80)}`);
      continue;
    }
    const tag = token.match(TAG);
    if (!tag) throw new Error(`not a tag (a raw < in text?): ${token.slice(0, 80)}`);
    const [, closing, name, attributes, selfClosing] = tag;
    if (BAD_AMPERSAND.test(attributes ?? "")) throw new Error(`unescaped & in an attribute: ${token.slice(0, 80)}`);
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else {
      if (open.length === 0 && root) throw new Error(`a second root element <${name}>`);
      if (open.length === 0) root = name!;
      if (!selfClosing) open.push(name!);
    }
  }
  if (!root || open.length) throw new Error(`unclosed elements: ${open.join(", ") || "no root"}`);
  return root;
}
