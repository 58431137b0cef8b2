// What each simulated person does, one step after another until the time is up: a step is a
// weighted random choice among what that role does on the site. Visitors read pages and like
// posts (signed in, as liking needs), now and then send a message or sign up; partners order kits
// through the JSON API and read their orders and invoices; admins approve sign-ups, pin and unpin
// posts and read the dashboard. Everything a step learns that the checks need goes into `ledger`.
import { bodyFor, freshClientAddress } from "../bench/targets.mjs";
import { LIST_PAGE_SIZE } from "./rules.mjs";
import { placeOrder, signUp } from "./sent-twice.mjs";

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the steps learn for the checks. */
export function newLedger(site) {
  return {
    orders: new Map(), // id -> invoice number, of every order a partner was told was placed
    ordersWithoutSuccess: 0,
    sentTwice: { orders: 0, signUps: 0 },
    doneTwice: [], // what was sent twice (an order with one key, a sign-up) and done twice, or answered apart
    approved: new Set(),
    maxPinnedSeen: site.pinned.size,
  };
}

function page(kind, path) {
  return ({ cookie }, { client }) => client.request(kind, path, { cookie });
}

async function likePost({ token }, { client, site }) {
  await client.request("like a post", `/api/blogs/${pick(site.posts).id}/like`, { method: "POST", token });
}

/** A contact message, each from its own address (the per-address limit is not under test). */
function sendContactMessage(_person, { client }) {
  const headers = { "CF-Connecting-IP": freshClientAddress() };
  return client.request("send a contact message", "/api/contact", {
    method: "POST",
    json: bodyFor({ body: "contact" }),
    headers,
    expect: [201],
  });
}

async function openInvoice(person, world) {
  if (!person.lastOrder) return placeOrder(person, world);
  await world.client.request("invoice page (partner)", `/kit-ordering/orders/${person.lastOrder}/invoice`, { cookie: person.cookie });
}

async function approveSignUp({ token }, { client, ledger }) {
  const { data } = await client.request("pending sign-ups", "/api/users/pending", { token });
  const waiting = data?.users ?? [];
  if (!waiting.length) return;
  const { id } = pick(waiting);
  const { status } = await client.request("approve a sign-up", `/api/users/${id}/approve`, { method: "PATCH", token });
  if (status === 200) ledger.approved.add(id);
}

/**
 * Pins a post (whether or not three are pinned already) or unpins one; then looks at the first page
 * of the list, which holds every post the admins pin, and notes how many are pinned.
 */
async function pinOrUnpin({ token }, { client, site, ledger }) {
  const pinned = [...site.pinned];
  if (pinned.length && Math.random() < 0.5) {
    const id = pick(pinned);
    const { status } = await client.request("unpin a post", `/api/blogs/${id}/unpin`, { method: "POST", token });
    if (status === 200) site.pinned.delete(id);
  } else {
    const id = pick(site.pinnable.filter((post) => !site.pinned.has(post)));
    // 409: three are pinned already (or another admin was quicker), which is the rule working.
    const { status } = await client.request("pin a post", `/api/blogs/${id}/pin`, { method: "POST", token, expect: [200, 409] });
    if (status === 200) site.pinned.add(id);
  }
  const { data } = await client.request("blog list (admin)", `/api/blogs?limit=${LIST_PAGE_SIZE}`, { token });
  const count = data?.blogs?.filter((blog) => blog.pinned).length ?? 0;
  ledger.maxPinnedSeen = Math.max(ledger.maxPinnedSeen, count);
}

/** [weight, step] per role. */
const STEPS = {
  visitor: [
    [3, page("home page", "/")],
    [2, page("blogs page", "/blogs")],
    [3, (person, world) => page("blog post page", `/blogs/${pick(world.site.posts).slug}`)(person, world)],
    [1, page("gallery page", "/gallery")],
    [1, page("competitions page", "/competitions")],
    [1, ({ token }, { client }) => client.request("GET /api/blogs", "/api/blogs", { token })],
    [4, likePost],
    [0.3, sendContactMessage],
    [0.3, signUp],
  ],
  partner: [
    [2, page("kit ordering page", "/kit-ordering")],
    [1, page("my orders page", "/kit-ordering/orders")],
    [1, ({ token }, { client }) => client.request("GET /api/orders (partner)", "/api/orders", { token })],
    [4, placeOrder],
    [1, openInvoice],
    [1, likePost],
  ],
  admin: [
    [1, page("admin dashboard", "/admin")],
    [1, page("admin users tab", "/admin/users")],
    [1, page("all orders page", "/kit-ordering/orders")],
    [1, ({ token }, { client }) => client.request("GET /api/orders (admin)", "/api/orders", { token })],
    [1, ({ token }, { client }) => client.request("GET /api/notifications", "/api/notifications", { token })],
    [3, approveSignUp],
    [3, pinOrUnpin],
  ],
};

function chooseStep(role) {
  const steps = STEPS[role];
  let roll = Math.random() * steps.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, step] of steps) if ((roll -= weight) < 0) return step;
  return steps[steps.length - 1][1];
}

/** Every person takes steps, one at a time, until `deadline` (a step under way is finished). */
export async function runPeople(people, world, deadline) {
  await Promise.all(
    people.map(async (person) => {
      while (Date.now() < deadline) await chooseStep(person.role)(person, world);
    }),
  );
}
