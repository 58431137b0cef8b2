import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, tokenFor } from "./helpers";

// Issue 29, item 6: a post shared with its picture says what the picture is (og:image:alt and
// twitter:image:alt), for people whose screen reader reads the preview card.

// A 2x2 PNG, enough for a real uploaded image.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4EaBxIkCDAUIBACWOBQHSc+X/AAAAAElFTkSuQmCC";

let token: string;

async function postPage(fields: Record<string, unknown>) {
  const { json } = await call("/api/blogs", {
    method: "POST",
    token,
    body: {
      excerpt: "Sounds first, letters next.",
      content: "Start with the sounds.",
      category: "phonics",
      status: "published",
      publishedDate: "2026-11-14",
      ...fields,
    },
  });
  return (await call(`/blogs/${(json!.blog as { slug: string }).slug}`)).text;
}

const meta = (html: string, attribute: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, "g"))].map(([, content]) => content);

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  token = await tokenFor(admin.email, admin.password);
});

describe("a post's social tags", () => {
  it("describe its image with the post's title", async () => {
    const title = `Phonics & "play" ${crypto.randomUUID().slice(0, 6)}`;
    const html = await postPage({ title, imageUrl: PNG });
    const escaped = title.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    expect(meta(html, "property", "og:image")).toHaveLength(1);
    expect(meta(html, "property", "og:image:alt")).toEqual([escaped]);
    expect(meta(html, "name", "twitter:image:alt")).toEqual([escaped]);
    // The alt follows its image, as the Open Graph protocol structures it.
    expect(html.indexOf('property="og:image:alt"')).toBeGreaterThan(html.indexOf('property="og:image"'));
  });

  it("have no image alt when the post has no image", async () => {
    const html = await postPage({ title: `No picture ${crypto.randomUUID().slice(0, 6)}` });
    expect(meta(html, "property", "og:image:alt")).toEqual([]);
    expect(meta(html, "name", "twitter:image:alt")).toEqual([]);
  });
});
