// Cutting text to a length, by whole characters as people see them (grapheme clusters): `slice`
// counts UTF-16 units, and cut through an emoji it leaves half a surrogate pair, which
// `encodeURIComponent` refuses ("URI malformed": a 500) and D1 stores as "�". Browser-safe.

let graphemes: Intl.Segmenter | undefined;

/**
 * `text` if it is at most `maxLength` UTF-16 units long (JavaScript's length, which the schemas'
 * limits count), else its longest start of whole characters that fits: an emoji, a flag or an Indic
 * conjunct is kept whole or left out, never split.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > maxLength) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** `text` cut to `maxLength` units with "…" as its last, when it is longer. */
export const shortenText = (text: string, maxLength: number) => (text.length <= maxLength ? text : `${cutText(text, maxLength - 1)}…`);
