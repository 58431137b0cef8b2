import type { BlogFormat } from "~/lib/blog-formats";
import type { ActionResult } from "~/lib/action-result";
import type { BLOG_CATEGORIES } from "~/lib/enums";
import type { Locale } from "~/i18n/locales";
import type { BlogTranslation } from "~/services/blog-translations.server";

export type BlogCategoryValue = (typeof BLOG_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<BlogCategoryValue, string> = {
  abacus: "Abacus",
  phonics: "Phonics",
  vedic_maths: "Vedic Maths",
};

/** A post as the page receives it (the service's BlogView after JSON). */
export type BlogItem = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  contentFormat: BlogFormat;
  imageUrl: string | null;
  category: BlogCategoryValue;
  status: "published" | "draft";
  buttonUrl: string | null;
  publishedDate: string;
  author: string;
  authorId: string | null;
  likes: number;
  likedBy: string[];
  pinned: boolean;
  /** The language it is written in, and the post it translates (its group's first), if any. */
  language: Locale;
  translationOf: string | null;
  /** The other posts of its group the reader may see. */
  translations: BlogTranslation[];
};

/** What the page action answers. */
export type BlogActionData = ActionResult;
