// The one slug maker: blog and centre addresses, download file names and in-page anchors all read
// a title the same way, so "Abacus Level 1" is `abacus-level-1` wherever it appears.

/**
 * Lower-case ASCII words of the text joined by hyphens (accents dropped: "Pune Café" is `pune-cafe`),
 * at most `maxLength` characters, cut after a whole word where there is one; `fallback` when
 * nothing is left (a title in Devanagari only).
 */
export function slugify(text: string, { maxLength = 80, fallback = "post" }: { maxLength?: number; fallback?: string } = {}): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug || fallback;
  const cut = slug.slice(0, maxLength + 1);
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, maxLength);
}
