import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { Faq } from "~/components/home/faq";
import { FranchiseSection } from "~/components/home/franchise-section";
import { GalleryHighlights } from "~/components/home/gallery-highlights";
import { GetInTouch } from "~/components/home/get-in-touch";
import { HomeHero } from "~/components/home/home-hero";
import { LocationSection } from "~/components/home/location-section";
import { Testimonials } from "~/components/home/testimonials";
import { VideoTiles } from "~/components/home/video-tiles";
import { coursePath } from "~/lib/courses";
import { CLAIMS, SITE_NAME } from "~/lib/site";
import { COURSE_CARDS, FAQS, FRANCHISE_BENEFITS, WELCOME } from "~/web/home-content.server";
import { latestGalleryItems } from "~/services/gallery.server";
import { depsFrom } from "~/services/deps.server";
import { lowestFees } from "~/services/courses.server";
import { lowestFeeText } from "~/web/course-page.server";
import { getSiteInfo } from "~/services/site-info.server";
import { workOf } from "~/services/first-screen.server";
import { getOptionalUser } from "~/web/guards.server";
import { mustChangePasswordFirst } from "~/lib/permissions";

const YourWork = lazy(() => import("~/components/home/your-work"));
import { heroLinks } from "~/web/hero-slides";
import { academyGraph } from "~/web/structured-data";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `${SITE_NAME} | Abacus, Phonics and Vedic Maths Classes in Maharashtra` },
  {
    name: "description",
    content: `Abacus, phonics and Vedic maths programmes for children aged 5 to 14, at ${CLAIMS.centres}+ centres across Maharashtra. Classes, competitions and franchise opportunities.`,
  },
];

export async function loader(args: LoaderFunctionArgs) {
  const { context, request } = args;
  const deps = depsFrom(context);
  const [info, highlights, { work, fees }] = await Promise.all([getSiteInfo(deps, null), listHighlights(context), visitorOrOwnWork(args)]);
  const courses = COURSE_CARDS.map((card) => ({ ...card, feesFrom: lowestFeeText(fees[card.course]) }));
  return {
    info,
    highlights,
    work,
    content: { welcome: WELCOME, courses, benefits: FRANCHISE_BENEFITS, faqs: FAQS },
    structuredData: academyGraph(new URL(request.url).origin, info),
  };
}

/** The home page shows this many photos (SPEC: at most 6). */
const HIGHLIGHTS = 6;

/** The gallery preview is a nicety: if it cannot be read, the home page shows without photos. */
function listHighlights(context: LoaderFunctionArgs["context"]) {
  return latestGalleryItems(depsFrom(context), HIGHLIGHTS).catch((error: unknown) => {
    console.error("Gallery highlights could not be read", error);
    return [];
  });
}

/**
 * A signed-in partner or admin finds their own work first (read after the user: a second round
 * trip); a visitor, the courses' fees. An account still on its temporary password sees the page as
 * everyone does (it is sent to choose a password for anything of its own).
 */
async function visitorOrOwnWork(
  args: LoaderFunctionArgs,
): Promise<{ work: Awaited<ReturnType<typeof workOf>>; fees: Awaited<ReturnType<typeof lowestFees>> }> {
  const user = await getOptionalUser(args);
  if (!user) return { work: null, fees: await courseFees(args.context) };
  return { work: mustChangePasswordFirst(user) ? null : await workOf(depsFrom(args.context), user), fees: {} };
}

/** "Fees from" is a nicety too: without it, the course cards show without fees. */
function courseFees(context: LoaderFunctionArgs["context"]): ReturnType<typeof lowestFees> {
  return lowestFees(depsFrom(context)).catch((error: unknown) => {
    console.error("Course fees could not be read", error);
    return {};
  });
}

export default function HomePage() {
  const { info, highlights, content, structuredData, work } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={structuredData} />
      {work ? (
        // Only signed-in people load its code: a visitor's home page stays as light as it was.
        <Suspense fallback={null}>
          <YourWork work={work} />
        </Suspense>
      ) : null}
      <HomeHero />

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-extrabold text-brand-900">Welcome to {SITE_NAME}</h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.welcome.welcome}</p>
        </div>
        <div className="rounded-2xl bg-amber-50 p-6 sm:p-8">
          <h2 className="text-2xl font-extrabold text-brand-900">Our Mission</h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{content.welcome.mission}</p>
        </div>
      </section>

      <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-16 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="courses-heading" className="text-center text-3xl font-extrabold text-brand-900">
            Our Courses
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {content.courses.map(({ title, text, icon, course, feesFrom }) => (
              <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <CourseIcon name={icon} />
                </span>
                <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{text}</p>
                {feesFrom ? (
                  <p className="mt-4 text-sm text-slate-600">
                    Fees from <span className="font-semibold text-slate-900">{feesFrom}</span> at our centres
                  </p>
                ) : null}
                <Link
                  to={coursePath(course)}
                  className="mt-5 inline-flex self-start rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Learn More<span className="sr-only"> about {title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

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

const COURSE_ICONS = { abacus: "calculator", phonics: "book-open", vedic: "brain" } as const;

function CourseIcon({ name }: { name: keyof typeof COURSE_ICONS }) {
  return <Icon name={COURSE_ICONS[name]} className="size-6" />;
}
