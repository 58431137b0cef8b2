import { and, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { UTR_HOLDING_STATUSES } from "~/lib/payment-states";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import { competitionEntries, competitions, orders } from "~/db/schema";
import type { PaymentStatus } from "~/lib/enums";
import { conflict } from "~/lib/errors";
import { SHARED_PAYMENT_LABEL } from "~/lib/upi";
import { centresRunBy } from "./students.server";

// Who has used a UTR (issue 29): the one rule that the reports of orders (payments.server.ts) and
// of entry fees (entry-payments.server.ts) and the admin's decisions ask.
//
// - A UTR is *used* by a payment reported or paid with it: an order, or entry fees (a report left on
//   a cancelled order uses nothing).
// - It pays one thing: one order, or one partner's entry fees in one competition (their one report
//   there, one payment by design). A second report of it is refused (409 naming `utr`), whoever sends
//   it, orders and entry fees alike.
// - Except one partner's several orders, when the partner says so (`sharedPayment`, the form's tick
//   "This one payment covers my other order(s) too"): a transfer that really paid two orders. Only
//   orders share: a UTR that pays entry fees pays nothing else, and another partner's payment never
//   shares. The admin reads the orders a UTR pays together, and their total (`sharedOrders`).
// - A rejected report uses nothing: the admin found no money under it, and it may be a typo of
//   someone else's UTR, whose real owner must still be able to report it. Its partner may report it
//   again while no one else uses it; once someone does, it is theirs. For the same reason an admin
//   marking a rejected payment paid keeps its UTR only while no one else uses it (409 otherwise:
//   reject the other report first, if this was the money under that UTR).
// - Race-safe: the check is a condition of the very UPDATE that writes the UTR (`utrFree`), so of
//   two reports arriving together D1 runs one after the other and the second finds the first.

/**
 * Whether an order (`table`: orders or an alias of it) holds its UTR: reported or paid, but not a
 * report left on a cancelled order (nobody decides it any more, and it must not keep the UTR from the
 * order that replaces it).
 */
const orderHoldsUtr = (table: { status: AnyColumn; paymentStatus: AnyColumn }) =>
  and(inArray(table.paymentStatus, UTR_HOLDING_STATUSES), or(ne(table.status, "cancelled"), eq(table.paymentStatus, "paid")));

/** What a report (or an admin's "paid") would make the UTR pay, for the partner `payerId`. */
export type UtrClaim =
  | { kind: "order"; payerId: string; orderId: string; sharedPayment: boolean }
  /** The partner's unpaid entry fees in a competition: none of them uses a UTR yet. */
  | { kind: "entries"; payerId: string };

/** Another payment already using a UTR: an order (its invoice number) or entry fees (the competition's title). */
export type UtrUse = { kind: "order" | "entries"; label: string; mine: boolean };

// Subqueries built apart from any request's client (a request's client runs queries; these only
// nest). Put into sql`...`, Drizzle writes one in parentheses.
const subquery = new QueryBuilder();

/** The uses of `utr` that `claim` may not join: one select of (kind, label, mine), the payer's own last. */
function conflictingUses(utr: string, claim: UtrClaim) {
  const order = alias(orders, "utr_order");
  const entry = alias(competitionEntries, "utr_entry");
  const event = alias(competitions, "utr_competition");
  const forOrder = claim.kind === "order";
  const orderUses = subquery
    .select({
      kind: sql<UtrUse["kind"]>`'order'`.as("kind"),
      label: sql<string>`${order.invoiceNumber}`.as("label"),
      mine: sql<number>`${order.userId} = ${claim.payerId}`.as("mine"),
    })
    .from(order)
    .where(
      and(
        eq(order.paymentReference, utr),
        orderHoldsUtr(order),
        forOrder ? ne(order.id, claim.orderId) : undefined,
        // Sharing: only other partners' orders stand in the way.
        forOrder && claim.sharedPayment ? ne(order.userId, claim.payerId) : undefined,
      ),
    );
  const entryUses = subquery
    .select({
      kind: sql<UtrUse["kind"]>`'entries'`.as("kind"),
      label: sql<string>`${event.title}`.as("label"),
      mine: sql<number>`max(${inArray(entry.centreId, centresRunBy(claim.payerId))})`.as("mine"),
    })
    .from(entry)
    .innerJoin(event, eq(event.id, entry.competitionId))
    .where(and(eq(entry.paymentReference, utr), inArray(entry.paymentStatus, UTR_HOLDING_STATUSES)))
    .groupBy(entry.competitionId);
  return orderUses.unionAll(entryUses).orderBy(sql`mine`);
}

/** For the WHERE of the UPDATE that writes `utr`: true while `claim` may use it. */
export const utrFree = (utr: string, claim: UtrClaim): SQL => sql`not exists ${conflictingUses(utr, claim)}`;

/** A column: the first use of `utr` standing in the way of `claim` as JSON, or null when none does. */
export const utrInUse = (utr: string, claim: UtrClaim) =>
  sql<string | null>`(select json_object('kind', kind, 'label', label, 'mine', mine) from ${conflictingUses(utr, claim)} limit 1)`.as(
    "utr_in_use",
  );

/** `utrInUse`'s answer read. */
export function readUtrUse(column: string | null | undefined): UtrUse | null {
  if (!column) return null;
  const { kind, label, mine } = JSON.parse(column) as { kind: UtrUse["kind"]; label: string; mine: number };
  return { kind, label, mine: mine === 1 };
}

/** The partner's refusal (409 naming `utr`): someone else's payment is never named. */
export function utrTaken(utr: string, use: UtrUse) {
  const message = !use.mine
    ? `UTR ${utr} is already used for another payment. Check the reference (UTR) in your bank or UPI app.`
    : use.kind === "entries"
      ? `UTR ${utr} already pays your entry fees in “${use.label}”; a UTR that pays entry fees pays nothing else.`
      : `UTR ${utr} is already reported for your order ${use.label}. If this one transfer paid both, tick “${SHARED_PAYMENT_LABEL}” as you report it.`;
  return conflict(message, { utr: [message] });
}

/** The admin's refusal to mark a rejected payment paid under a UTR another payment now uses. */
export function utrTakenSinceRejected(utr: string, use: UtrUse) {
  const what = use.kind === "order" ? `order ${use.label}` : `the entry fees of “${use.label}”`;
  const message = `UTR ${utr} is now reported for ${what}: reject that report first if this payment's money came under this UTR.`;
  return conflict(message, { utr: [message] });
}

/** One of the orders a UTR pays together, as the other orders' cards show it. */
export type SharedOrder = { id: string; invoiceNumber: string; total: number; paymentStatus: PaymentStatus };

/**
 * A column of a select (or RETURNING) from `orders`: the partner's other orders its UTR pays (the
 * partner said so), as JSON; `[]` when none does or it holds no UTR. One index lookup a row.
 */
export function sharedOrders() {
  const other = alias(orders, "shared_order");
  const list = subquery
    .select({
      list: sql<string>`json_group_array(json_object('id', ${other.id}, 'invoiceNumber', ${other.invoiceNumber}, 'total', ${other.total}, 'paymentStatus', ${other.paymentStatus}))`.as(
        "list",
      ),
    })
    .from(other)
    .where(
      and(
        eq(other.paymentReference, orders.paymentReference),
        orderHoldsUtr(orders),
        orderHoldsUtr(other),
        eq(other.userId, orders.userId),
        ne(other.id, orders.id),
      ),
    );
  return sql<string>`${list}`.as("shared_orders");
}

/** `sharedOrders`' answer read, by invoice number. */
export const readSharedOrders = (column: string | null | undefined): SharedOrder[] =>
  column ? (JSON.parse(column) as SharedOrder[]).sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber)) : [];
