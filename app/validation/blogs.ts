import { indiaDate, oneYearAfter } from "~/lib/dates";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/lib/enums";
import {
  calendarDateField,
  idField,
  imageFileField,
  intent,
  isCalendarDate,
  isHttpUrl,
  listFilter,
  optionalText,
  requiredText,
} from "./fields";
import { BLOG_FORMATS } from "~/lib/blog-formats";
import { LOCALES } from "~/i18n/locales";
import { z } from "./zod";

// One payload for POST /api/blogs, PUT /api/blogs/{id}, the page action and the form.
export const EXCERPT_MAX_LENGTH = 200;
/** At most this many posts are pinned at once (the pin itself checks it, in one statement). */
export { MAX_PINNED, PIN_LIMIT_MESSAGE } from "~/lib/content-failures";

const CATEGORY_MESSAGE = `category must be one of: ${BLOG_CATEGORIES.join(", ")}`;
const STATUS_MESSAGE = "status must be published or draft";
const LANGUAGE_MESSAGE = `language must be one of: ${LOCALES.join(", ")}`;

/**
 * The latest date a post may carry: a year from today in India. Posts are listed newest first, so
 * a date years ahead (a typo, or a pushy post) would hold the top of the list for good.
 */
export const latestPublishedDate = (today = indiaDate()) => oneYearAfter(today);

export const blogSchema = z.object({
  title: requiredText("Title", 200),
  excerpt: requiredText("Excerpt", EXCERPT_MAX_LENGTH, "multi"),
  content: requiredText("Content", 50_000, "multi"),
  // Left out (the API's older clients): plain text, as posts always were.
  contentFormat: z.enum(BLOG_FORMATS, { error: `contentFormat must be one of: ${BLOG_FORMATS.join(", ")}` }).default("text"),
  category: z.enum(BLOG_CATEGORIES, { error: CATEGORY_MESSAGE }).default("abacus"),
  status: z.enum(BLOG_STATUSES, { error: STATUS_MESSAGE }).default("draft"),
  // A data URL (API clients) or, on an edit, the post's own current /images/ URL; the page sends a file instead.
  imageUrl: optionalText(z.string({ error: "imageUrl must be an image" })),
  buttonUrl: optionalText(
    z.string().trim().max(500, "buttonUrl must be at most 500 characters").refine(isHttpUrl, "buttonUrl must be a valid URL"),
  ),
  // The language it is written in (left out: English).
  language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }).default("en"),
  // The address (or slug) of the post this one translates; left out or empty: none.
  translationOf: optionalText(z.string().trim().max(500, "translationOf must be at most 500 characters")),
  publishedDate: calendarDateField("publishedDate must be a date (YYYY-MM-DD)").refine(
    (date) => !isCalendarDate(date) || date <= latestPublishedDate(),
    { error: () => `publishedDate can be at most one year ahead (${latestPublishedDate()} at the latest)` },
  ),
});

export type BlogInput = z.infer<typeof blogSchema>;

/**
 * `?category=&status=` of the blog list (page and API): omitted, empty or "all" means all.
 * `?language=` lists that language's posts first (the page lists its own language's first).
 */
export const blogListFilters = {
  category: listFilter(BLOG_CATEGORIES, CATEGORY_MESSAGE),
  status: listFilter(BLOG_STATUSES, "status must be published, draft or all"),
  language: listFilter(LOCALES, LANGUAGE_MESSAGE),
};

// The /blogs page's forms: writing and editing (the image as a picked file), and the buttons.
const blogForm = { ...blogSchema.shape, image: imageFileField.optional() };
export const blogActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: intent("create"), ...blogForm }),
  z.object({ intent: intent("update"), id: idField, ...blogForm }),
  z.object({ intent: intent("delete"), id: idField }),
  z.object({ intent: intent("pin"), id: idField }),
  z.object({ intent: intent("unpin"), id: idField }),
  z.object({ intent: intent("like"), id: idField }),
]);

export type BlogAction = z.output<typeof blogActionSchema>;
