import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useT } from "~/i18n/i18n-context";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { JsonLd } from "~/components/json-ld";
import { CourseCards } from "~/components/home/course-cards";
import { Faq } from "~/components/home/faq";
import { FranchiseSection } from "~/components/home/franchise-section";
import { GalleryHighlights } from "~/components/home/gallery-highlights";
import { GetInTouch } from "~/components/home/get-in-touch";
import { HomeHero } from "~/components/home/home-hero";
import { LocationSection } from "~/components/home/location-section";
import { Testimonials } from "~/components/home/testimonials";
import { VideoTiles } from "~/components/home/video-tiles";
import { CLAIMS, SITE_NAME } from "~/lib/site";
import { formatCount } from "~/lib/counts";
import { translatorOf } from "~/i18n/translate";
import { heroLinks } from "~/web/hero-slides";
import { homePageData } from "~/web/home-page.server";

// Only signed-in people load the first screen's code: a visitor's home page stays as light as it was.
const YourWork = lazy(() => import("~/components/home/your-work"));

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t, tag } = translatorOf(matches);
  return [
    { title: t("home.title", { site: SITE_NAME }) },
    { name: "description", content: t("home.description", { centres: formatCount(CLAIMS.centres, tag) }) },
  ];
};

export const loader = (args: LoaderFunctionArgs) => homePageData(args);

export default function HomePage() {
  const { info, highlights, content, structuredData, work } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <JsonLd data={structuredData} />
      {work ? (
        <Suspense fallback={null}>
          <YourWork work={work} />
        </Suspense>
      ) : null}
      <HomeHero />

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-extrabold text-brand-900">{t("home.welcomeTitle", { site: SITE_NAME })}</h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.welcome.welcome}</p>
        </div>
        <div className="rounded-2xl bg-amber-50 p-6 sm:p-8">
          <h2 className="text-2xl font-extrabold text-brand-900">{t("home.missionTitle")}</h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{content.welcome.mission}</p>
        </div>
      </section>

      <CourseCards courses={content.courses} />

      <FranchiseSection enquiryNumber={info.adminWhatsApp.franchiseEnquiryNumber} benefits={content.benefits} />
      <VideoTiles videos={info.videos} />
      <GalleryHighlights items={highlights} />
      <LocationSection contact={info.contact} />
      <Testimonials testimonials={info.testimonials} />
      <Faq faqs={content.faqs} />
      <GetInTouch info={info} />
    </>
  );
}
