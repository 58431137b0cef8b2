import { streetAddressOf } from "./centre-address";
import { indiaDate } from "../lib/dates";
import { stateOfPinCode } from "~/lib/pin-code-states";
import { SITE_NAME, type Contact, type SocialLinks } from "../lib/site";
import { LOCALE_TAGS, type Locale } from "~/i18n/locales";

// The schema.org nodes several pages share (as JSON-LD, components/json-ld.tsx): the academy as an
// organization, a place's postal address, a page's breadcrumbs. Each page builds its own main node
// from these in its loader.

/** The logo search engines show for the academy (the favicon's abacus mark). */
const logoUrl = (origin: string) => `${origin}/favicon.svg`;

/** The academy's node id: the home page's Organization, which other nodes name by it. */
const organizationId = (origin: string) => `${origin}/#organization`;

/** The academy as a publisher or a parent organization: the same node the home page describes. */
export const academy = (origin: string) => ({
  "@type": "EducationalOrganization",
  "@id": organizationId(origin),
  name: SITE_NAME,
  url: `${origin}/`,
  logo: logoUrl(origin),
});

/**
 * The home page's graph: the academy (EducationalOrganization, with the contact details and social
 * profiles the admin saved) and the site (WebSite) it publishes.
 */
export function academyGraph(origin: string, { contact, socialLinks }: { contact: Contact; socialLinks: SocialLinks }) {
  const profiles = [socialLinks.facebook, socialLinks.instagram, socialLinks.youtube].filter((link): link is string => !!link);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        ...academy(origin),
        description: "Abacus, phonics and Vedic maths classes for children across Maharashtra, and franchise opportunities.",
        address: contact.address,
        telephone: contact.phone,
        email: contact.email,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: contact.phone,
          email: contact.email,
          areaServed: "IN",
          availableLanguage: ["en", "mr", "hi"],
        },
        ...(profiles.length > 0 ? { sameAs: profiles } : {}),
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: SITE_NAME,
        url: `${origin}/`,
        inLanguage: "en-IN",
        publisher: { "@id": organizationId(origin) },
      },
    ],
  };
}

/**
 * A centre's PostalAddress: the street part of its address (with its area), the city as the
 * locality, the state its PIN code names (left out when the PIN code cannot say), the PIN code.
 */
export function postalAddress(place: { address: string; area: string; city: string; pincode: string }) {
  const street = streetAddressOf(place).replace(/\s*\n\s*/g, ", ");
  const region = stateOfPinCode(place.pincode);
  return {
    "@type": "PostalAddress",
    streetAddress: street.toLowerCase().includes(place.area.toLowerCase()) ? street : `${street}, ${place.area}`,
    addressLocality: place.city,
    ...(region ? { addressRegion: region } : {}),
    postalCode: place.pincode,
    addressCountry: "IN",
  };
}

/** A coordinate to 5 decimals (about a metre): what a map needs, and no false precision. */
export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** The BreadcrumbList of the breadcrumbs a page shows: each crumb's name and the address it links to. */
export function breadcrumbList(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/**
 * A post's BlogPosting. It was last modified when its row was (publishing, editing, pinning), but
 * never before it says it was published (a post may be dated earlier or later than it was written).
 */
export function blogPosting(
  post: { title: string; excerpt: string; author: string; publishedDate: string; updatedAt: string; language: Locale },
  { url, origin, imageUrl }: { url: string; origin: string; imageUrl: string | null },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedDate,
    // Both as India's calendar reads them: an edit at 1 am IST on the publishing day is that day's.
    dateModified: indiaDate(new Date(post.updatedAt)) >= post.publishedDate ? post.updatedAt : post.publishedDate,
    author: { "@type": "Person", name: post.author },
    ...(imageUrl ? { image: imageUrl } : {}),
    inLanguage: LOCALE_TAGS[post.language],
    publisher: academy(origin),
  };
}
