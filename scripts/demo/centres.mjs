// The demo's centres: three real-looking centres (Pune, Mumbai, Nashik) a parent finds on /centres,
// each run by a sample partner, as INSERT OR IGNORE statements (a re-run adds nothing). An address
// stops before the city: pages write the city and PIN code after it.
import { inserts, SEED_COLUMNS } from "../bench/seed.mjs";

export const SAMPLE_CENTRES = [
  {
    id: "demo-centre-pune-kothrud",
    slug: "patil-learning-centre-kothrud",
    name: "Patil Learning Centre",
    city: "Pune",
    area: "Kothrud",
    address: "Shop 4, Shivtirth Complex, Karve Road, near Kothrud Bus Stand",
    pincode: "411038",
    latitude: 18.5074,
    longitude: 73.8077,
    phone: "+919822011001",
    whatsappNumber: "+919822011001",
    courses: ["abacus", "phonics", "vedic_maths", "brain_development"],
    timings: "Mon-Fri 4-8 pm, Sat 10 am-1 pm",
    fees: { abacus: "₹1,500 a month", phonics: "₹1,200 a month", vedic_maths: "₹1,800 a month" },
    partnerId: "demo-partner-pune",
  },
  {
    id: "demo-centre-mumbai-andheri",
    slug: "bright-minds-andheri-west",
    name: "Bright Minds Andheri",
    city: "Mumbai",
    area: "Andheri West",
    address: "2nd floor, Laxmi Industrial Estate, New Link Road, Andheri West",
    pincode: "400053",
    latitude: 19.1364,
    longitude: 72.8296,
    phone: "+919822011004",
    whatsappNumber: "+919822011004",
    courses: ["abacus", "mental_math", "phonics"],
    timings: "Tue-Sun 3:30-7:30 pm",
    fees: { abacus: "₹1,800 a month", mental_math: "₹1,600 a month" },
    partnerId: null,
  },
  {
    id: "demo-centre-nashik-gangapur",
    slug: "kulkarni-abacus-classes-gangapur-road",
    name: "Kulkarni Abacus Classes",
    city: "Nashik",
    area: "Gangapur Road",
    address: "Plot 12, Prasad Colony, Gangapur Road",
    pincode: "422013",
    latitude: 20.0112,
    longitude: 73.7602,
    phone: "+919822011002",
    whatsappNumber: "+919822011002",
    courses: ["abacus", "vedic_maths", "mental_math"],
    timings: "Mon-Sat 5-7 pm",
    fees: {},
    partnerId: "demo-partner-nashik",
  },
];

/** The statements adding the sample centres `missing` says are absent, and their partners' links. */
export function centreStatements(missing, at) {
  const absent = SAMPLE_CENTRES.filter((centre) => missing(centre.id));
  const rows = absent.map((c, i) => [
    c.id,
    c.slug,
    c.name,
    c.city,
    c.area,
    c.address,
    c.pincode,
    c.latitude,
    c.longitude,
    c.phone,
    c.whatsappNumber,
    JSON.stringify(c.courses),
    c.timings,
    JSON.stringify(c.fees),
    null,
    1,
    at(200 - i * 30),
    at(200 - i * 30),
  ]);
  const links = absent.filter((c) => c.partnerId).map((c) => [c.id, c.partnerId]);
  return [
    ...inserts("centres", SEED_COLUMNS.centres, rows, "INSERT OR IGNORE"),
    ...inserts("centre_partners", SEED_COLUMNS.centre_partners, links, "INSERT OR IGNORE"),
  ];
}
