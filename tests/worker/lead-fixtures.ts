// The payloads of POST /api/leads the lead tests send: a parent's demo booking and a prospect's
// franchise enquiry, each with a phone of its own unless one is given.

/** An Indian mobile number of its own for each call (the repeat-booking rule matches on the phone). */
export const newPhone = () => `98${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1e8).padStart(8, "0")}`;

/** A demo class booked at `centreId`. */
export const demoBooking = (centreId: string, overrides: Record<string, unknown> = {}) => ({
  type: "demo",
  centreId,
  parentName: "Meera Joshi",
  childName: "Aarav",
  childAge: 7,
  course: "abacus",
  phone: newPhone(),
  preferredTime: "Saturday morning",
  consent: true,
  ...overrides,
});

/** A franchise enquiry (without a message unless given). */
export const franchiseEnquiry = (overrides: Record<string, unknown> = {}) => ({
  type: "franchise",
  name: "Rahul Deshmukh",
  phone: newPhone(),
  email: "rahul@example.com",
  city: "Nashik",
  area: "College Road",
  occupation: "Teacher",
  investment: "₹1–3 lakh",
  ...overrides,
});
