import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "~/lib/enums";
import { canWithdrawEntry, isPayable, isPaymentDue } from "~/lib/payment-states";

// The predicates the services, the loaders and the components share (lib/payment-states.ts).

describe("payment states", () => {
  it("counts a fee as due until it is reported, and again once rejected", () => {
    expect(PAYMENT_STATUSES.filter(isPaymentDue)).toEqual(["unpaid", "rejected"]);
  });

  it("lets a partner pay (or correct) an order until it is paid or cancelled", () => {
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isPayable({ status: "placed", paymentStatus }))).toEqual([
      "unpaid",
      "reported",
      "rejected",
    ]);
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isPayable({ status: "cancelled", paymentStatus }))).toEqual([]);
  });

  it("lets a partner withdraw an entry whose fee was not sent while registration is open, an admin any until results are out", () => {
    const partner = (paymentStatus: (typeof PAYMENT_STATUSES)[number], registrationOpen = true) =>
      canWithdrawEntry({ paymentStatus }, { admin: false, registrationOpen, resultsPublished: false });
    expect(PAYMENT_STATUSES.filter((status) => partner(status))).toEqual(["unpaid", "rejected"]);
    expect(PAYMENT_STATUSES.filter((status) => partner(status, false))).toEqual([]);
    const admin = (resultsPublished: boolean) =>
      PAYMENT_STATUSES.filter((paymentStatus) =>
        canWithdrawEntry({ paymentStatus }, { admin: true, registrationOpen: false, resultsPublished }),
      );
    expect(admin(false)).toEqual([...PAYMENT_STATUSES]);
    expect(admin(true)).toEqual([]);
  });
});
