import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { lazy, Suspense, useCallback, useState } from "react";
import { LoadMoreLink } from "~/components/load-more-link";
import { ConfirmDialog } from "~/components/modal";
import { AdminControlsPanel } from "~/components/ui/admin-controls";
import { FilterChips } from "~/components/ui/filter-chips";
import { useActionFetcher } from "~/components/use-action-result";
import { canEditBlog } from "~/lib/permissions";
import { useOptionalUser } from "~/root";
import { BLOG_CATEGORIES } from "~/lib/enums";
import { BlogCard, type CardActions } from "./blog-card";
import { listHref, useMorePages } from "./blogs-list";
import { type BlogActionData, type BlogCategoryValue, type BlogItem } from "./format";
import { Button } from "~/components/ui/button";

// The form (Conform and zod) loads only when a writer first opens it; visitors never download it.
const BlogFormDialog = lazy(() => import("./blog-form").then((module) => ({ default: module.BlogFormDialog })));

export type StatusFilter = "published" | "draft" | "all";

export type BlogsPageData = {
  blogs: BlogItem[];
  pinned: BlogItem[];
  hasMore: boolean;
  nextOffset: number | null;
  category: BlogCategoryValue | null;
  /** Admins only; null for everyone else. */
  status: StatusFilter | null;
  userId: string | null;
  canWrite: boolean;
  isAdmin: boolean;
  today: string | null;
};

export const DELETE_QUESTION = "Are you sure you want to delete this blog?";
const ACTION = "/blogs?index";
const FIRST_ROW = 3;

export function BlogsPage({ data }: { data: BlogsPageData }) {
  const { category, status, userId, canWrite, isAdmin } = data;
  const viewer = useOptionalUser();
  const { t } = useT();
  const [formOpen, setFormOpen] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const [editing, setEditing] = useState<BlogItem | null>(null);
  const [deleting, setDeleting] = useState<BlogItem | null>(null);
  const { items, hasMore, nextOffset, load, loading: loadingMore } = useMorePages(data);

  // Pin, unpin and delete: one fetcher; Remix reloads the list after each.
  const manager = useActionFetcher<BlogActionData>({ successTitle: "Success" });

  const closeForm = useCallback(() => setFormOpen(false), []);
  const openForm = (blog: BlogItem | null) => {
    setEditing(blog);
    setFormOpen(true);
    setFormUsed(true);
  };
  const actionsFor = (blog: BlogItem): CardActions => ({
    onEdit: canEditBlog(viewer, blog) ? openForm : undefined,
    onTogglePin: isAdmin
      ? (target) =>
          manager.submit(
            { intent: target.pinned ? "unpin" : "pin", id: target.id },
            { method: "post", action: ACTION, encType: "multipart/form-data" },
          )
      : undefined,
    onDelete: isAdmin ? setDeleting : undefined,
  });

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
      {canWrite ? (
        <AdminControlsPanel
          id="blog-admin-heading"
          description={
            isAdmin
              ? "Write, edit, pin or delete posts; drafts are visible only to you and their authors."
              : "Write posts and edit the ones you wrote."
          }
        >
          <Button type="button" onClick={() => openForm(null)} className="shadow-sm">
            <Icon name="pen-line" className="size-5" /> Write a Blog
          </Button>
        </AdminControlsPanel>
      ) : null}

      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterChips
          label={t("blogs.categories")}
          items={[null, ...BLOG_CATEGORIES].map((value) => ({
            key: value ?? "all",
            to: listHref(value, status),
            label: t(value ? `blogs.category.${value}` : "blogs.all"),
            active: value === category,
          }))}
        />
        {isAdmin ? (
          <FilterChips
            label="Blog status"
            variant="subtle"
            items={(["all", "published", "draft"] as const).map((value) => ({
              key: value,
              to: listHref(category, value),
              label: value === "all" ? "All statuses" : value === "published" ? "Published" : "Drafts",
              active: value === (status ?? "all"),
            }))}
          />
        ) : null}
      </div>

      {data.pinned.length ? (
        <section aria-labelledby="pinned-heading">
          <h2 id="pinned-heading" className="flex items-center gap-2 text-2xl font-extrabold text-brand-900">
            <Icon name="pin" className="size-6 text-sun-500" /> {t("blogs.pinned")}
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.pinned.map((blog, index) => (
              <BlogCard key={blog.id} blog={blog} eager={index < FIRST_ROW} userId={userId} {...actionsFor(blog)} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-2xl font-extrabold text-brand-900">
          {category ? t("blogs.categoryPosts", { category: t(`blogs.category.${category}`) }) : t("blogs.latest")}
        </h2>
        {items.length ? (
          <ul className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((blog, index) => (
              <BlogCard key={blog.id} blog={blog} eager={!data.pinned.length && index < FIRST_ROW} userId={userId} {...actionsFor(blog)} />
            ))}
          </ul>
        ) : (
          <div className="mt-5 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <Icon name="book-open" className="size-10 text-slate-500" />
            <p className="text-lg font-semibold text-slate-800">{t("blogs.none")}</p>
            <p className="text-slate-600">{t(category ? "blogs.noneFiltered" : "blogs.noneYet")}</p>
          </div>
        )}
        {hasMore && nextOffset !== null ? (
          <div className="mt-8">
            {/* ?index: the fetcher asks this index route's loader, not the layout's. */}
            <LoadMoreLink
              href={listHref(category, status, nextOffset)}
              fetchHref={`${listHref(category, status, nextOffset)}&index`}
              loading={loadingMore}
              onLoad={load}
            />
          </div>
        ) : null}
      </section>

      {canWrite && data.today && formUsed ? (
        <Suspense fallback={null}>
          <BlogFormDialog open={formOpen} blog={editing} today={data.today} onClose={closeForm} />
        </Suspense>
      ) : null}
      {isAdmin ? (
        <ConfirmDialog
          open={deleting !== null}
          title="Delete Blog"
          message={DELETE_QUESTION}
          busy={manager.state !== "idle"}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting)
              manager.submit({ intent: "delete", id: deleting.id }, { method: "post", action: ACTION, encType: "multipart/form-data" });
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
