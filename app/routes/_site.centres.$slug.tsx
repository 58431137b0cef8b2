import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CentreDetails } from "~/components/centres/centre-details";
import { centreStructuredData } from "~/components/centres/centre-structured-data";
import { JsonLd } from "~/components/json-ld";
import { localeOf, pageMessages } from "~/i18n/catalog.server";
import { localizedPath } from "~/i18n/locales";
import { translatorOf } from "~/i18n/translate";
import { optionalActor } from "~/web/guards.server";
import { SITE_NAME } from "~/lib/site";
import { getCentreBySlug } from "~/services/centres.server";
import { depsFrom } from "~/services/deps.server";
import { orPageNotFound } from "~/lib/http.server";

export async function loader(args: LoaderFunctionArgs) {
  // An admin may look at an inactive centre; everyone else gets 404 for it.
  const user = await optionalActor(args);
  const { partnerIds: _partners, ...centre } = await orPageNotFound(getCentreBySlug(depsFrom(args.context), user, args.params.slug ?? ""));
  const origin = new URL(args.request.url).origin;
  // Each language's page is its own address (hreflang names the others): its canonical too.
  const url = origin + localizedPath(localeOf(args.request), `/centres/${centre.slug}`);
  // The demo form's words come with the centre's: it is booked right here.
  const messages = pageMessages(args.request, "centres", "demo", "formErrors");
  return { centre, url, structuredData: centreStructuredData(centre, { url, origin }), messages };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  if (!data) return [{ title: t("shell.error.notFound") + ` | ${SITE_NAME}` }];
  const { centre, url } = data;
  const courses = centre.courses.map((course) => t(`shell.course.${course}`)).join(", ");
  const description = t("centres.page.description", { centre: centre.name, area: centre.area, city: centre.city, courses });
  const tags = [
    { title: t("centres.page.title", { centre: centre.name, area: centre.area, site: SITE_NAME }) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: centre.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
  if (!centre.active) tags.push({ name: "robots", content: "noindex" });
  return tags;
};

export default function CentrePage() {
  const { centre, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={structuredData} />
      <CentreDetails centre={centre} />
    </>
  );
}
