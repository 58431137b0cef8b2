// Who takes part: the simulated people, accounts of the bench's data set, each signed in once before
// the clock starts (each sign-in from its own client address, as the bench does, so the per-address
// sign-in limit is not what gets measured) and keeping its token and session for the whole run.
import { seededUser, seededUserCount } from "../bench/seed.mjs";
import { BENCH_USERS, freshClientAddress } from "../bench/targets.mjs";

/** Of every ten people: one admin, three franchise partners, six visitors (at least one of each). */
export function castSizes(total) {
  const admins = Math.max(1, Math.round(total / 10));
  const partners = Math.max(1, Math.round((total * 3) / 10));
  return { admins, partners, visitors: Math.max(1, total - admins - partners) };
}

/** Seeded accounts for each role: the bench's own first, then approved seeded ones (never a pending one). */
function pickAccounts({ admins, partners, visitors }) {
  const seeded = Array.from({ length: seededUserCount(1) - 2 }, (_, i) => seededUser(i + 2)).filter((user) => user.approved);
  const seededAdmins = seeded.filter((user) => user.role === "admin");
  const members = seeded.filter((user) => user.role === "franchise");
  const wanted = [
    ...[BENCH_USERS.admin, ...seededAdmins].slice(0, admins).map((account) => ({ ...account, role: "admin" })),
    ...[BENCH_USERS.partner, ...members].slice(0, partners).map((account) => ({ ...account, role: "partner" })),
    ...members.slice(partners - 1, partners - 1 + visitors).map((account) => ({ ...account, role: "visitor" })),
  ];
  if (wanted.length !== admins + partners + visitors) throw new Error("The bench data set has too few accounts for this many users.");
  return wanted;
}

/** A Bearer token for everyone (visitors like posts signed in); a page session for partners and admins. */
async function signIn(client, account) {
  const credentials = { email: account.email, password: BENCH_USERS.password };
  const api = await client.request("sign-in (API)", "/api/auth/login", {
    method: "POST",
    json: credentials,
    headers: { "CF-Connecting-IP": freshClientAddress() },
  });
  if (api.status !== 200 || !api.data?.token) throw new Error(`${account.email} could not sign in: ${api.status}`);
  const person = { ...account, token: api.data.token, cookie: null, lastOrder: null };
  if (account.role === "visitor") return person;
  const page = await client.request("sign-in (page)", "/login", {
    method: "POST",
    form: { ...credentials, redirectTo: "/" },
    headers: { "CF-Connecting-IP": freshClientAddress() },
    expect: [302],
  });
  // Every cookie the sign-in set, sent back as a browser would.
  const cookies = page.response?.headers.getSetCookie().map((cookie) => cookie.split(";")[0]) ?? [];
  person.cookie = cookies.join("; ") || null;
  if (!person.cookie) throw new Error(`${account.email} could not sign in on the page: ${page.status}`);
  return person;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches(items, width, work) {
  const results = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

export async function signInCast(client, total) {
  return inBatches(pickAccounts(castSizes(total)), 4, (account) => signIn(client, account));
}
