import { optionalText, requiredText, textField } from "./fields";

// What an admin may add when marking an order dispatched (PATCH /api/orders/{id}, the status
// control): the courier (one of web/couriers.ts, or any other name) and its tracking number.

export const TRACKING_NUMBER_MESSAGE = "Tracking number must be 4 to 40 letters, digits or dashes";

export const dispatchFields = {
  courier: optionalText(requiredText("Courier", 60)),
  trackingNumber: optionalText(
    textField("Tracking number")
      .trim()
      .refine((value) => /^[A-Za-z0-9-]{4,40}$/.test(value.replace(/\s+/g, "")), TRACKING_NUMBER_MESSAGE)
      .transform((value) => value.replace(/\s+/g, "").toUpperCase()),
  ),
};
