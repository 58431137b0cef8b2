import { LOCALES, localizedPath, type Locale } from "~/i18n/locales";
import { coursePath } from "~/lib/courses";
import { COURSES } from "~/lib/enums";
import { PUBLIC_LINKS } from "~/lib/site";
import { escapeXml } from "~/lib/xml";
import { countPublishedPosts, listPublishedSlugs } from "./blogs.server";
import { listPublishedResults } from "./certificates.server";
import { countActiveCentres, listCentreSlugs } from "./centres.server";
import type { Deps } from "./deps.server";

// The sitemap is an index of parts (the sitemaps.org protocol's <sitemapindex>): the site's own pages,
// then the posts and the centres five hundred at a time (each in its three languages). Each part stays small to render and to send
// (one file of a big network was 356 KB, 12.5 ms to render), has no cap on how many posts or centres
// it covers, and is cached with only the content it shows: a new post leaves the centres' parts alone.

/** Pages a part of the sitemap lists, at most (each in three languages: three addresses). */
export const SITEMAP_PART_SIZE = 500;

type PagedPart = "posts" | "centres";
/** A part of the sitemap: the site's pages, or one page of posts or centres. */
export type SitemapPart = { kind: "pages" } | { kind: PagedPart; page: number };

const partFile = (part: SitemapPart) => (part.kind === "pages" ? "pages.xml" : `${part.kind}-${part.page}.xml`);
const sitemapPartPath = (part: SitemapPart) => `/sitemaps/${partFile(part)}`;

/** The part a file name (`pages.xml`, `posts-2.xml`) names, or null when it names none. */
export function parseSitemapPart(file: string): SitemapPart | null {
  if (file === "pages.xml") return { kind: "pages" };
  const match = /^(posts|centres)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { kind: match[1] as PagedPart, page: Number(match[2]) } : null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
// Each page's languages, as Google reads them from a sitemap (hreflang alternates in the xhtml namespace).
const URLSET_NAMESPACES = `${NAMESPACE} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;
const pagesOf = (total: number) => Math.ceil(total / SITEMAP_PART_SIZE);

/** The sitemap's index: one entry for each part that has addresses. */
export async function sitemapIndex({ db }: Pick<Deps, "db">, origin: string): Promise<string> {
  const [posts, centres] = await Promise.all([countPublishedPosts({ db }), countActiveCentres({ db })]);
  const parts: SitemapPart[] = [
    { kind: "pages" },
    ...Array.from({ length: pagesOf(posts) }, (_, index) => ({ kind: "posts" as const, page: index + 1 })),
    ...Array.from({ length: pagesOf(centres) }, (_, index) => ({ kind: "centres" as const, page: index + 1 })),
  ];
  const entries = parts.map((part) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(part))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A page at each of its languages' addresses, each naming all of them (and English as the default). */
function urlEntry(origin: string, path: string, lastModified?: string) {
  const address = (locale: Locale) => escapeXml(origin + localizedPath(locale, path));
  const alternates =
    LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address("en")}"/>`;
  const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : "";
  return LOCALES.map((locale) => `<url><loc>${address(locale)}</loc>${modified}${alternates}</url>`).join("\n");
}

/** The site's own pages: the public pages, the courses, certificate checks and each competition's published results. */
async function pageAddresses({ db }: Pick<Deps, "db">, origin: string): Promise<string[]> {
  const results = await listPublishedResults({ db });
  return [
    ...PUBLIC_LINKS.map((link) => urlEntry(origin, link.to)),
    urlEntry(origin, "/franchise"),
    urlEntry(origin, "/privacy"),
    urlEntry(origin, "/book-demo"),
    ...COURSES.map((course) => urlEntry(origin, coursePath(course))),
    urlEntry(origin, "/verify"),
    ...results.map((competition) =>
      urlEntry(origin, `/competitions/${encodeURIComponent(competition.id)}/results`, competition.publishedAt),
    ),
  ];
}

/** A part of the sitemap, or null when it has no addresses (a page past the last post or centre). */
export async function sitemapPart(deps: Pick<Deps, "db">, origin: string, part: SitemapPart): Promise<string | null> {
  let entries: string[];
  if (part.kind === "pages") entries = await pageAddresses(deps, origin);
  else {
    const slice = { offset: (part.page - 1) * SITEMAP_PART_SIZE, limit: SITEMAP_PART_SIZE };
    const rows = await (part.kind === "posts" ? listPublishedSlugs(deps, slice) : listCentreSlugs(deps, slice));
    const section = part.kind === "posts" ? "blogs" : "centres";
    // Percent-encoded, as sitemaps require (a post's slug may be Devanagari).
    entries = rows.map((row) => urlEntry(origin, `/${section}/${encodeURIComponent(row.slug)}`, row.updatedAt));
  }
  if (!entries.length) return null;
  return `${XML_HEAD}<urlset ${URLSET_NAMESPACES}>\n${entries.join("\n")}\n</urlset>\n`;
}
