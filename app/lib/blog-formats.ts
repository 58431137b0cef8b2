/** How a post's text is written: plain text (paragraphs by blank lines, as every post before Markdown) or Markdown (CommonMark). */
export const BLOG_FORMATS = ["markdown", "text"] as const;
export type BlogFormat = (typeof BLOG_FORMATS)[number];
export const BLOG_FORMAT_LABELS: Record<BlogFormat, string> = { markdown: "Markdown (headings, lists, links, images)", text: "Plain text" };
