/** A post's address: its slug percent-encoded (a Devanagari slug goes over the wire as UTF-8 escapes; browsers show it as written). */
export const blogPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;
