import { useT } from "~/i18n/i18n-context";
import { LinkButton } from "~/components/ui/button";

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
  const { t } = useT();
  return (
    <div className="flex justify-center">
      <LinkButton
        to={href}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onLoad(fetchHref);
        }}
        aria-disabled={loading}
        variant="brandOutline"
      >
        {t(loading ? "shell.loading" : "shell.loadMore")}
      </LinkButton>
    </div>
  );
}
