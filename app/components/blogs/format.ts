import type { SubmissionResult } from "@conform-to/react";
import type { BLOG_CATEGORY_VALUES } from "~/validation/blogs";

export type BlogCategoryValue = (typeof BLOG_CATEGORY_VALUES)[number];

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
};

export type BlogIntent = "create" | "update" | "delete" | "pin" | "unpin" | "like";

/** What the page action answers. */
export type BlogActionData = {
  ok: boolean;
  intent: BlogIntent | null;
  message: string;
  /** The form's result (create / update), with errors next to the fields. */
  result?: SubmissionResult<string[]>;
};
