const CLOSING = "</body></html>";

/**
 * React writes the shell's `</body></html>` before the chunks that stream in later (Remix's loader
 * data, resolved Suspense boundaries), which leaves `<script>` tags after `</html>`: an invalid
 * document. This passes the stream through with the closing tags moved to its very end.
 */
export function closingTagsLast(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text not passed on yet because it might be the start of the closing tags split across chunks.
  let pending = "";
  let held = false;
  return new TransformStream({
    transform(chunk, controller) {
      let text = pending + decoder.decode(chunk, { stream: true });
      if (!held && text.includes(CLOSING)) {
        text = text.replace(CLOSING, "");
        held = true;
      }
      // Keep back a possible beginning of the closing tags at the end of this chunk.
      let keep = 0;
      if (!held)
        for (let length = Math.min(CLOSING.length - 1, text.length); length > 0; length--)
          if (CLOSING.startsWith(text.slice(-length))) {
            keep = length;
            break;
          }
      pending = text.slice(text.length - keep);
      const out = text.slice(0, text.length - keep);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      controller.enqueue(encoder.encode(held ? rest + CLOSING : rest));
    },
  });
}

/**
 * The same for a document read whole (every GET answered 200, for its ETag): one string operation
 * instead of decoding and encoding every chunk of the stream again.
 */
export function withClosingTagsLast(html: string): string {
  const at = html.indexOf(CLOSING);
  if (at === -1 || at === html.length - CLOSING.length) return html;
  return html.slice(0, at) + html.slice(at + CLOSING.length) + CLOSING;
}
