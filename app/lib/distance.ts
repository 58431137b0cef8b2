// Distances between places on the map, by the haversine formula (no third-party service). Browser-safe.

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance from `a` to `b` in kilometres, to one decimal. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** "850 m", "4.2 km", "120 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m`;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** Google Maps directions to the coordinates (a link, no API key). */
export const directionsUrl = ({ latitude, longitude }: Point) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/** The place on Google Maps (a link, no API key). */
export const mapUrl = ({ latitude, longitude }: Point) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
