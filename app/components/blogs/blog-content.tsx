/**
 * A post's content. Markdown arrives as HTML the server rendered through its allow-list sanitizer
 * (web/markdown.server.ts). Plain text, as the author wrote it: blank lines make paragraphs, single
 * line breaks stay; only ever text (React escapes it), so `<script>` in a post shows as characters.
 */
export function BlogContent({ content, html = null }: { content: string; html?: string | null }) {
  // Sanitized on the server (an allow-list), never the author's raw HTML.
  if (html !== null) return <div className="post-body text-lg leading-relaxed text-slate-800" dangerouslySetInnerHTML={{ __html: html }} />;
  const paragraphs = content
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim());
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
