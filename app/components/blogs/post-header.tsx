import { useT } from "~/i18n/i18n-context";
import { LOCALE_NAMES, localizedPath } from "~/i18n/locales";
import { blogPath } from "~/lib/blog-path";
import { Byline } from "./byline";
import type { BlogItem } from "./format";

/**
 * A post's header: category, title, byline, excerpt, and its translations (each at its own
 * language's address, so the page around it is in that language too). The post's words carry its
 * own `lang` where it is not the page's.
 */
export function PostHeader({ blog }: { blog: BlogItem }) {
  const { t, locale } = useT();
  const lang = blog.language === locale ? undefined : blog.language;
  return (
    <header className="mt-6">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">{t(`blogs.category.${blog.category}`)}</span>
        {blog.status === "draft" ? <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{t("blogs.draft")}</span> : null}
      </p>
      <h1 lang={lang} className="mt-4 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
        {blog.title}
      </h1>
      {blog.translations.length ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-700">{t("blogs.alsoIn")}</span>
          {blog.translations.map((translation) => (
            <a
              key={translation.id}
              href={localizedPath(translation.language, blogPath(translation.slug))}
              hrefLang={translation.language}
              lang={translation.language}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {LOCALE_NAMES[translation.language]}
            </a>
          ))}
        </p>
      ) : null}
      <Byline author={blog.author} date={blog.publishedDate} likes={blog.likes} />
      <p lang={lang} className="mt-5 text-xl text-slate-700">
        {blog.excerpt}
      </p>
    </header>
  );
}
