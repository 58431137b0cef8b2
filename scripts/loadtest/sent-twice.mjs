// The writes a client may send twice, as people do: a double click sends two at once, a retry
// after a lost answer sends the same again. Whatever arrives twice must be done once.
import { randomUUID } from "node:crypto";
import { bodyFor, freshClientAddress } from "../bench/targets.mjs";
import { orderBody } from "./rules.mjs";

const shuffled = (list) => [...list].sort(() => Math.random() - 0.5);

/** A sign-up (for the admins to approve); one in four is sent twice at once, and only one of the two may make an account. */
export async function signUp(_person, { client, ledger }) {
  const options = { method: "POST", json: bodyFor({ body: "register" }), headers: { "CF-Connecting-IP": freshClientAddress() } };
  if (Math.random() >= 0.25) return client.request("sign up", "/api/auth/register", { ...options, expect: [201] });
  const both = await Promise.all(
    [1, 2].map(() => client.request("sign up twice at once", "/api/auth/register", { ...options, expect: [201, 409] })),
  );
  ledger.sentTwice.signUps += 1;
  const made = both.filter((answer) => answer.status === 201).length;
  if (made !== 1 && both.every((answer) => answer.status === 201 || answer.status === 409))
    ledger.doneTwice.push(`one sign-up sent twice at once made ${made} accounts`);
}

function randomCart(products) {
  return shuffled(products)
    .slice(0, 1 + Math.floor(Math.random() * 3))
    .map((product) => ({ product, qty: 1 + Math.floor(Math.random() * 3) }));
}

/**
 * One to three kits in stock, with an Idempotency-Key. One order in ten is sent twice at once (a
 * double click) and one in five of the rest is sent again afterwards (a retry): either way exactly
 * one order may be placed, and both answers must name it.
 */
export async function placeOrder(person, { client, site, ledger }) {
  const body = orderBody(randomCart(site.products), `Load test centre ${person.id}`);
  const key = randomUUID();
  const send = (kind, expect) =>
    client.request(kind, "/api/orders", { method: "POST", token: person.token, json: body, headers: { "Idempotency-Key": key }, expect });
  const doubleClick = Math.random() < 0.1;
  const answers = doubleClick
    ? await Promise.all([send("place an order twice at once", [200, 201]), send("place an order twice at once", [200, 201])])
    : [await send("place an order", [201])];
  if (!doubleClick && answers[0].status === 201 && Math.random() < 0.2) answers.push(await send("place an order again (same key)", [200]));
  const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.data.order);
  const named = new Set(answers.filter((answer) => answer.status === 200 || answer.status === 201).map((answer) => answer.data.order.id));
  for (const order of placed) ledger.orders.set(order.id, order.invoiceNumber);
  if (placed.length === 0) ledger.ordersWithoutSuccess += 1;
  if (answers.length > 1) ledger.sentTwice.orders += 1;
  if (placed.length > 1 || named.size > 1)
    ledger.doneTwice.push(`the key ${key} placed ${placed.length} orders, answered ${[...named].join(", ")}`);
  if (placed.length) person.lastOrder = placed[0].id;
}
