import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogLikes, blogs, blogSlugHistory, type BlogCategory, type BlogRow, type BlogStatus } from "~/db/schema";
import { readTogether } from "~/db/read-together.server";
import { conflict, notFound } from "~/lib/errors";
import { pageOf, type Pagination } from "~/lib/pagination.server";
import { slugify } from "~/lib/slug";
import { authorize, canEditBlog, canLikeBlogs, canModerateBlogs, canWriteBlogs, type Actor } from "~/lib/permissions";
import { MAX_PINNED, PIN_LIMIT_MESSAGE, type BlogInput } from "~/validation/blogs";
import { activityEntry, changedFields } from "./activity.server";
import type { Deps } from "./deps.server";
import {
  parseTranslations,
  type PostColumns,
  translationGroupFor,
  translationTaken,
  translationsOf,
  type BlogTranslation,
} from "./blog-translations.server";
import { createWithImage, deleteImage, saveWithImage, type WithImageInput } from "./images.server";
import type { Locale } from "~/i18n/locales";

type DbDeps = Pick<Deps, "db">;
type ImageDeps = Pick<Deps, "db" | "images">;
/** A post as a page or the API sends it; a page's image may be an upload with its small version. */
export type BlogPayload = WithImageInput<BlogInput>;

/**
 * A post as the API and pages show it. `likes` is the real count; `likedBy` holds the caller's own
 * id when they like it, and no one else's: who likes what is a reader's private business.
 */
export type BlogView = Omit<BlogRow, "authorName"> & { author: string; likes: number; likedBy: string[]; translations: BlogTranslation[] };

/** Published posts for everyone; drafts only for admins and for the author who wrote them. */
function visibleTo(actor: Actor | null, table: PostColumns = blogs): SQL | undefined {
  if (canModerateBlogs(actor)) return undefined;
  if (actor && canWriteBlogs(actor)) return or(eq(table.status, "published"), eq(table.authorId, actor.id));
  return eq(table.status, "published");
}

// The likes of each post, read with the post in the same query (no query per row).
const likeCount = sql<number>`(select count(*) from ${blogLikes} where ${blogLikes.blogId} = ${blogs.id})`.as("like_count");
/** Whether the caller likes the post (always no for a visitor). */
const likedByCaller = (actor: Actor | null) =>
  (actor
    ? sql<number>`exists(select 1 from ${blogLikes} where ${blogLikes.blogId} = ${blogs.id} and ${blogLikes.userId} = ${actor.id})`
    : sql<number>`0`
  ).as("liked");

type ViewRow = { row: BlogRow; likes: number; liked: number; translations: string | null };

function toView({ row, likes, liked, translations }: ViewRow, actor: Actor | null): BlogView {
  const { authorName, ...rest } = row;
  return {
    ...rest,
    author: authorName,
    likes: Number(likes),
    likedBy: actor && Number(liked) ? [actor.id] : [],
    translations: parseTranslations(translations),
  };
}

/** The posts with their likes and the translations the reader may see, each in the post's own statement. */
const viewColumns = (actor: Actor | null) => ({
  likes: likeCount,
  liked: likedByCaller(actor),
  translations: translationsOf((table) => visibleTo(actor, table)),
});

function selectViews(db: Db, actor: Actor | null) {
  return db.select({ row: blogs, ...viewColumns(actor) }).from(blogs);
}

/** Newest first; with a language, its posts first (then the others, newest first). */
const listOrder = (language: Locale | undefined) => [
  ...(language ? [sql`${blogs.language} = ${language} desc`] : []),
  desc(blogs.publishedDate),
  desc(blogs.createdAt),
];

type BlogListOptions = Pagination & { category?: BlogCategory; status?: BlogStatus; language?: Locale };

/**
 * Newest first (a language's first, when given), bounded; pinned posts are the same rows (the page
 * shows the first 3 pinned on top). The page's posts are chosen by their ids alone, then read with
 * their likes and translations: ordered by language, every post is sorted, and reading each one's
 * counts for the sort cost a second at ten times the bench's posts.
 */
export async function listBlogs({ db }: DbDeps, actor: Actor | null, { category, status, language, ...page }: BlogListOptions) {
  const conditions = [visibleTo(actor), category ? eq(blogs.category, category) : undefined, status ? eq(blogs.status, status) : undefined];
  const order = listOrder(language);
  const pageIds = db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(page.limit + 1)
    .offset(page.offset);
  const rows = await readTogether(
    db,
    selectViews(db, actor)
      .where(inArray(blogs.id, pageIds))
      .orderBy(...order),
  );
  const { items, ...more } = pageOf(rows, page);
  return { blogs: items.map((item) => toView(item, actor)), ...more };
}

/** The pinned posts a visitor may see (at most 3), newest first (a language's first, when given). */
export async function listPinnedBlogs({ db }: DbDeps, actor: Actor | null, language?: Locale): Promise<BlogView[]> {
  const rows = await readTogether(
    db,
    selectViews(db, actor)
      .where(and(eq(blogs.pinned, true), visibleTo(actor)))
      .orderBy(...listOrder(language))
      .limit(MAX_PINNED),
  );
  return rows.map((row) => toView(row, actor));
}

/** A post by its slug, or by a slug it had before (then `movedTo` is its current slug). */
export async function findBlogBySlug({ db }: DbDeps, actor: Actor | null, slug: string): Promise<{ blog: BlogView } | { movedTo: string }> {
  // The post's current slug, or (for an old link) the slug it has now, in one query: one round trip.
  const movedTo = sql<
    string | null
  >`(select ${blogs.slug} from ${blogSlugHistory} inner join ${blogs} on ${eq(blogs.id, blogSlugHistory.blogId)}
    where ${and(eq(blogSlugHistory.slug, slug), visibleTo(actor))})`;
  const [current] = await readTogether(
    db,
    db
      .select({ row: blogs, ...viewColumns(actor), movedTo: movedTo.as("moved_to") })
      .from(sql`(select 1)`)
      .leftJoin(blogs, and(eq(blogs.slug, slug), visibleTo(actor)))
      .limit(1),
  );
  if (current?.row) return { blog: toView({ ...current, row: current.row }, actor) };
  if (current?.movedTo) return { movedTo: current.movedTo };
  throw notFound("Blog not found.");
}

/** A slug for the title: the title's own, or with a short suffix when another post has (or had) it. */
function slugFor(title: string, taken: boolean): string {
  return taken ? `${postSlug(title, 72)}-${crypto.randomUUID().slice(0, 6)}` : postSlug(title);
}

/** A post's slug keeps Devanagari: a Marathi or Hindi title reads in its address (percent-encoded on the wire). */
const postSlug = (title: string, maxLength = 80) => slugify(title, { maxLength, letters: "devanagari" });

/** Whether a post other than `ownId` has, or once had, the title's slug (read with the row it serves). */
function slugTaken(title: string, ownId = "") {
  const base = postSlug(title);
  return sql<number>`exists(select 1 from ${blogs} where ${blogs.slug} = ${base} and ${blogs.id} <> ${ownId}
    union all select 1 from ${blogSlugHistory} where ${blogSlugHistory.slug} = ${base} and ${blogSlugHistory.blogId} <> ${ownId})`;
}

/**
 * Runs a write with the chosen slug; when another post took it in the meantime (two posts with one
 * title saved at the same moment: the unique index decides), once more with a suffixed slug.
 */
async function withFreeSlug<Row>(title: string, slug: string, write: (slug: string) => Promise<Row>): Promise<Row> {
  try {
    return await write(slug);
  } catch (error) {
    if (/UNIQUE constraint failed: blogs\.translation_of, blogs\.language/.test(String(error))) throw translationTaken();
    if (!/UNIQUE constraint failed: (blogs\.slug|blog_slug_history\.slug)/.test(String(error))) throw error;
    return write(slugFor(title, true));
  }
}

const BLOG_FIELDS = {
  title: "title",
  excerpt: "excerpt",
  content: "content",
  contentFormat: "format",
  category: "category",
  status: "status",
  language: "language",
  translationOf: "translation link",
  publishedDate: "date",
  buttonUrl: "button link",
  imageUrl: "image",
} as const;

/** A summary naming the post, read in the log's own statement (the caller does not read the row first). */
const titled = (verb: string, id: string) =>
  sql`${verb} || ' “' || coalesce((select ${blogs.title} from ${blogs} where ${blogs.id} = ${id}), 'a post') || '”'`;

async function requireRow(db: Db, id: string): Promise<BlogRow> {
  const row = await db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) throw notFound("Blog not found.");
  return row;
}

export async function createBlog({ db, images }: ImageDeps, actor: Actor | null, input: BlogPayload): Promise<BlogView> {
  const author = authorize(actor, canWriteBlogs, "Only approved franchise partners and administrators can write blogs.");
  const [free, translationOf] = await Promise.all([
    db.get<{ taken: number }>(sql`select ${slugTaken(input.title)} as taken`),
    translationGroupFor(db, {
      address: input.translationOf,
      language: input.language,
      ownId: null,
      visible: visibleTo(actor),
      mayEdit: (first) => canEditBlog(actor, first),
    }),
  ]);
  const slug = slugFor(input.title, !!free?.taken);
  const id = crypto.randomUUID();
  const row = await createWithImage(images, "blogs", input.imageUrl, (imageUrl) =>
    withFreeSlug(input.title, slug, async (freeSlug) => {
      const [[inserted]] = await db.batch([
        db
          .insert(blogs)
          .values({ id, ...columnsOf(input), translationOf, imageUrl, slug: freeSlug, authorId: author.id, authorName: author.name })
          .returning(),
        activityEntry(db, author, { action: "blog.create", target: id, summary: `Wrote “${input.title}” (${input.status})` }),
      ]);
      if (!inserted) throw new Error("Blog insert returned no row");
      return inserted;
    }),
  );
  // Its translations, once linked, are read with it; a post on its own has none.
  return translationOf ? viewOf(db, actor, row.id) : toView({ row, likes: 0, liked: 0, translations: null }, actor);
}

/**
 * Edits a post: one read (the post with its likes, and whether the new title's slug is free),
 * then the update, with the old slug kept as a redirect when the title changed.
 */
export async function updateBlog(
  { db, images }: ImageDeps,
  actor: Actor | null,
  { id, ...input }: BlogPayload & { id: string },
): Promise<BlogView> {
  const EDIT_OWN = "You can edit only the blogs you wrote.";
  const writer = authorize(actor, canWriteBlogs, EDIT_OWN);
  const [current] = await db
    .select({ row: blogs, ...viewColumns(actor), taken: slugTaken(input.title, id) })
    .from(blogs)
    .where(eq(blogs.id, id))
    .limit(1);
  if (!current) throw notFound("Blog not found.");
  const { row } = current;
  authorize(actor, (writer) => canEditBlog(writer, row), EDIT_OWN);
  // Read only when the link or the language may change what the group holds.
  const translationOf =
    input.translationOf || input.language !== row.language
      ? await translationGroupFor(db, {
          address: input.translationOf,
          language: input.language,
          ownId: id,
          visible: visibleTo(actor),
          mayEdit: (first) => canEditBlog(actor, first),
        })
      : null;
  const slug = input.title === row.title ? row.slug : slugFor(input.title, !!current.taken);
  const updated = await saveWithImage(images, "blogs", row.imageUrl, input.imageUrl, (imageUrl) =>
    withFreeSlug(input.title, slug, async (freeSlug) => {
      const update = db
        .update(blogs)
        .set({ ...columnsOf(input), translationOf, imageUrl, slug: freeSlug, updatedAt: new Date().toISOString() })
        .where(eq(blogs.id, id))
        .returning();
      const changes = changedFields(row, { ...columnsOf(input), translationOf, imageUrl }, BLOG_FIELDS) || "no changes";
      const logged = activityEntry(db, writer, { action: "blog.update", target: id, summary: `Edited “${row.title}”: ${changes}` });
      // The old address keeps working: it redirects to the new one.
      const [[saved]] =
        freeSlug === row.slug
          ? await db.batch([update, logged])
          : await db.batch([
              update,
              logged,
              db
                .insert(blogSlugHistory)
                .values({ slug: row.slug, blogId: id })
                .onConflictDoUpdate({ target: blogSlugHistory.slug, set: { blogId: id } }),
            ]);
      return saved;
    }),
  );
  if (!updated) throw notFound("Blog not found.");
  const regrouped = translationOf !== row.translationOf || updated.language !== row.language;
  return regrouped ? viewOf(db, actor, id) : toView({ ...current, row: updated }, actor);
}

/** Deletes a post with its likes and old addresses in one batch, then its image. */
export async function deleteBlog({ db, images }: ImageDeps, actor: Actor | null, id: string): Promise<void> {
  const admin = authorize(actor, canModerateBlogs, "Only administrators can delete blogs.");
  const [, , deleted] = await db.batch([
    db.delete(blogLikes).where(eq(blogLikes.blogId, id)),
    db.delete(blogSlugHistory).where(eq(blogSlugHistory.blogId, id)),
    db.delete(blogs).where(eq(blogs.id, id)).returning({ imageUrl: blogs.imageUrl }),
    // The title is gone with the row: the log keeps the post's id.
    activityEntry(db, admin, { action: "blog.delete", target: id, summary: "Deleted a post" }),
  ]);
  const [row] = deleted;
  if (!row) throw notFound("Blog not found.");
  await deleteImage(images, row.imageUrl);
}

/**
 * Likes or unlikes a post for the caller: the (post, user) pair is the key, so repeated or
 * concurrent likes can never count twice. Answers the new count and whether the caller likes it.
 */
export async function toggleLike({ db }: DbDeps, actor: Actor | null, id: string): Promise<{ likes: number; liked: boolean }> {
  const liker = authorize(actor, canLikeBlogs, "Please sign in to like blogs.");
  const mine = and(eq(blogLikes.blogId, id), eq(blogLikes.userId, liker.id));
  const state = await db
    .select({ liked: sql<number>`exists(select 1 from ${blogLikes} where ${mine})` })
    .from(blogs)
    .where(and(eq(blogs.id, id), visibleTo(actor)))
    .get();
  if (!state) throw notFound("Blog not found.");
  const liked = !state.liked;
  const [, [count]] = await db.batch([
    liked ? db.insert(blogLikes).values({ blogId: id, userId: liker.id }).onConflictDoNothing() : db.delete(blogLikes).where(mine),
    db
      .select({ likes: sql<number>`count(*)` })
      .from(blogLikes)
      .where(eq(blogLikes.blogId, id)),
  ]);
  return { likes: Number(count?.likes ?? 0), liked };
}

/**
 * Pins a post in one conditional statement: the count of pinned posts is checked by the same
 * UPDATE that pins, so concurrent pins can never make a fourth.
 */
export async function pinBlog({ db }: DbDeps, actor: Actor | null, id: string): Promise<BlogView> {
  const admin = authorize(actor, canModerateBlogs, "Only administrators can pin blogs.");
  const [[pinned]] = await db.batch([
    db
      .update(blogs)
      .set({ pinned: true })
      .where(and(eq(blogs.id, id), eq(blogs.pinned, false), sql`(select count(*) from ${blogs} where ${blogs.pinned} = 1) < ${MAX_PINNED}`))
      .returning({ id: blogs.id }),
    activityEntry(db, admin, { action: "blog.pin", target: id, summary: titled("Pinned", id) }),
  ]);
  // Not pinned now: already pinned (fine), gone (404) or the limit reached (409).
  if (!pinned) {
    const row = await requireRow(db, id);
    if (!row.pinned) throw conflict(PIN_LIMIT_MESSAGE);
  }
  return viewOf(db, actor, id);
}

export async function unpinBlog({ db }: DbDeps, actor: Actor | null, id: string): Promise<BlogView> {
  const admin = authorize(actor, canModerateBlogs, "Only administrators can unpin blogs.");
  // Not pinned before: nothing changes and nothing is logged (viewOf answers 404 when there is no such post).
  await db.batch([
    db
      .update(blogs)
      .set({ pinned: false })
      .where(and(eq(blogs.id, id), eq(blogs.pinned, true)))
      .returning({ id: blogs.id }),
    activityEntry(db, admin, { action: "blog.unpin", target: id, summary: titled("Unpinned", id) }),
  ]);
  return viewOf(db, actor, id);
}

async function viewOf(db: Db, actor: Actor | null, id: string): Promise<BlogView> {
  const [row] = await selectViews(db, actor).where(eq(blogs.id, id)).limit(1);
  if (!row) throw notFound("Blog not found.");
  return toView(row, actor);
}

function columnsOf(input: BlogPayload) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    contentFormat: input.contentFormat,
    category: input.category,
    status: input.status,
    language: input.language,
    buttonUrl: input.buttonUrl ?? null,
    publishedDate: input.publishedDate,
  };
}

const isPublished = eq(blogs.status, "published");

/** How many posts are published (the sitemap's index counts its parts from it). */
export async function countPublishedPosts({ db }: Pick<Deps, "db">): Promise<number> {
  const [row] = await readTogether(
    db,
    db
      .select({ total: sql<number>`count(*)` })
      .from(blogs)
      .where(isPublished),
  );
  return row?.total ?? 0;
}

/** One slice of the published posts' addresses, newest first, and when each last changed (a part of the sitemap). */
export async function listPublishedSlugs({ db }: Pick<Deps, "db">, { offset, limit }: { offset: number; limit: number }) {
  return readTogether(
    db,
    db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(isPublished)
      .orderBy(desc(blogs.publishedDate), desc(blogs.createdAt))
      .limit(limit)
      .offset(offset),
  );
}

/** The newest published posts for the RSS feed (one query, bounded). */
export async function listPublishedBlogs({ db }: DbDeps, limit: number) {
  return db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      excerpt: blogs.excerpt,
      content: blogs.content,
      contentFormat: blogs.contentFormat,
      author: blogs.authorName,
      publishedDate: blogs.publishedDate,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .where(eq(blogs.status, "published"))
    .orderBy(desc(blogs.publishedDate), desc(blogs.createdAt))
    .limit(limit);
}
