import { readSessionCookie } from "./session.server";

// Answers that carry a token, a temporary password, an invoice or an admin page must never sit in
// a shared cache, the browser's disk or its back/forward cache: `no-store`, as banks do. Other
// answers to a signed-in request are personal too (the header shows who is signed in): `private`.

const NEVER_STORED = [
  /^\/api\/auth\//, // tokens, and reset codes (forgot, reset)
  /^\/api\/users/, // temporary passwords, the accounts
  /^\/api\/orders/, // orders and their invoices
  /^\/api\/profile/, // a partner's addresses and phone
  /^\/api\/notifications/,
  /^\/api\/contact/, // parents' messages
  /^\/api\/leads/, // children's data: demo bookings and franchise enquiries
  /^\/my-centres\/leads/, // a partner's demo bookings
  /^\/api\/students/, // children's data: the roster
  /^\/my-centres\/students/, // the roster page and its CSV template
  /^\/api\/competitions\/[^/]+\/entries/, // children's data: competition entries
  /^\/my-centres\/competitions/, // a partner's entries and their roster
  /^\/hall-tickets\//, // a child's hall ticket
  /^\/api\/activity/,
  /^\/api\/exports\//, // sales, accounts and messages as CSV
  /^\/admin/, // the dashboard and its feed (.data included)
  /^\/kit-ordering/, // orders and invoices
  /^\/account\//,
  /^\/login/,
  /^\/logout/,
  /^\/register/,
  /^\/forgot-password/,
  /^\/reset-password/, // reset codes
];

/** Sets Cache-Control on answers that are personal or secret; public answers keep their own. */
export function keepPersonalAnswersPrivate(request: Request, response: Response): void {
  const { pathname } = new URL(request.url);
  const current = response.headers.get("Cache-Control") ?? "";
  if (response.headers.has("Set-Cookie") || NEVER_STORED.some((path) => path.test(pathname))) {
    response.headers.set("Cache-Control", "no-store");
    return;
  }
  const personal = request.headers.has("Authorization") || readSessionCookie(request) !== null;
  // Images and other files marked public are the same for everyone and stay cacheable; a route's own no-store stands.
  if (personal && !/\b(public|no-store)\b/.test(current)) response.headers.set("Cache-Control", "private, no-cache");
}
