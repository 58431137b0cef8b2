// The one slug maker: blog and centre addresses, download file names and in-page anchors all read
// a title the same way, so "Abacus Level 1" is `abacus-level-1` wherever it appears.

/** Whether a slug keeps the character: ASCII letters and digits, and with `devanagari` also Devanagari's letters, signs and digits (not its dandas). */
const KEEPS = {
  latin: (char: string) => /^[a-z0-9]$/.test(char),
  devanagari: (char: string) => {
    if (/^[a-z0-9]$/.test(char)) return true;
    const code = char.codePointAt(0)!;
    return code >= 0x0900 && code <= 0x097f && code !== 0x0964 && code !== 0x0965 && code !== 0x0970;
  },
};

/**
 * Lower-case ASCII words of the text joined by hyphens (accents dropped: "Pune Café" is `pune-cafe`),
 * at most `maxLength` characters, cut after a whole word where there is one; `fallback` when
 * nothing is left (a title in Devanagari only, unless `letters` keeps Devanagari: "अबॅकस म्हणजे
 * काय?" is `अबॅकस-म्हणजे-काय`, which an address carries percent-encoded and a browser shows as it is).
 */
export function slugify(
  text: string,
  { maxLength = 80, fallback = "post", letters = "latin" }: { maxLength?: number; fallback?: string; letters?: keyof typeof KEEPS } = {},
): string {
  const keeps = KEEPS[letters];
  const slug = Array.from(
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase(),
    (char) => (keeps(char) ? char : "-"),
  )
    .join("")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug || fallback;
  const cut = slug.slice(0, maxLength + 1);
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, maxLength);
}
