import { and, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogs, blogSlugHistory } from "~/db/schema";
import { LOCALE_NAMES, type Locale } from "~/i18n/locales";
import { invalidInput } from "~/lib/errors";

// A post and its translations form a group: the first post, and each post whose `translation_of`
// names it. A group holds one post in each language; a post shows links to the others. Groups are
// flat: linking to a translation joins its group's first post. A deleted first post hands its group
// to its oldest translation (trigger blogs_regroup_after_delete, migration 0036).

export type BlogTranslation = { id: string; slug: string; language: Locale; title: string };

/** The columns a reader's view of posts reads (of the posts, or of another name for them in a subquery). */
export type PostColumns = { status: SQLWrapper; authorId: SQLWrapper };

/**
 * The posts under another name, for a subquery that reads them beside the post of the outer query
 * (Drizzle's alias() does not name its table inside raw SQL).
 */
function postsAs(name: string) {
  const column = (column: string) => sql.raw(`"${name}"."${column}"`);
  return {
    from: sql`${blogs} as ${sql.identifier(name)}`,
    id: column("id"),
    slug: column("slug"),
    title: column("title"),
    language: column("language"),
    translationOf: column("translation_of"),
    // Read as values (unary +), never as an index: a post's group is found by its ids, not among
    // every published post (which SQLite picked, a whole scan for each post listed).
    status: sql.raw(`+"${name}"."status"`),
    authorId: sql.raw(`+"${name}"."author_id"`),
  };
}

/** The id of a post's group: its first post's. */
const groupOf = (table: { translationOf: SQLWrapper; id: SQLWrapper }) => sql`coalesce(${table.translationOf}, ${table.id})`;

/**
 * The other posts of each post's group that `visible` lets the reader see (a JSON list, read with
 * the post in its own statement).
 */
export function translationsOf(visible: (table: PostColumns) => SQL | undefined) {
  const other = postsAs("translation");
  // The outer query's post, named in full: inside the subquery a bare "id" would be the other post's.
  const post = postsAs("blogs");
  const group = groupOf(post);
  return sql<string>`(select json_group_array(json_object('id', ${other.id}, 'slug', ${other.slug}, 'language', ${other.language}, 'title', ${other.title}))
    from ${other.from} where (${other.id} = ${group} or ${other.translationOf} = ${group}) and ${other.id} <> ${post.id} and ${visible(other) ?? sql`1`})`.as(
    "translations",
  );
}

export const parseTranslations = (json: string | null): BlogTranslation[] => (json ? (JSON.parse(json) as BlogTranslation[]) : []);

/** The slug an address names: "/mr/blogs/abacus-tips", "https://…/blogs/%E0%A4%…", or the slug itself. */
export function slugOfAddress(address: string): string {
  const path = URL.canParse(address) ? new URL(address).pathname : address;
  const last = path.split(/[?#]/)[0]!.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const refused = (message: string) => invalidInput(message, { translationOf: [message] });

/** Another translation in the same language was saved at the same moment (the unique index decided). */
export const translationTaken = () => refused("This group has a post in this language already: a group holds one post in each language");

/**
 * The `translation_of` a post saved with these fields gets: the group of the post at `address`
 * (null for none, or when that post is already this one's translation). 400 naming `translationOf`
 * when no post the writer may see (`visible`) has the address, it is this post, this post is
 * translated by others, the writer may not edit the group's first post (`mayEdit`: a partner links
 * only to their own posts), or the group has a post in `language` already (named without its title:
 * it may be someone else's draft).
 */
export async function translationGroupFor(
  db: Db,
  {
    address,
    language,
    ownId,
    visible,
    mayEdit,
  }: {
    address: string | undefined;
    language: Locale;
    ownId: string | null;
    visible: SQL | undefined;
    mayEdit: (firstPost: { authorId: string | null }) => boolean;
  },
): Promise<string | null> {
  const member = postsAs("member");
  const clashIn = (group: SQL) =>
    sql<number>`exists(select 1 from ${member.from} where (${member.id} = ${group} or ${member.translationOf} = ${group}) and ${member.language} = ${language} and ${member.id} <> ${ownId ?? ""})`;
  // Its own translations may not share the language it now has.
  const firstOfItsGroup = async () => {
    const clash = ownId ? await db.get<{ clash: number }>(sql`select ${clashIn(sql`${ownId}`)} as clash`) : null;
    if (clash?.clash) throw refused(`Another post translates this one into ${LOCALE_NAMES[language]} already`);
    return null;
  };
  if (!address) return firstOfItsGroup();
  const slug = slugOfAddress(address);
  const post = postsAs("blogs");
  const target = await db
    .select({
      id: blogs.id,
      group: sql<string>`${groupOf(post)}`,
      clash: clashIn(groupOf(post)),
      ownTranslations: sql<number>`exists(select 1 from ${member.from} where ${member.translationOf} = ${ownId ?? ""})`,
      firstAuthor: sql<string | null>`(select ${member.authorId} from ${member.from} where ${member.id} = ${groupOf(post)})`,
    })
    .from(blogs)
    .where(
      and(
        or(
          eq(blogs.slug, slug),
          eq(blogs.id, sql`(select ${blogSlugHistory.blogId} from ${blogSlugHistory} where ${blogSlugHistory.slug} = ${slug})`),
        ),
        visible,
      ),
    )
    .get();
  if (!target) throw refused(`No post has the address “${address}”: paste the address of the post this one translates`);
  if (target.id === ownId) throw refused("A post cannot be a translation of itself");
  // Already this post's own translation: it stays the first of its group.
  if (target.group === ownId) return firstOfItsGroup();
  // Groups stay flat: a post others translate does not join another group itself.
  if (target.ownTranslations) throw refused("Other posts are translations of this one: link the post at that address to this one instead");
  if (!mayEdit({ authorId: target.firstAuthor })) throw refused("You can link translations only to posts you wrote");
  if (target.clash) throw refused(`This group has a post in ${LOCALE_NAMES[language]} already: a group holds one post in each language`);
  return target.group;
}
