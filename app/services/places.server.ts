// Where a Maharashtra PIN code or locality is, for the centre finder's search by distance. The index
// is made at build time from India Post's directory (scripts/make-place-index.mjs); it arrives as
// text and is read on the first search an isolate answers, so no other request pays for it.
import placeIndexText from "~/data/places.generated.json?raw";
import type { Point } from "~/lib/distance";

/** A place a parent may type: its name as India Post writes it, its PIN code and its point. */
export type Place = Point & { name: string; pin: string };

type PlaceIndex = { pins: Record<string, [number, number]>; places: ([string, number] | [string, number, number, number])[] };
type Lookup = { byPin: Map<string, Place>; byName: Map<string, Place[]>; names: string[] };

let lookup: Lookup | null = null;

/** "Shivaji Nagar (Pune)" and "shivajinagar" are one name: letters and digits only, a bracketed note dropped. */
const nameKey = (text: string) =>
  text
    .replace(/\(.*?\)/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

function readIndex(): Lookup {
  const index = JSON.parse(placeIndexText) as PlaceIndex;
  const byPin = new Map<string, Place>();
  for (const [pin, [latitude, longitude]] of Object.entries(index.pins)) byPin.set(pin, { name: pin, pin, latitude, longitude });
  const byName = new Map<string, Place[]>();
  for (const [name, pinNumber, ownLatitude, ownLongitude] of index.places) {
    const pin = String(pinNumber);
    const at = byPin.get(pin)!;
    const place = { name, pin, latitude: ownLatitude ?? at.latitude, longitude: ownLongitude ?? at.longitude };
    const key = nameKey(name);
    if (!key) continue;
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  return { byPin, byName, names: [...byName.keys()].sort() };
}

/** The shortest query a locality is looked up by its start from ("Dhank" for Dhankawadi). */
const MIN_PREFIX = 4;

/**
 * The places a search text names: a 6-digit PIN's own point; else the localities of that name;
 * else the longest name the text starts with ("Andheri West" is in Andheri); else the names that
 * start with the text. Several places may share a name (Shivajinagar in Pune, Nanded…): the caller
 * chooses. None when the text names nothing known.
 */
export function placesNamed(text: string): Place[] {
  lookup ??= readIndex();
  const query = text.trim();
  if (/^\d{6}$/.test(query)) {
    const place = lookup.byPin.get(query);
    return place ? [place] : [];
  }
  const key = nameKey(query);
  if (key.length < 3) return [];
  const exact = lookup.byName.get(key);
  if (exact) return exact;
  const within = lookup.names.filter((name) => name.length >= MIN_PREFIX && key.startsWith(name)).sort((a, b) => b.length - a.length)[0];
  if (within) return lookup.byName.get(within)!;
  if (key.length < MIN_PREFIX) return [];
  return lookup.names.filter((name) => name.startsWith(key)).flatMap((name) => lookup!.byName.get(name)!);
}
