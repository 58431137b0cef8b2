import { describe, expect, it } from "vitest";
import {
  financialYearOf,
  formatRupees,
  gstinChecksumMatches,
  invoiceNumber,
  isIntraState,
  lineAmounts,
  numberInWords,
  orderTotals,
  panOfGstin,
  rupeesInWords,
  stateOfGstin,
  supplierStateOf,
  taxSplit,
} from "~/lib/gst";

describe("GST arithmetic", () => {
  it.each([
    // price, qty, rate -> taxable, GST (rounded per line to whole rupees, halves up)
    [1250, 2, 18, 2500, 450],
    [999, 1, 18, 999, 180], // 179.82
    [25, 1, 18, 25, 5], // 4.50 rounds up
    [1, 3, 18, 3, 1], // 0.54
    [499, 3, 12, 1497, 180], // 179.64
    [2000, 1, 0, 2000, 0],
    [1499, 2, 28, 2998, 839], // 839.44
    [250, 1, 28, 250, 70],
    [99, 1, 0.25, 99, 0], // 0.2475
    [100000, 7, 5, 700000, 35000],
  ])("₹%i × %i at %f%% is taxable %i with GST %i", (price, qty, gstPercent, taxable, gst) => {
    expect(lineAmounts({ price, qty, gstPercent })).toEqual({ taxable, gst });
  });

  it("rounds each line, then adds the lines: total = subtotal + GST", () => {
    // Each line's 0.54 rounds to 1; rounding the sum instead would give 2, not 3.
    const lines = [
      { price: 1, qty: 3, gstPercent: 18 },
      { price: 1, qty: 3, gstPercent: 18 },
      { price: 1, qty: 3, gstPercent: 18 },
    ];
    expect(orderTotals(lines)).toEqual({ subtotal: 9, gst: 3, total: 12 });
    expect(
      orderTotals([
        { price: 1250, qty: 2, gstPercent: 18 },
        { price: 1499, qty: 2, gstPercent: 28 },
        { price: 2000, qty: 1, gstPercent: 0 },
      ]),
    ).toEqual({
      subtotal: 7498,
      gst: 1289,
      total: 8787,
    });
    expect(orderTotals([])).toEqual({ subtotal: 0, gst: 0, total: 0 });
  });

  it("splits the tax into CGST and SGST within Maharashtra, and charges IGST elsewhere", () => {
    expect(taxSplit(451, "27")).toEqual({ cgst: 225.5, sgst: 225.5, igst: 0 });
    expect(taxSplit(451, "29")).toEqual({ cgst: 0, sgst: 0, igst: 451 });
  });

  it("splits by the supplier's saved state, Maharashtra when none is saved", () => {
    expect(supplierStateOf({ stateCode: "29" })).toBe("29");
    expect(supplierStateOf(null)).toBe("27");
    expect(taxSplit(451, "29", supplierStateOf({ stateCode: "29" }))).toEqual({ cgst: 225.5, sgst: 225.5, igst: 0 });
    expect(taxSplit(451, "27", "29")).toEqual({ cgst: 0, sgst: 0, igst: 451 });
    expect(isIntraState("27", supplierStateOf(undefined))).toBe(true);
  });
});

describe("GSTIN", () => {
  it("knows a registration's state and whether its check character is right", () => {
    expect(stateOfGstin("27AAJCB4821M1ZE")).toBe("27");
    expect(stateOfGstin("99AAJCB4821M1ZE")).toBeUndefined();
    expect(gstinChecksumMatches("27AAJCB4821M1ZE")).toBe(true);
    expect(gstinChecksumMatches("27AAPFU0939F1ZV")).toBe(true);
    // The spec's example has the right shape but not the right check character.
    expect(gstinChecksumMatches("27ABCDE1234F1Z5")).toBe(false);
    expect(gstinChecksumMatches("27AAJCB4821M1ZF")).toBe(false);
  });

  it("holds the PAN in characters 3 to 12", () => {
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });
});

describe("money and invoice numbers", () => {
  it("writes rupees the Indian way, in figures and in words", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(101)).toBe("One Hundred One");
    expect(numberInWords(118000)).toBe("One Lakh Eighteen Thousand");
    expect(numberInWords(123456789)).toBe("Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine");
    expect(rupeesInWords(2950)).toBe("Rupees Two Thousand Nine Hundred Fifty Only");
  });

  it("numbers invoices within the Indian financial year, April to March in IST", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:00Z"))).toBe("25-26"); // 23:59 IST on 31 March
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("26-27"); // midnight IST, 1 April
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
    expect(invoiceNumber("26-27", 1)).toBe("KIT/26-27/0001");
    expect(invoiceNumber("26-27", 999_999).length).toBeLessThanOrEqual(16);
  });
});
