import { BASE, call } from "./helpers";

/** The sitemap as a search engine reads it: its index, then every part the index lists (their texts joined in `text`). */
export async function readWholeSitemap() {
  const index = await call("/sitemap.xml");
  const paths = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, address]) => address!.slice(BASE.length));
  const parts = await Promise.all(paths.map(async (path) => ({ path, ...(await call(path)) })));
  return { index, parts, text: parts.map((part) => part.text).join("\n") };
}
