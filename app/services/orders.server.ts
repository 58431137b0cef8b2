import { and, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { containsText } from "~/db/contains.server";
import { readTogether } from "~/db/read-together.server";
import { insertSelect } from "~/db/insert-select.server";
import {
  notifications,
  invoiceSeries,
  orders,
  orderTotalsByStatus,
  partnerProfiles,
  products,
  siteSettings,
  type OrderLine,
  type OrderRow,
  type OrderStatus,
  type ProductRow,
  type SupplierSnapshot,
} from "~/db/schema";
import type { PaymentStatus } from "~/lib/enums";
import { conflict, invalidInput, notFound } from "~/lib/errors";
import { financialYearOf, formatRupees, INVOICE_NUMBER_DIGITS, INVOICE_PREFIX, lineAmounts, orderTotals } from "~/lib/gst";
import { instantsOf } from "~/lib/date-ranges";
import { orderLink } from "~/lib/notification-links";
import { readPage, type Pagination } from "~/lib/pagination.server";
import { authorize, canManageOrders, canOrderKits, type Actor } from "~/lib/permissions";
import {
  BILLING_ADDRESS_REQUIRED,
  BILLING_PIN_MESSAGE,
  billingStateProblem,
  hasPinCode,
  IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKeyField,
  MAX_QTY,
  placeOfSupplyOf,
  QTY_MESSAGE,
  type OrderInput,
} from "~/validation/orders";
import { activityEntry } from "./activity.server";
import { creditNoteColumns } from "./credit-notes.server";
import { partnerUpdate } from "./notifications.server";
import type { Deps } from "./deps.server";
import { readSharedOrders, sharedOrders, type SharedOrder } from "./utr-uses.server";

const ORDERING = "Kit ordering is only available to approved franchise partners and administrators.";

export const PRICES_CHANGED_MESSAGE =
  "Prices or GST have changed since you filled your cart. Please review your cart and place the order again.";
export const ORDER_PLACED_MESSAGE = "Order placed successfully. Your invoice is ready under My Orders.";

/**
 * Where the order goes. Sent details are the order's own (no delivery address beside a billing
 * address: the same as billing); without a billing address, the buyer's saved profile gives the
 * billing and delivery addresses (and the phone, unless sent), read by the INSERT itself.
 */
function deliveryColumns(buyerId: string, input: OrderInput) {
  const saved = <T>(column: SQLWrapper) => sql<T>`(select ${column} from ${partnerProfiles} where ${partnerProfiles.userId} = ${buyerId})`;
  const fromProfile = input.billingAddress === undefined;
  return {
    billingAddress: input.billingAddress ?? saved<string | null>(partnerProfiles.billingAddress),
    deliveryAddress: input.deliveryAddress ?? (fromProfile ? saved<string | null>(partnerProfiles.deliveryAddress) : null),
    contactPhone: input.contactPhone ?? saved<string | null>(partnerProfiles.phone),
    notes: input.notes ?? null,
  };
}

/**
 * An order as the API and pages show it: the row without its bookkeeping columns (the account's
 * name is only searched, its units only summed), and the partner's other orders its UTR pays (they said so; services/utr-uses.server.ts).
 */
export type Order = Omit<
  OrderRow,
  | "lines"
  | "idempotencyKey"
  | "sequence"
  | "financialYear"
  | "accountName"
  | "units"
  | "creditNoteSeries"
  | "creditNoteYear"
  | "creditNoteSequence"
> & {
  items: OrderLine[];
  sharedWith: SharedOrder[];
};

/** An order's columns and the orders its UTR pays with it: for every select (or RETURNING) that answers an Order. */
export const orderColumns = () => ({ ...getTableColumns(orders), sharedOrders: sharedOrders() });

export type OrderRead = OrderRow & { sharedOrders?: string | null };

/** A row as read with `orderColumns` (a new order, inserted without them, shares nothing). */
export function toOrder(row: OrderRead): Order {
  const {
    lines,
    idempotencyKey: _key,
    sequence: _sequence,
    financialYear: _year,
    accountName: _name,
    // Counted for the network dashboard by a trigger after the INSERT (its RETURNING has none yet).
    units: _units,
    creditNoteSeries: _noteSeries,
    creditNoteYear: _noteYear,
    creditNoteSequence: _noteSequence,
    sharedOrders: shared,
    ...rest
  } = row;
  return { ...rest, items: lines, sharedWith: readSharedOrders(shared) };
}

/** An idempotency key as sent (the API's header, the checkout's field), checked (400 naming the header). */
function checkIdempotencyKey(key: unknown): string {
  const checked = idempotencyKeyField.safeParse(key);
  if (!checked.success) throw invalidInput(IDEMPOTENCY_KEY_MESSAGE, { "Idempotency-Key": [IDEMPOTENCY_KEY_MESSAGE] });
  return checked.data;
}

/** Lines rebuilt from the product rows: the database's price, GST % and HSN, never the client's. */
function buildLines(input: OrderInput, rows: ProductRow[]): OrderLine[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const quantities = new Map<ProductRow, number>();
  input.items.forEach((item, index) => {
    const field = `items.${index}`;
    let product = item.productId ? byId.get(item.productId) : undefined;
    if (!item.productId) {
      const named = rows.filter((row) => row.name === item.name);
      if (named.length > 1)
        throw invalidInput(`More than one product is called "${item.name}"; send its productId.`, {
          [field]: ["Send the productId of this item"],
        });
      product = named[0];
    }
    if (!product) {
      const message = `We could not find "${item.name || item.productId}" in the catalogue. Please remove it from your cart.`;
      throw invalidInput(message, { [field]: [message] });
    }
    if (!product.inStock) {
      const message = `${product.name} is out of stock. Please remove it from your cart.`;
      throw invalidInput(message, { [field]: [message] });
    }
    quantities.set(product, (quantities.get(product) ?? 0) + item.qty);
  });
  return [...quantities].map(([product, qty]) => {
    if (qty > MAX_QTY) throw invalidInput(QTY_MESSAGE, { items: [QTY_MESSAGE] });
    const priced = { price: product.price, qty, gstPercent: product.gstPercent };
    return { productId: product.id, name: product.name, hsnCode: product.hsnCode, unit: product.unit, ...priced, ...lineAmounts(priced) };
  });
}

/** The client's view of the order must match the server's to the rupee, line by line. */
function requireMatchingAmounts(input: OrderInput, lines: OrderLine[], rows: ProductRow[]) {
  const totals = orderTotals(lines);
  const priceOf = new Map(rows.map((row) => [row.id, row.price]));
  const nameOf = new Map(rows.map((row) => [row.name, row.price]));
  const pricesMatch = input.items.every((item) => (item.productId ? priceOf.get(item.productId) : nameOf.get(item.name)) === item.price);
  if (!pricesMatch || totals.subtotal !== input.subtotal || totals.gst !== input.gst || totals.total !== input.total) {
    throw conflict(PRICES_CHANGED_MESSAGE);
  }
  return totals;
}

/** An order left to the saved details needs a saved billing address with its PIN code (400 naming `billingAddress`). */
function requireSavedBilling(saved: string | null | undefined): string {
  if (!saved?.trim()) throw invalidInput(BILLING_ADDRESS_REQUIRED, { billingAddress: [BILLING_ADDRESS_REQUIRED] });
  if (!hasPinCode(saved)) {
    const message = `${BILLING_PIN_MESSAGE}: add it to your billing address under My details, or send billingAddress`;
    throw invalidInput(message, { billingAddress: [message] });
  }
  return saved;
}

async function findOrderRow(db: Db, where: SQL | undefined): Promise<OrderRead | undefined> {
  return db.select(orderColumns()).from(orders).where(where).get();
}

/**
 * Places an order for an approved franchise partner or an admin. The order row (with its line
 * snapshot and its invoice number, numbered by the INSERT itself so concurrent orders can never
 * share one, and with the supplier's details as saved then) and the admin's notification are one atomic batch. With an idempotency key, a
 * replay answers the first order and writes nothing.
 */
export async function placeOrder(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  { idempotencyKey: sentKey, ...input }: OrderInput & { idempotencyKey?: unknown },
): Promise<{ order: Order; replayed: boolean }> {
  const buyer = authorize(actor, canOrderKits, ORDERING);
  // Absent: every request is a new order.
  const idempotencyKey = sentKey === undefined ? undefined : checkIdempotencyKey(sentKey);
  const ids = input.items.flatMap((item) => (item.productId ? [item.productId] : []));
  const names = input.items.flatMap((item) => (item.productId ? [] : [item.name]));
  const earlier = idempotencyKey
    ? sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.userId} = ${buyer.id} and ${orders.idempotencyKey} = ${idempotencyKey})`
    : sql<string | null>`null`;
  // Without a billing address sent, the saved one (Rule 46(d): every invoice names the buyer's address).
  const savedBilling =
    input.billingAddress === undefined
      ? sql<string | null>`(select ${partnerProfiles.billingAddress} from ${partnerProfiles} where ${partnerProfiles.userId} = ${buyer.id})`
      : sql<string | null>`null`;
  // One read: the products of the cart, the order an earlier try with this key placed, and the saved billing address.
  const found = await db
    .select({ product: products, earlier, savedBilling })
    .from(products)
    .where(or(ids.length ? inArray(products.id, ids) : undefined, names.length ? inArray(products.name, names) : undefined));
  const earlierId =
    found[0]?.earlier ??
    (idempotencyKey && found.length === 0
      ? (await findOrderRow(db, and(eq(orders.userId, buyer.id), eq(orders.idempotencyKey, idempotencyKey))))?.id
      : null);
  if (earlierId) {
    const row = await findOrderRow(db, eq(orders.id, earlierId));
    if (row) return { order: toOrder(row), replayed: true };
  }

  const rows = found.map(({ product }) => product);
  const lines = buildLines(input, rows);
  const billingAddress = input.billingAddress ?? requireSavedBilling(found[0]?.savedBilling);
  const placeOfSupply = placeOfSupplyOf(input.placeOfSupply, billingAddress);
  const outOfState = billingStateProblem(billingAddress, placeOfSupply, input.gstNumber);
  if (outOfState) throw invalidInput(outOfState, { billingAddress: [outOfState] });
  const totals = requireMatchingAmounts(input, lines, rows);

  const id = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  const now = new Date();
  const year = financialYearOf(now);
  // The series of the GSTIN the business details name now (KIT while none is saved), read by the INSERT itself.
  const series = sql<string>`coalesce((select ${invoiceSeries.prefix} from ${invoiceSeries} where ${invoiceSeries.gstin} = (select json_extract(${siteSettings.value}, '$.gstin') from ${siteSettings} where ${siteSettings.key} = 'business')), ${INVOICE_PREFIX})`;
  const nextSequence = sql<number>`(select coalesce(max(${orders.sequence}), 0) + 1 from ${orders} where ${orders.series} = ${series} and ${orders.financialYear} = ${year})`;
  const itemCount = lines.reduce((sum, line) => sum + line.qty, 0);
  const [[saved]] = await db.batch([
    db
      .insert(orders)
      .values({
        id,
        userId: buyer.id,
        franchiseeName: input.franchiseeName,
        gstNumber: input.gstNumber ?? null,
        placeOfSupply,
        ...deliveryColumns(buyer.id, input),
        lines,
        // The business details saved at this instant, copied by the INSERT itself: the invoice
        // keeps them whatever is saved later (null while none are: the invoice says so).
        supplier: sql<SupplierSnapshot | null>`(select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = 'business')`,
        ...totals,
        series,
        financialYear: year,
        sequence: nextSequence,
        // invoiceNumber() of lib/gst.ts, in SQL: numbered by the INSERT itself.
        invoiceNumber: sql<string>`${series} || ${`/${year}/`} || printf(${`%0${INVOICE_NUMBER_DIGITS}d`}, ${nextSequence})`,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      // A concurrent replay of the same key: answer the order that won, unchanged.
      .onConflictDoUpdate({ target: [orders.userId, orders.idempotencyKey], set: { updatedAt: sql`${orders.updatedAt}` } })
      .returning(),
    // Written only when the order above is new (a replay leaves the feed alone).
    insertSelect(
      db,
      notifications,
      {
        id: notificationId,
        title: "New kit order",
        message: sql`${`${input.franchiseeName} ordered ${itemCount} ${itemCount === 1 ? "item" : "items"} worth ${formatRupees(totals.total)} (invoice `} || ${orders.invoiceNumber} || ').'`,
        time: now.toISOString(),
        link: orderLink(id),
      },
      { from: sql`${orders}`, where: eq(orders.id, id) },
    ),
    // The buyer's own line in the activity log, after the notice: written only when it was.
    activityEntry(db, buyer, {
      action: "order.create",
      target: id,
      summary: sql`${`Placed order `} || (select ${orders.invoiceNumber} from ${orders} where ${orders.id} = ${id}) || ${` worth ${formatRupees(totals.total)}`}`,
    }),
  ]);
  if (!saved) throw new Error("Order insert returned no row");
  const replayed = saved.id !== id;
  if (!replayed) deliver([notificationId]);
  return { order: toOrder(saved), replayed };
}

/** What an order list may be narrowed to (validation/orders.ts, orderListQuerySchema). */
export type OrderFilters = { status?: OrderStatus; q?: string; from?: string; to?: string; payment?: PaymentStatus };

/** Whose orders (a partner: their own), and the filters, as one WHERE. */
function orderConditions(buyer: Actor, { status, q, from, to, payment }: OrderFilters): SQL | undefined {
  const { start, end } = instantsOf({ from, to });
  return and(
    canManageOrders(buyer) ? undefined : eq(orders.userId, buyer.id),
    status ? eq(orders.status, status) : undefined,
    payment ? eq(orders.paymentStatus, payment) : undefined,
    start ? gte(orders.createdAt, start) : undefined,
    end ? lt(orders.createdAt, end) : undefined,
    q
      ? or(
          containsText(orders.franchiseeName, q),
          containsText(orders.invoiceNumber, q),
          containsText(orders.gstNumber, q),
          // The partner as their account is named, which may differ from the centre on the invoice.
          containsText(orders.accountName, q),
        )
      : undefined,
  );
}

/** A partner's own orders, or every order for an admin; newest first, one page, one query. */
export async function listOrders({ db }: Pick<Deps, "db">, actor: Actor | null, { limit, offset, ...filters }: Pagination & OrderFilters) {
  const buyer = authorize(actor, canOrderKits, ORDERING);
  const query = db
    .select(orderColumns())
    .from(orders)
    .where(orderConditions(buyer, filters))
    .orderBy(desc(orders.createdAt), desc(orders.sequence));
  const { items, ...more } = await readPage(query, { limit, offset });
  return { orders: items.map(toOrder), ...more };
}

/**
 * `unpaid`: what is still to be paid (unpaid, reported or rejected payments of orders not cancelled);
 * `credited`: what cancelled orders' credit notes took back; `net`: the total less it.
 */
export type OrderListTotals = {
  count: number;
  subtotal: number;
  gst: number;
  total: number;
  unpaid: number;
  credited: number;
  net: number;
};

type AmountColumns = { status: SQLWrapper; paymentStatus: SQLWrapper; subtotal: SQLWrapper; gst: SQLWrapper; total: SQLWrapper };

/** The count and sums as one JSON object; `unpaid`: not paid, of orders not cancelled. */
const totalsJson = (count: SQL, of: AmountColumns) =>
  sql<string>`json_object(
    'count', coalesce(${count}, 0),
    'subtotal', coalesce(sum(${of.subtotal}), 0),
    'gst', coalesce(sum(${of.gst}), 0),
    'total', coalesce(sum(${of.total}), 0),
    'unpaid', coalesce(sum(case when ${of.paymentStatus} <> 'paid' and ${of.status} <> 'cancelled' then ${of.total} else 0 end), 0),
    'credited', coalesce(sum(case when ${of.status} = 'cancelled' then ${of.total} else 0 end), 0),
    'net', coalesce(sum(case when ${of.status} <> 'cancelled' then ${of.total} else 0 end), 0))`;

/** The count and the sums of every order the filters select (not just one page), as one JSON object. */
function totalsOfOrders(db: Deps["db"], buyer: Actor, filters: OrderFilters) {
  const { status, payment, q, from, to } = filters;
  if (canManageOrders(buyer) && !q && !from && !to) {
    // Every order, or by status or payment: from the running totals of each pair, not from every order.
    const kept = orderTotalsByStatus;
    return db
      .select({ totals: totalsJson(sql`sum(${kept.count})`, kept) })
      .from(kept)
      .where(and(status ? eq(kept.status, status) : undefined, payment ? eq(kept.paymentStatus, payment) : undefined));
  }
  return db
    .select({ totals: totalsJson(sql`count(*)`, orders) })
    .from(orders)
    .where(orderConditions(buyer, filters));
}

/**
 * One page of the filtered orders with the totals of all of them, in one query. The totals are a
 * subquery that names nothing outside itself, so SQLite runs it once, over the few columns it
 * sums; window functions (`sum() over ()`) made it keep every selected order whole (its lines and
 * invoice details) before cutting the page: 80 ms of the admin's Orders tab over 2,000 orders.
 * Only a page past the end (no row to carry them) asks for the totals separately.
 */
export async function listOrdersWithTotals(
  deps: Pick<Deps, "db">,
  actor: Actor | null,
  { limit, offset, ...filters }: Pagination & OrderFilters,
) {
  const buyer = authorize(actor, canOrderKits, ORDERING);
  const totals = totalsOfOrders(deps.db, buyer, filters);
  const query = deps.db
    .select({ order: orders, sharedOrders: sharedOrders(), totals: sql<string>`(${totals})` })
    .from(orders)
    .where(orderConditions(buyer, filters))
    .orderBy(desc(orders.createdAt), desc(orders.sequence));
  const { items, ...more } = await readPage(query, { limit, offset }, deps.db);
  const carried = items[0]?.totals ?? (offset > 0 ? (await totals.get())?.totals : undefined);
  const sums: OrderListTotals = carried ? JSON.parse(carried) : { count: 0, subtotal: 0, gst: 0, total: 0, unpaid: 0, credited: 0, net: 0 };
  return { orders: items.map((row) => toOrder({ ...row.order, sharedOrders: row.sharedOrders })), ...more, totals: sums };
}

/** One order: an admin may read any; a partner only their own (anything else is not found). */
export async function getOrder({ db }: Pick<Deps, "db">, actor: Actor | null, id: string): Promise<Order> {
  const buyer = authorize(actor, canOrderKits, ORDERING);
  // With the page's other reads (the invoice's payee): one round trip.
  const [row] = await readTogether(
    db,
    db
      .select(orderColumns())
      .from(orders)
      .where(and(eq(orders.id, id), canManageOrders(buyer) ? undefined : eq(orders.userId, buyer.id)))
      .limit(1),
  );
  if (!row) throw notFound("Order not found.");
  return toOrder(row);
}

/** A cancelled order's credit note (the order, with its note's number and date): an order without one is not found. */
export async function getCreditNote(deps: Pick<Deps, "db">, actor: Actor | null, id: string) {
  const order = await getOrder(deps, actor, id);
  const { creditNoteNumber, creditNoteAt } = order;
  if (!creditNoteNumber || !creditNoteAt) throw notFound("This order has no credit note.");
  return { ...order, creditNoteNumber, creditNoteAt };
}

/** Where an order may go from each status: forward through the stages, or cancelled before delivery. */
export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ["confirmed", "dispatched", "delivered", "cancelled"],
  confirmed: ["dispatched", "delivered", "cancelled"],
  dispatched: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** An order as a list shows it, with the statuses an admin may move it to. */
export const withNextStatuses = (order: Order) => ({ ...order, next: NEXT_STATUSES[order.status] });

const previousStatuses = (status: OrderStatus) =>
  (Object.keys(NEXT_STATUSES) as OrderStatus[]).filter((from) => NEXT_STATUSES[from].includes(status));

/**
 * Moves an order on (admin). The allowed move is checked by the UPDATE itself, so two admins cannot
 * race it backwards. Marking it dispatched stores the courier and tracking number given (a
 * dispatched order sent again with them has them corrected, and the partner hears the new ones).
 */
export async function updateOrderStatus(
  { db, deliver }: Pick<Deps, "db" | "deliver">,
  actor: Actor | null,
  {
    id,
    status,
    courier,
    trackingNumber,
    reason,
  }: { id: string; status: OrderStatus; courier?: string; trackingNumber?: string; reason?: string },
): Promise<Order> {
  const admin = authorize(actor, canManageOrders, "Only administrators can change an order's status.");
  // Only what was given: correcting the tracking number keeps the courier.
  const dispatch =
    status === "dispatched" ? { ...(courier !== undefined && { courier }), ...(trackingNumber !== undefined && { trackingNumber }) } : {};
  const correcting = status === "dispatched" && (courier !== undefined || trackingNumber !== undefined);
  const from = correcting ? [...previousStatuses(status), status] : previousStatuses(status);
  const invoice = sql`coalesce((select ${orders.invoiceNumber} from ${orders} where ${orders.id} = ${id}), 'an order')`;
  const buyer = sql`(select ${orders.userId} from ${orders} where ${orders.id} = ${id})`;
  const shipped = [courier ? ` by ${courier}` : "", trackingNumber ? ` (tracking number ${trackingNumber})` : ""].join("");
  const update = partnerUpdate(db, {
    recipientId: buyer,
    title: `Order ${status}`,
    message: sql`'Your order ' || ${invoice} || ' is ' || ${status} || ${shipped} || '.'`,
    link: orderLink(id),
  });
  const [[row]] = from.length
    ? await db.batch([
        db
          .update(orders)
          .set({ status, ...dispatch, ...(status === "cancelled" && creditNoteColumns(reason)), updatedAt: new Date().toISOString() })
          .where(and(eq(orders.id, id), inArray(orders.status, from)))
          .returning(orderColumns()),
        activityEntry(db, admin, { action: "order.status", target: id, summary: sql`'Marked ' || ${invoice} || ' ' || ${status}` }),
        update.statement,
      ])
    : [[]];
  if (row) {
    deliver([update.id]);
    return toOrder(row);
  }
  const current = await findOrderRow(db, eq(orders.id, id));
  if (!current) throw notFound("Order not found.");
  if (current.status === status) return toOrder(current);
  throw conflict(`An order that is ${current.status} cannot be marked ${status}.`, {
    status: [`An order that is ${current.status} cannot be marked ${status}.`],
  });
}
