// The demo's leads: parents' demo bookings at the Pune sample centre at every stage, and two franchise
// enquiries, so the Leads tab and the partner's Demo Bookings show a working pipeline.
import { inserts } from "../bench/seed.mjs";

const add = (table, columns, rows) => inserts(table, columns, rows, "INSERT OR IGNORE");
const ago = (hours) => new Date(Date.now() - hours * 3_600_000).toISOString();

// The bookings are at the Pune sample centre (scripts/demo/centres.mjs), run by the Pune partner.
const DEMO_CENTRE = { id: "demo-centre-pune-kothrud", city: "Pune", partnerId: "demo-partner-pune" };

// [id, parent, phone, child, age, course, preferred time, status, hours ago, lost reason]
/** @type {[string, string, string, string, number, string, string | null, string, number, string | null][]} */
const BOOKINGS = [
  ["demo-lead-1", "Kavita Shinde", "+919823045001", "Ishaan", 8, "abacus", "Saturday morning", "new", 3, null],
  ["demo-lead-2", "Amit Deshpande", "+919823045002", "Riya", 6, "phonics", "Weekday evening", "new", 30, null],
  ["demo-lead-3", "Neha Kulkarni", "+919823045003", "Arjun", 11, "vedic_maths", null, "contacted", 50, null],
  ["demo-lead-4", "Sachin Pawar", "+919823045004", "Anaya", 9, "abacus", "Sunday", "demo_scheduled", 96, null],
  ["demo-lead-5", "Priya Joshi", "+919823045005", "Vihaan", 7, "abacus", null, "enrolled", 240, null],
  ["demo-lead-6", "Rahul Gokhale", "+919823045006", "Myra", 5, "phonics", null, "lost", 300, "Timings clash with school"],
];

// [id, name, phone, email, city, area, occupation, investment, message, status, hours ago]
/** @type {[string, string, string, string, string, string, string, string, string | null, string, number][]} */
const ENQUIRIES = [
  [
    "demo-lead-f1",
    "Prashant Gaikwad",
    "+919823046001",
    "prashant.g@example.com",
    "Satara",
    "Karad",
    "Teacher",
    "₹1–3 lakh",
    "I run tuition classes and want to add abacus.",
    "new",
    20,
  ],
  [
    "demo-lead-f2",
    "Swati More",
    "+919823046002",
    "swati.more@example.com",
    "Kolhapur",
    "Rajarampuri",
    "Homemaker",
    "Under ₹1 lakh",
    null,
    "contacted",
    120,
  ],
];

/** The statements for the sample rows not in the database yet (`missing(id)`). */
export function leadStatements(missing) {
  const c = DEMO_CENTRE;

  const bookings = BOOKINGS.filter(([id]) => missing(id)).map(
    ([id, name, phone, childName, childAge, course, preferredTime, status, hours, lostReason]) => [
      id,
      "demo",
      status,
      c.id,
      name,
      phone,
      null,
      c.city,
      JSON.stringify({ childName, childAge, course, preferredTime: preferredTime ?? undefined, consent: true }),
      lostReason,
      ago(hours),
      ago(Math.max(0, hours - 2)),
    ],
  );
  const enquiries = ENQUIRIES.filter(([id]) => missing(id)).map(
    ([id, name, phone, email, city, area, occupation, investment, message, status, hours]) => [
      id,
      "franchise",
      status,
      null,
      name,
      phone,
      email,
      city,
      JSON.stringify({ area, occupation, investment, message: message ?? undefined }),
      null,
      ago(hours),
      ago(Math.max(0, hours - 2)),
    ],
  );
  const notes = [
    ["demo-lead-note-3", "demo-lead-3", c.partnerId, "Sunita Patil", "Called; the father will visit on Thursday.", ago(46)],
    ["demo-lead-note-4", "demo-lead-4", c.partnerId, "Sunita Patil", "Demo on Sunday at 11 am.", ago(90)],
    ["demo-lead-note-f2", "demo-lead-f2", "admin-1", "Administrator", "Sent the franchise brochure on WhatsApp.", ago(110)],
  ].filter(([id]) => missing(id));
  return [
    ...add(
      "leads",
      ["id", "type", "status", "centre_id", "name", "phone", "email", "city", "details", "lost_reason", "created_at", "updated_at"],
      [...bookings, ...enquiries],
    ),
    ...add("lead_notes", ["id", "lead_id", "author_id", "author_name", "body", "created_at"], notes),
  ];
}
