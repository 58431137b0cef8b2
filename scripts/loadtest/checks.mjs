// What must hold after the run, each checked the way a user of the site would check it (the admin's
// order list, the blog list, the pending sign-ups) once the load has stopped.
import { listAll, NO_ANSWER } from "./client.mjs";
import { INVOICE_NUMBER, MAX_PINNED_POSTS } from "./rules.mjs";

const check = (name, ok, detail) => ({ name, ok, detail });
const listed = (items, most = 5) => items.slice(0, most).join("; ") + (items.length > most ? `; and ${items.length - most} more` : "");

function answerChecks(samples) {
  const serverErrors = samples.filter((s) => typeof s.status === "number" && s.status >= 500);
  const unanswered = samples.filter((s) => s.status === NO_ANSWER);
  const unexpected = samples.filter((s) => s.unexpected);
  return [
    check("no 5xx answers", serverErrors.length === 0, `${serverErrors.length} of ${samples.length}`),
    check("every request answered (30 s)", unanswered.length === 0, `${unanswered.length} without an answer`),
    check(
      "every answer one its request may get",
      unexpected.length === 0,
      unexpected.length ? listed(unexpected.map((s) => `${s.kind} ${s.status} (${s.detail})`)) : "none unexpected",
    ),
  ];
}

/** Each order a partner was told was placed is in the admin's list with its invoice number, and nothing else is new. */
function orderCheck(orders, site, ledger) {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const missing = [...ledger.orders].filter(([id, invoice]) => byId.get(id)?.invoiceNumber !== invoice).map(([id]) => id);
  const fresh = orders.filter((order) => !site.ordersBefore.has(order.id));
  const extra = fresh.filter((order) => !ledger.orders.has(order.id)).map((order) => `${order.id} ${order.invoiceNumber}`);
  return check(
    "every order accounted for",
    missing.length === 0 && extra.length === 0,
    `${ledger.orders.size} placed, ${fresh.length} new in the admin's list; missing ${missing.length}, extra ${extra.length}` +
      ` (${ledger.ordersWithoutSuccess} sent without an answer of success, so none may exist)` +
      (missing.length + extra.length ? `: ${listed([...missing, ...extra])}` : ""),
  );
}

function sentTwiceCheck({ doneTwice, sentTwice }) {
  return check(
    "what is sent twice is done once (an order with one key, a sign-up)",
    doneTwice.length === 0,
    doneTwice.length ? listed(doneTwice) : `${sentTwice.orders} orders and ${sentTwice.signUps} sign-ups sent twice, each done once`,
  );
}

/** Within each financial year, the invoices are numbered 1, 2, 3, ... with none missing or repeated. */
function invoiceCheck(orders) {
  const years = new Map();
  const problems = [];
  for (const { id, invoiceNumber } of orders) {
    const match = INVOICE_NUMBER.exec(invoiceNumber ?? "");
    if (!match) problems.push(`order ${id} has the invoice number ${invoiceNumber}`);
    else years.set(match[1], [...(years.get(match[1]) ?? []), Number(match[2])]);
  }
  const spans = [];
  for (const [year, numbers] of [...years].sort()) {
    numbers.sort((a, b) => a - b);
    numbers.forEach((number, i) => {
      if (number !== i + 1) problems.push(`${year}: ${i + 1} expected, found ${number}`);
    });
    spans.push(`${year}: 1-${numbers.length}`);
  }
  return check("invoice numbers gap-free per financial year", problems.length === 0, problems.length ? listed(problems) : spans.join(", "));
}

export async function checkRun(client, admin, site, ledger, samples) {
  const auth = { token: admin.token };
  const orders = await listAll(client, "/api/orders", "orders", auth);
  const pinned = (await listAll(client, "/api/blogs", "blogs", auth)).filter((blog) => blog.pinned).length;
  const pending = new Set((await listAll(client, "/api/users/pending", "users", auth)).map((user) => user.id));
  const stillPending = [...ledger.approved].filter((id) => pending.has(id));
  return [
    ...answerChecks(samples),
    orderCheck(orders, site, ledger),
    sentTwiceCheck(ledger),
    invoiceCheck(orders),
    check(
      `pins never above ${MAX_PINNED_POSTS}`,
      ledger.maxPinnedSeen <= MAX_PINNED_POSTS && pinned <= MAX_PINNED_POSTS,
      `most seen during the run ${ledger.maxPinnedSeen}, pinned at the end ${pinned}`,
    ),
    check(
      "every approved sign-up left the pending list",
      stillPending.length === 0,
      `${ledger.approved.size} approved, ${stillPending.length} still pending${stillPending.length ? `: ${listed(stillPending)}` : ""}`,
    ),
  ];
}
