// Shared by the browser tests' server (which seeds these) and the specs (which sign in with them).
// The database is a throwaway under .wrangler/e2e-state, so a fixed password is harmless.

/** Port of the server the browser tests start; E2E_PORT overrides it. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8788);

/**
 * The browser tests' WhatsApp stand-in (scripts/lib/whatsapp-standin.mjs), which the test server's
 * WhatsApp delivery sends to: specs read what it received at GET /received (a reset code, say).
 */
export const E2E_WHATSAPP_PORT = E2E_PORT + 100;
export const E2E_WHATSAPP_STANDIN = `http://127.0.0.1:${E2E_WHATSAPP_PORT}`;

/** Local D1/R2 state of the test server, wiped on every start so each run begins empty. */
export const E2E_STATE_DIR = ".wrangler/e2e-state";

/** The seeded administrator (id admin-1). */
export const E2E_ADMIN = {
  name: "E2E Administrator",
  email: "e2e-admin@example.com",
  password: "e2e-admin-Password-1",
};

/** An approved franchise partner, seeded beside the admin. */
export const E2E_PARTNER = {
  id: "e2e-partner",
  name: "E2E Partner",
  email: "e2e-partner@example.com",
  password: "e2e-partner-Password-1",
};

/** The WhatsApp numbers the browser tests' admin has saved (the site has none until an admin saves them). */
export const E2E_WHATSAPP_NUMBERS = {
  franchiseeNotifications: "+919822000001",
  contactFormNotifications: "+919822000002",
  franchiseEnquiryNumber: "+919822000003",
};

/** The centre the browser tests book demo classes at, run by the E2E partner (scripts/serve-for-tests.mjs seeds it). */
export const E2E_CENTRE = {
  id: "e2e-centre-kothrud",
  slug: "e2e-kothrud",
  name: "Bright Minds Kothrud",
  city: "Pune",
  area: "Kothrud",
  address: "12 Karve Road, Kothrud, Pune",
  pincode: "411038",
  latitude: 18.5074,
  longitude: 73.8077,
  phone: "+919822000021",
  whatsappNumber: "+919822000022",
  courses: ["abacus", "phonics", "vedic_maths"],
};
