import { ORDER_STATUSES, PAYMENT_STATUSES } from "~/lib/enums";
import { GST_STATES, GSTIN_MESSAGE, GSTIN_PATTERN, HOME_STATE_CODE, isStateCode, MAX_QTY, normalizeGstin, stateOfGstin } from "~/lib/gst";
import { stateCodeOfPinCode } from "~/lib/pin-code-states";
import type { FailureTexts } from "~/lib/action-result";
import { checkDayRange, dayParameter } from "./date-range";
import { dispatchFields } from "./dispatch";
import { checkboxField, idField, intent, listFilter, mobileField, optionalText, requiredText, textField } from "./fields";
import { z } from "./zod";

// The payload of POST /api/orders and of the checkout dialog: the spec's fields (items with name,
// qty and price; subtotal, gst, total, franchiseeName, gstNumber), plus productId per item and the
// place of supply. The client's prices and totals are only compared, never trusted.

export const MAX_ORDER_LINES = 50;
export { MAX_QTY };
export const QTY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QTY}`;
export const PLACE_OF_SUPPLY_MESSAGE = "Choose the state of the place of supply";
export const EMPTY_CART_MESSAGE = "Your cart is empty";

const amount = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, `${label} must be 0 or more`)
    .max(1e12, `${label} is too large`);

export const orderItemSchema = z
  .object({
    productId: optionalText(textField("productId").trim().max(64, "productId must be at most 64 characters")),
    name: textField("Item name", { error: "Each item needs its product name" })
      .trim()
      .max(200, "Item name must be at most 200 characters")
      .default(""),
    qty: z.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(MAX_QTY, QTY_MESSAGE),
    price: amount("Item price"),
  })
  .refine((item) => item.productId !== undefined || item.name !== "", {
    message: "Each item needs its productId or product name",
    path: ["name"],
  });

export const gstinField = optionalText(
  z
    .string({ error: GSTIN_MESSAGE })
    .transform(normalizeGstin)
    .refine((value) => GSTIN_PATTERN.test(value), GSTIN_MESSAGE)
    // Said only of a GSTIN of the right shape, so a malformed one gets the one message above.
    .refine((value) => !GSTIN_PATTERN.test(value) || stateOfGstin(value) !== undefined, "The GSTIN must begin with a valid state code"),
);

export const MAX_ADDRESS = 500;
export const MAX_ORDER_NOTE = 500;

/** A postal address (billing or delivery): a few lines of text. */
export const addressField = (label: string) => requiredText(label, MAX_ADDRESS, "multi");

/** An Indian PIN code inside an address: six digits, the first not 0 (a space after the third is allowed). */
const PIN_CODE = /(?<!\d)[1-9]\d{2} ?\d{3}(?!\d)/g;
/** The address's PIN code (its last, as addresses end with it), without a space. */
export const pinCodeOf = (address: string) => address.match(PIN_CODE)?.at(-1)?.replace(" ", "");
export const hasPinCode = (address: string) => pinCodeOf(address) !== undefined;
/** The GST state code of the address's PIN code, when the PIN code tells it. */
export const stateCodeOfAddress = (address: string | undefined | null) => {
  const pin = address ? pinCodeOf(address) : undefined;
  return pin ? stateCodeOfPinCode(pin) : undefined;
};
export const BILLING_PIN_MESSAGE = "Billing address must include its 6-digit PIN code";
export const BILLING_ADDRESS_REQUIRED =
  "Billing address is required: send billingAddress, or save one under My details (Rule 46 of the CGST Rules puts it on every invoice)";

/** The billing address an invoice prints (Rule 46(d)): its lines and its PIN code; the state is the place of supply beside it. */
export const billingAddressField = () =>
  addressField("Billing address").refine(hasPinCode, {
    message: BILLING_PIN_MESSAGE,
    // Said only of an address given: an empty one has its own message.
    when: ({ issues }) => issues.length === 0,
  });

/**
 * Where and to whom the kits go, as an order records them and the partner's profile keeps them.
 * Absent: the API takes the saved profile's billing address (and its delivery address and phone);
 * a delivery address left out beside a billing address means "same as billing".
 */
export const deliveryFields = {
  billingAddress: optionalText(billingAddressField()),
  deliveryAddress: optionalText(addressField("Delivery address")),
  contactPhone: optionalText(mobileField("Contact phone")),
  notes: optionalText(requiredText("Note", MAX_ORDER_NOTE, "multi")),
};

/** The order's fields (the API's body; the checkout adds its intent and idempotency key). */
export const orderFields = {
  items: z
    .array(orderItemSchema, { error: EMPTY_CART_MESSAGE })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products per order`),
  subtotal: amount("subtotal"),
  gst: amount("gst"),
  total: amount("total"),
  franchiseeName: requiredText("Franchisee name", 120),
  gstNumber: gstinField,
  placeOfSupply: optionalText(z.string({ error: PLACE_OF_SUPPLY_MESSAGE }).trim().refine(isStateCode, PLACE_OF_SUPPLY_MESSAGE)),
  ...deliveryFields,
};

/**
 * With a GSTIN the place of supply is the buyer's registered state; without one, the chosen state,
 * or the billing address's (its PIN code's). Still unknown (the address left to the saved details,
 * or a PIN code that does not tell): the order service decides (placeOfSupplyOf).
 */
export const withPlaceOfSupply = <Order extends { gstNumber?: string; placeOfSupply?: string; billingAddress?: string }>(order: Order) => ({
  ...order,
  placeOfSupply: (order.gstNumber && stateOfGstin(order.gstNumber)) || order.placeOfSupply || stateCodeOfAddress(order.billingAddress),
});

/** The place of supply of an order billed to `billingAddress` (sent or saved): as read, else its PIN code's state, else Maharashtra. */
export const placeOfSupplyOf = (placeOfSupply: string | undefined, billingAddress: string) =>
  placeOfSupply ?? stateCodeOfAddress(billingAddress) ?? HOME_STATE_CODE;

/**
 * The billing address must be in the state the invoice's tax follows (IGST Act s.10(1)(a) and (b):
 * the buyer's state, the GSTIN's for a registered buyer): 400 naming `billingAddress` when its PIN
 * code says another. A PIN code that cannot tell is taken as written.
 */
export function billingStateProblem(billingAddress: string, placeOfSupply: string, gstNumber: string | undefined): string | undefined {
  const state = stateCodeOfAddress(billingAddress);
  if (!state || state === placeOfSupply) return undefined;
  const where = (code: string) => `${GST_STATES[code] ?? "another state"} (${code})`;
  return `The billing address's PIN code ${pinCodeOf(billingAddress)} is in ${where(state)}, but ${gstNumber ? "the GSTIN is registered in" : "the place of supply is"} ${where(placeOfSupply)}: correct the PIN code or ${gstNumber ? "the GSTIN" : "the state"}`;
}

export const orderSchema = z.object(orderFields).transform(withPlaceOfSupply);

/**
 * The checkout's order: the partner fills in where the kits go, so the billing address and the
 * contact phone are required here (the API's caller may leave them to the saved details instead).
 */
export const checkoutFields = {
  ...orderFields,
  billingAddress: billingAddressField(),
  contactPhone: mobileField("Contact phone"),
};

export const DELIVERY_ADDRESS_REQUIRED = "Delivery address is required";
const tickedField = checkboxField(z.boolean().default(false));

/**
 * The checkout dialog's form, checked in the browser by the order's own fields (the server's
 * messages): the cart's lines and totals and the idempotency key join it when it is sent. A delivery
 * address is asked for once the partner says it differs from billing (the order itself reads one
 * left out as "the same").
 */
export const checkoutFormSchema = z
  .object({
    franchiseeName: checkoutFields.franchiseeName,
    gstNumber: checkoutFields.gstNumber,
    placeOfSupply: checkoutFields.placeOfSupply,
    billingAddress: checkoutFields.billingAddress,
    sameAsBilling: tickedField,
    deliveryAddress: checkoutFields.deliveryAddress,
    contactPhone: checkoutFields.contactPhone,
    notes: checkoutFields.notes,
    saveToProfile: tickedField,
  })
  .refine((form) => form.sameAsBilling || form.deliveryAddress !== undefined, {
    path: ["deliveryAddress"],
    message: DELIVERY_ADDRESS_REQUIRED,
    // Said beside the other fields' messages, not only once they are right.
    when: ({ issues }) => !issues.some(({ path }) => path?.[0] === "sameAsBilling" || path?.[0] === "deliveryAddress"),
  });

export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 100 visible characters";
/** An idempotency key (the API's header, the checkout's field): 1 to 100 visible characters. */
export const idempotencyKeyField = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(/^[\x21-\x7e]{1,100}$/, IDEMPOTENCY_KEY_MESSAGE);

export type OrderInput = z.output<typeof orderSchema>;

const STATUS_MESSAGE = "status must be one of placed, confirmed, dispatched, delivered, cancelled";

export const MAX_CANCEL_REASON = 200;
export const DEFAULT_CANCEL_REASON = "Order cancelled";
/** Why an order is cancelled: printed on its credit note (left out: "Order cancelled"). */
export const cancelReasonField = optionalText(requiredText("Reason", MAX_CANCEL_REASON));

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: STATUS_MESSAGE }),
  ...dispatchFields,
  reason: cancelReasonField,
});

/** `?status=` of an order list (page and API): one status, or all when left out or "all". */
export const orderListFilters = { status: listFilter(ORDER_STATUSES, STATUS_MESSAGE) };

export const MAX_ORDER_SEARCH = 100;

/**
 * The whole query of an order list (the admin's Orders tab, GET /api/orders): the status, `q` (a
 * partner's name, an invoice number or a GSTIN, any part of it) and `from`/`to` (days in India,
 * both included; either may be left out).
 */
export const orderListQuerySchema = z
  .object({
    ...orderListFilters,
    q: optionalText(textField("q").trim().max(MAX_ORDER_SEARCH, `q must be at most ${MAX_ORDER_SEARCH} characters`)),
    from: optionalText(dayParameter("from")),
    to: optionalText(dayParameter("to")),
    // The payment status (issue 14): the admin's unpaid, reported, paid or rejected orders.
    payment: listFilter(PAYMENT_STATUSES, `payment must be one of ${PAYMENT_STATUSES.join(", ")}`),
  })
  .superRefine((range, context) => checkDayRange(range, context));

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** The orders page's one form: an admin moves an order on. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  orderStatusSchema.extend({ intent: intent("updateStatus"), id: idField }),
]);
export const ORDER_FAILURES: FailureTexts<"updateStatus"> = { updateStatus: "Could not update the order." };
