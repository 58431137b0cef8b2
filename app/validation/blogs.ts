import { calendarDateField, isHttpUrl, optionalText, requiredText } from "./fields";
import { z } from "./zod";

// One payload for POST /api/blogs, PUT /api/blogs/{id}, the page action and the form.
// The lists repeat the schema's, so browser code need not import the database schema module.
export const BLOG_CATEGORY_VALUES = ["abacus", "phonics", "vedic_maths"] as const;
export const BLOG_STATUS_VALUES = ["published", "draft"] as const;
export const EXCERPT_MAX_LENGTH = 200;

const CATEGORY_MESSAGE = `category must be one of: ${BLOG_CATEGORY_VALUES.join(", ")}`;
const STATUS_MESSAGE = "status must be published or draft";

export const blogSchema = z.object({
  title: requiredText("Title", 200),
  excerpt: requiredText("Excerpt", EXCERPT_MAX_LENGTH),
  content: requiredText("Content", 50_000),
  category: z.enum(BLOG_CATEGORY_VALUES, { error: CATEGORY_MESSAGE }).default("abacus"),
  status: z.enum(BLOG_STATUS_VALUES, { error: STATUS_MESSAGE }).default("draft"),
  // A data URL (API clients) or, on an edit, the post's own current /images/ URL; the page sends a file instead.
  imageUrl: optionalText(z.string({ error: "imageUrl must be an image" })),
  buttonUrl: optionalText(
    z.string().trim().max(500, "buttonUrl must be at most 500 characters").refine(isHttpUrl, "buttonUrl must be a valid URL"),
  ),
  publishedDate: calendarDateField("publishedDate must be a date (YYYY-MM-DD)"),
});

export type BlogInput = z.infer<typeof blogSchema>;

/** `GET /api/blogs?category=&status=`: omitted filters mean all; "all" is accepted as well. */
export const blogListQuerySchema = z.object({
  category: z.enum([...BLOG_CATEGORY_VALUES, "all"], { error: CATEGORY_MESSAGE }).optional(),
  status: z.enum([...BLOG_STATUS_VALUES, "all"], { error: "status must be published, draft or all" }).optional(),
});
