import { useT } from "~/i18n/i18n-context";
import { formatCount, plural } from "~/lib/counts";
import { Icon } from "~/components/icon";
import { useActionFetcher } from "~/components/use-action-result";
import type { BlogActionData, BlogItem } from "./format";

/**
 * The like toggle, named by the count it shows first ("1 like. Like …": WCAG 2.5.3, label in name): posts to the page action through a fetcher shared by every card of this post
 * (it may be shown both as pinned and in the list) and shows the new count and state at once.
 * Signed out, it is the count alone.
 */
export function LikeButton({ blog, userId }: { blog: BlogItem; userId: string | null }) {
  // A refusal is not toasted: Remix reloads the list after the post, which shows the true count.
  // A like that got no answer is said in a toast by the hook (offline, reloading would fail too).
  const fetcher = useActionFetcher<BlogActionData>({ key: `blog-like-${blog.id}`, toastSuccess: false, errorsInForm: true });

  const countClass = "text-sm font-semibold tabular-nums";
  const { t, tag } = useT();
  if (!userId) {
    // A visitor sees how many liked it; liking is for accounts (the specification: without a token,
    // like does nothing), and parents have none, so no sign-in page they cannot get past.
    return (
      <p className="inline-flex min-h-10 items-center gap-1.5 px-1 text-slate-600">
        <Icon name="heart" className="size-4" />
        <span className={countClass}>{formatCount(blog.likes, tag)}</span>
        <span className="sr-only">{t("blogs.likes", { count: blog.likes })}</span>
      </p>
    );
  }

  const serverLiked = blog.likedBy.includes(userId);
  const pending = fetcher.formData?.get("next");
  const liked = pending === undefined || pending === null ? serverLiked : pending === "1";
  const likes = Math.max(0, blog.likes + Number(liked) - Number(serverLiked));
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`${plural(likes, "like")}. Like ${blog.title}`}
      onClick={() =>
        fetcher.submit(
          { intent: "like", id: blog.id, next: liked ? "0" : "1" },
          { method: "post", action: "/blogs?index", encType: "multipart/form-data" },
        )
      }
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 transition ${
        liked ? "border-rose-300 bg-rose-50 text-rose-700" : "border-slate-300 text-slate-700 hover:border-rose-400 hover:text-rose-700"
      }`}
    >
      <Icon name="heart" className={`size-4 ${liked ? "fill-current" : ""}`} />
      <span className={countClass}>{formatCount(likes)}</span>
    </button>
  );
}
