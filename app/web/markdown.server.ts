import type { Element, Root } from "hast";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// A post's Markdown (CommonMark) as HTML, on the server only (unified: remark to rehype, pure
// JavaScript, so it runs on Workers and never reaches the browser). Raw HTML in the Markdown is
// dropped, and the result goes through an allow-list sanitizer (hast-util-sanitize): only the tags
// and attributes below, links only to http(s), mailto and tel, images from this site or https;
// no scripts, no event attributes, no `javascript:` anywhere. Links to other sites get
// rel="noopener nofollow". Headings sit under the page's title (its h1).

const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "a",
    "img",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
  ],
  attributes: { a: ["href", "title", "rel"], img: ["src", "alt", "title"], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
  // No id or name attributes are kept, so nothing needs a prefix.
  clobber: [],
  clobberPrefix: "",
  strip: ["script", "style"],
};

/**
 * The post's headings under the page's title (its h1): the highest level the author used becomes
 * h2, the others keep their distance from it (at most h6), so "#" and "##" both read well.
 */
function headingsUnderTitle() {
  return (tree: Root) => {
    const headings: Element[] = [];
    const collect = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (/^h[1-6]$/.test(child.tagName)) headings.push(child);
        collect(child);
      }
    };
    collect(tree);
    const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
    const shift = 2 - Math.min(...headings.map(levelOf));
    for (const heading of headings) heading.tagName = `h${Math.min(6, levelOf(heading) + shift)}`;
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(headingsUnderTitle)
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeExternalLinks, { rel: ["noopener", "nofollow"] })
  .use(rehypeStringify);

/** A post's Markdown as safe HTML. */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** A plain-text post as HTML, as its page shows it: blank lines make paragraphs, single line breaks stay; every character escaped. */
export function plainTextToHtml(text: string): string {
  const escape = (part: string) => part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** A post's text as HTML, whichever way it is written. */
export const postHtml = (post: { content: string; contentFormat: "markdown" | "text" }) =>
  post.contentFormat === "markdown" ? markdownToHtml(post.content) : plainTextToHtml(post.content);
