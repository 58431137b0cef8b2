import { PostHeader } from "~/components/blogs/post-header";
import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { localeOf, pageMessages } from "~/i18n/catalog.server";
import { localizedPath } from "~/i18n/locales";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogContent } from "~/components/blogs/blog-content";
import { CourseWayForward } from "~/components/blogs/course-way-forward";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { AnchorButton } from "~/components/ui/button";
import { blogWayForward } from "~/web/course-page.server";
import { optionalActor } from "~/web/guards.server";
import { SITE_NAME } from "~/lib/site";
import { responsiveImage } from "~/web/responsive-image";
import { blogPosting } from "~/web/structured-data";
import { findBlogBySlug } from "~/services/blogs.server";
import { depsFrom } from "~/services/deps.server";
import { orPageNotFound } from "~/lib/http.server";
import { markdownToHtml } from "~/web/markdown.server";
import { blogPath } from "~/lib/blog-path";

export async function loader(args: LoaderFunctionArgs) {
  const user = await optionalActor(args);
  const slug = args.params.slug ?? "";
  const found = await orPageNotFound(findBlogBySlug(depsFrom(args.context), user, slug));
  // A post that was retitled answers at its new address; the old one moves there for good.
  if ("movedTo" in found) throw redirect(blogPath(found.movedTo), 301);
  const origin = new URL(args.request.url).origin;
  // Each language's page is its own address (hreflang names the others): its canonical too.
  const url = origin + localizedPath(localeOf(args.request), blogPath(found.blog.slug));
  const imageUrl = found.blog.imageUrl ? origin + found.blog.imageUrl : null;
  // Markdown is rendered here, on the server, through the sanitizer: the browser gets the safe HTML only.
  const contentHtml = found.blog.contentFormat === "markdown" ? markdownToHtml(found.blog.content) : null;
  return {
    blog: contentHtml === null ? found.blog : { ...found.blog, content: "" },
    contentHtml,
    url,
    imageUrl,
    course: blogWayForward(found.blog.category, localeOf(args.request)),
    structuredData: blogPosting(found.blog, { url, origin, imageUrl }),
    messages: pageMessages(args.request, "blogs"),
  };
}

/** Title, description, canonical URL and the Open Graph / Twitter tags a shared link previews with. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `${translatorOf(matches).t("blogs.notFound")} | ${SITE_NAME}` }];
  const { blog, url, imageUrl } = data;
  const tags = [
    { title: `${blog.title} | ${SITE_NAME}` },
    { name: "description", content: blog.excerpt },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: blog.title },
    { property: "og:description", content: blog.excerpt },
    { property: "og:url", content: url },
    { property: "article:published_time", content: blog.publishedDate },
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: blog.title },
    { name: "twitter:description", content: blog.excerpt },
  ];
  // The image's description for people who cannot see it: the post keeps no alt text, its title says what it shows.
  if (imageUrl)
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:alt", content: blog.title },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: blog.title },
    );
  if (blog.status === "draft") tags.push({ name: "robots", content: "noindex" });
  return tags;
};

export default function BlogPostPage() {
  const { blog, contentHtml, course, structuredData } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <JsonLd data={structuredData} />
      <Link to="/blogs" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" />
        {t("blogs.allBlogs")}
      </Link>
      <PostHeader blog={blog} />
      {blog.imageUrl ? (
        <img
          {...responsiveImage(blog.imageUrl, "(min-width: 768px) 720px, 100vw")}
          alt=""
          width={1200}
          height={675}
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
      ) : null}
      <div className="mt-8" lang={blog.language === locale ? undefined : blog.language}>
        <BlogContent content={blog.content} html={contentHtml} />
      </div>
      {blog.buttonUrl ? (
        <AnchorButton href={blog.buttonUrl} target="_blank" rel="noopener noreferrer" size="lg" className="mt-8">
          {t("blogs.learnMore")}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">{t("shell.newTab")}</span>
        </AnchorButton>
      ) : null}
      <CourseWayForward course={course} />
    </article>
  );
}
