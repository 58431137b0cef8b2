import { courseName } from "~/lib/courses";
import { mapUrl } from "~/lib/distance";
import type { Course } from "~/lib/enums";
import { parseOpeningHours } from "~/web/opening-hours";
import { academy, postalAddress, roundCoordinate } from "~/web/structured-data";

type Centre = {
  name: string;
  address: string;
  area: string;
  city: string;
  pincode: string;
  latitude: number;
  longitude: number;
  phone: string;
  timings: string;
  courses: Course[];
  imageUrl: string | null;
};

/**
 * schema.org EducationalOrganization of a centre (a Place too, through CivicStructure): its
 * PostalAddress, GeoCoordinates, phone, photo and, when its timings read one way, its opening hours.
 */
export function centreStructuredData(centre: Centre, { url, origin }: { url: string; origin: string }) {
  const hours = parseOpeningHours(centre.timings);
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: centre.name,
    url,
    telephone: centre.phone,
    ...(centre.imageUrl ? { image: origin + centre.imageUrl } : {}),
    address: postalAddress(centre),
    geo: { "@type": "GeoCoordinates", latitude: roundCoordinate(centre.latitude), longitude: roundCoordinate(centre.longitude) },
    hasMap: mapUrl(centre),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    knowsAbout: centre.courses.map(courseName),
    parentOrganization: academy(origin),
  };
}
