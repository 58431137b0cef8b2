/**
 * A post's content as the author wrote it: blank lines make paragraphs, single line breaks stay.
 * It is only ever text (React escapes it), so `<script>` in a post shows as characters.
 */
export function BlogContent({ content }: { content: string }) {
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
