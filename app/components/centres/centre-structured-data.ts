import { courseName } from "~/lib/courses";
import { mapUrl } from "~/lib/distance";
import type { Course } from "~/lib/enums";

type Centre = {
  name: string;
  address: string;
  area: string;
  city: string;
  pincode: string;
  latitude: number;
  longitude: number;
  phone: string;
  courses: Course[];
  imageUrl: string | null;
};

/** schema.org EducationalOrganization of a centre, with its PostalAddress and GeoCoordinates. */
export function centreStructuredData(centre: Centre, { url, origin, parent }: { url: string; origin: string; parent: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: centre.name,
    url,
    telephone: centre.phone,
    ...(centre.imageUrl ? { image: origin + centre.imageUrl } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: centre.address,
      addressLocality: `${centre.area}, ${centre.city}`,
      addressRegion: "Maharashtra",
      postalCode: centre.pincode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: centre.latitude, longitude: centre.longitude },
    hasMap: mapUrl(centre),
    knowsAbout: centre.courses.map(courseName),
    parentOrganization: { "@type": "EducationalOrganization", name: parent, url: origin },
  };
}
