import { beforeAll, describe, expect, it } from "vitest";
import { SITE_TAGLINE } from "~/lib/site";
import { call, createUser, sessionCookie, tokenFor } from "./helpers";

// Issue 29, item 4 (WCAG 2.5.3, label in name): a control's accessible name contains the text it
// shows, from its start, so a voice user who says what they see reaches it: the logo link with its
// tagline, the like buttons of /blogs with their count, and the kit page's Add to cart buttons
// (found by axe's experimental rules in the accessibility sweep).

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);
/** Text as an accessible name joins it: inline elements run together (the logo puts a real space between its lines). */
const words = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** What a sighted user reads on the control: its text, without the visually hidden parts. */
const visibleText = (element: string) => words(element.replace(/<!-- -->/g, "").replace(/<span class="sr-only">[^<]*<\/span>/g, ""));

/** Its accessible name: aria-label when it has one, else all its text (the hidden parts too). */
function accessibleName(element: string): string {
  const label = element.match(/^<[^>]*\saria-label="([^"]*)"/)?.[1];
  return label === undefined ? words(element) : decode(label);
}

/** Every `tag` element of the page whose opening tag or content matches `test`. */
const elements = (html: string, tag: string, test: (element: string) => boolean) =>
  [...html.matchAll(new RegExp(`<${tag}\\s[^>]*>[\\s\\S]*?</${tag}>`, "g"))].map(([element]) => element).filter(test);

function expectLabelInName(element: string) {
  const visible = visibleText(element);
  expect(visible, element).not.toBe("");
  expect(accessibleName(element).toLowerCase(), `the name of ${element}`).toMatch(
    new RegExp(`^${visible.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
}

let title: string;
let likerCookie: string;
let adminToken: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  adminToken = await tokenFor(admin.email, admin.password);
  title = `Bead by bead ${crypto.randomUUID().slice(0, 6)}`;
  const { json } = await call("/api/blogs", {
    method: "POST",
    token: adminToken,
    body: {
      title,
      excerpt: "Counting on the abacus.",
      content: "One bead.",
      category: "abacus",
      status: "published",
      publishedDate: "2026-11-20",
    },
  });
  const liker = await createUser();
  const liked = await call(`/api/blogs/${(json!.blog as { id: string }).id}/like`, {
    method: "POST",
    token: await tokenFor(liker.email, liker.password),
  });
  expect(liked.status, liked.text).toBe(200);
  likerCookie = await sessionCookie(liker.email, liker.password);
});

describe("the logo link", () => {
  it.each(["/", "/blogs", "/login"])("on %s is named by what it shows, tagline included", async (path) => {
    const { text } = await call(path);
    const logos = elements(text, "a", (element) => /href="\/"/.test(element) && element.includes(SITE_TAGLINE));
    expect(logos.length).toBeGreaterThanOrEqual(1);
    for (const logo of logos) {
      expectLabelInName(logo);
      // Still says where it leads.
      expect(accessibleName(logo)).toMatch(/home/i);
    }
  });
});

describe("the like buttons of /blogs", () => {
  it("for a visitor: the count alone, no sign-in link (parents have no account)", async () => {
    const { text } = await call("/blogs");
    expect(text).not.toContain("redirectTo=/blogs");
    expect(text).toMatch(
      /<use href="\/icons\.svg#heart"><\/use><\/svg><span class="text-sm font-semibold tabular-nums">1<\/span><span class="sr-only"> like<\/span>/,
    );
  });

  it("for a signed-in parent: a toggle named from its count, then the post", async () => {
    const { text } = await call("/blogs", { headers: { Cookie: likerCookie } });
    const buttons = elements(text, "button", (element) => element.includes("aria-pressed") && element.includes(title));
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    for (const button of buttons) {
      expect(visibleText(button)).toBe("1");
      expectLabelInName(button);
      expect(accessibleName(button)).toBe(`1 like. Like ${title}`);
      expect(button).toContain('aria-pressed="true"');
    }
  });
});

describe("the kit page's Add to cart buttons", () => {
  it("are named by what they show, then the kit", async () => {
    const kit = `Sutra cards ${crypto.randomUUID().slice(0, 6)}`;
    for (const inStock of [true, false]) {
      const made = await call("/api/products", {
        method: "POST",
        token: adminToken,
        body: {
          name: `${kit}${inStock ? "" : " (sold out)"}`,
          description: "Cards",
          category: "vedic_math",
          price: 300,
          gstPercent: 18,
          hsnCode: "4901",
          unit: "PAC",
          inStock,
        },
      });
      expect(made.status, made.text).toBe(201);
    }
    const { text } = await call("/kit-ordering", { headers: { Cookie: likerCookie } });
    const buttons = elements(text, "button", (element) => element.includes(kit));
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(visibleText(button)).toBe("Add to cart");
      expectLabelInName(button);
    }
    expect(buttons.map(accessibleName).sort()).toEqual([`Add to cart: ${kit}`, `Add to cart: ${kit} (sold out)`]);
  });
});
