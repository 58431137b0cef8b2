import { formatDayIn } from "~/lib/dates";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { LikeButton } from "./like-button";
import { CardMedia } from "~/components/ui/card-media";
import type { BlogItem } from "./format";
import { Button, LinkButton } from "~/components/ui/button";
import { blogPath } from "~/lib/blog-path";
import { LOCALE_NAMES } from "~/i18n/locales";

export type CardActions = {
  onEdit?: (blog: BlogItem) => void;
  onDelete?: (blog: BlogItem) => void;
  onTogglePin?: (blog: BlogItem) => void;
};

type CardProps = CardActions & {
  blog: BlogItem;
  /** In the first row: the image loads at once; the others wait until they are near the screen. */
  eager: boolean;
  userId: string | null;
};

// Pin and Unpin have a brand outline of their own; Edit and Delete use the shared outline variants.
const pinButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-brand-600/40 px-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50";

export function BlogCard({ blog, eager, userId, onEdit, onDelete, onTogglePin }: CardProps) {
  const { t, tag, locale } = useT();
  const date = formatDayIn(blog.publishedDate, tag);
  // A post in another language than the page's says so, and its words carry their own `lang`.
  const otherLanguage = blog.language === locale ? undefined : blog.language;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <CardMedia
        imageUrl={blog.imageUrl}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        width={640}
        height={360}
        eager={eager}
        aspect="video"
        icon="book-open"
        iconClassName="size-14"
        iconStrokeWidth={1.5}
        badges={
          <>
            <span className="rounded-full bg-sun-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-900 shadow-sm">
              {t(`blogs.category.${blog.category}`)}
            </span>
            {otherLanguage ? (
              <span lang={otherLanguage} className="rounded-full bg-white px-3 py-1 text-xs font-bold text-brand-900 shadow-sm">
                {LOCALE_NAMES[otherLanguage]}
              </span>
            ) : null}
            {blog.status === "draft" ? (
              <span className="rounded-full bg-slate-800 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow-sm">
                Draft
              </span>
            ) : null}
            {blog.pinned ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow-sm">
                <Icon name="pin" className="size-3" /> Pinned
              </span>
            ) : null}
          </>
        }
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4 text-brand-700" />
            <time dateTime={blog.publishedDate}>{date}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="user-round" className="size-4 text-brand-700" />
            <span>
              <span className="sr-only">{t("blogs.by")}</span>
              {blog.author}
            </span>
          </span>
        </div>
        <h3 lang={otherLanguage} className="mt-2 text-xl font-bold leading-snug text-slate-900">
          {blog.title}
        </h3>
        <p lang={otherLanguage} className="mt-2 line-clamp-3 text-slate-700">
          {blog.excerpt}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <LinkButton to={blogPath(blog.slug)}>
            {t("blogs.readMore")}
            <span className="sr-only">{t("blogs.readMoreAbout", { title: blog.title })}</span>
          </LinkButton>
          <LikeButton blog={blog} userId={userId} />
        </div>
        {onEdit || onDelete || onTogglePin ? (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            {onEdit ? (
              <Button type="button" onClick={() => onEdit(blog)} variant="outline" size="sm">
                <Icon name="pencil" className="size-4" /> Edit<span className="sr-only"> {blog.title}</span>
              </Button>
            ) : null}
            {onTogglePin ? (
              <button type="button" onClick={() => onTogglePin(blog)} className={pinButton}>
                {blog.pinned ? <Icon name="pin-off" className="size-4" /> : <Icon name="pin" className="size-4" />}
                {blog.pinned ? "Unpin" : "Pin"}
                <span className="sr-only"> {blog.title}</span>
              </button>
            ) : null}
            {onDelete ? (
              <Button type="button" onClick={() => onDelete(blog)} variant="dangerOutline" size="sm">
                <Icon name="trash-2" className="size-4" /> Delete<span className="sr-only"> {blog.title}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
