import { Link } from "@remix-run/react";

/**
 * The "Load more" of a list: a real link to the next page (it works without JavaScript); with
 * JavaScript it appends the next page in place through `onLoad` instead.
 */
export function LoadMoreLink({
  href,
  fetchHref = href,
  loading,
  onLoad,
}: {
  href: string;
  fetchHref?: string;
  loading: boolean;
  onLoad: (href: string) => void;
}) {
  return (
    <div className="flex justify-center">
      <Link
        to={href}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onLoad(fetchHref);
        }}
        aria-disabled={loading}
        className="rounded-lg border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {loading ? "Loading..." : "Load more"}
      </Link>
    </div>
  );
}
