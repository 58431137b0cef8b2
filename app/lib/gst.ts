import { indiaDate } from "./dates";

// GST arithmetic and GSTIN rules, shared by the server (which decides) and the kit ordering page
// (which shows the same numbers before the order is sent). Money is whole rupees throughout.

export const DEFAULT_GST_PERCENT = 18;
/** The most of one kit a single order may hold. */
export const MAX_QTY = 999;
/**
 * The supplier's state when no business details are saved: Maharashtra, where the business is.
 * Supplies within the supplier's state pay CGST + SGST, elsewhere IGST. Once the admin saves the
 * business details, each order's snapshot (orders.supplier) names the state instead.
 */
export const HOME_STATE_CODE = "27";

export type PricedLine = { price: number; qty: number; gstPercent: number };
export type LineAmounts = { taxable: number; gst: number };
export type Totals = { subtotal: number; gst: number; total: number };

/** One line: taxable value = price × qty, its GST rounded to whole rupees (half up). */
export function lineAmounts({ price, qty, gstPercent }: PricedLine): LineAmounts {
  const taxable = price * qty;
  // Rates may have two decimals (e.g. 0.25); work in hundredths so 18% of 250 is exactly 45.
  const gst = Math.round((taxable * Math.round(gstPercent * 100)) / 10_000);
  return { taxable, gst };
}

/** Subtotal, GST (the sum of the rounded line GST) and total = subtotal + GST. */
export function orderTotals(lines: readonly PricedLine[]): Totals {
  let subtotal = 0;
  let gst = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    subtotal += amounts.taxable;
    gst += amounts.gst;
  }
  return { subtotal, gst, total: subtotal + gst };
}

export type TaxSplit = { cgst: number; sgst: number; igst: number };

/**
 * The supplier's state of an order: its snapshot's, or Maharashtra for an order placed while no
 * business details were saved (today's behaviour, kept so those invoices read as they always did).
 */
export const supplierStateOf = (supplier: { stateCode: string } | null | undefined) => supplier?.stateCode ?? HOME_STATE_CODE;

/** A supply within the supplier's state pays CGST + SGST; any other pays IGST. */
export const isIntraState = (placeOfSupply: string, supplierState: string = HOME_STATE_CODE) => placeOfSupply === supplierState;

/** CGST and SGST take half of the tax each within the supplier's state; otherwise it is all IGST. */
export function taxSplit(gst: number, placeOfSupply: string, supplierState: string = HOME_STATE_CODE): TaxSplit {
  if (isIntraState(placeOfSupply, supplierState)) return { cgst: gst / 2, sgst: gst / 2, igst: 0 };
  return { cgst: 0, sgst: 0, igst: gst };
}

/**
 * Union territories without a legislature (Chandigarh, Dadra and Nagar Haveli and Daman and Diu,
 * Lakshadweep, Andaman and Nicobar, Ladakh): a supply within one pays CGST + UTGST (the UTGST Act,
 * 2017); the states, Delhi, Puducherry and Jammu and Kashmir levy SGST.
 */
const UTGST_TERRITORIES = new Set(["04", "25", "26", "31", "35", "38"]);

/** What a part of the tax is called on the invoice of a supplier in `supplierState`: CGST, SGST or UTGST, IGST. */
export const taxNameOf = (part: keyof TaxSplit, supplierState: string = HOME_STATE_CODE) =>
  part === "sgst" && UTGST_TERRITORIES.has(supplierState) ? "UTGST" : part.toUpperCase();

/**
 * One invoice line's tax by the same rule: the amounts (its rounded GST split) and the rates (its
 * GST rate split), so 18% within the supplier's state prints as CGST 9% + SGST 9%.
 */
export function lineTaxSplit(
  line: { gst: number; gstPercent: number },
  placeOfSupply: string,
  supplierState: string = HOME_STATE_CODE,
): { amounts: TaxSplit; rates: TaxSplit } {
  return { amounts: taxSplit(line.gst, placeOfSupply, supplierState), rates: taxSplit(line.gstPercent, placeOfSupply, supplierState) };
}

// ---- GSTIN ----

export const GSTIN_LENGTH = 15;
export const GSTIN_MESSAGE = "Enter a valid 15-character GSTIN (e.g., 27ABCDE1234F1Z5) or leave blank";
/** An example GSTIN for hints, with a right check character (shown as an example, never as a value). */
export const GSTIN_EXAMPLE = "27AAPFU0939F1ZV";
export const GSTIN_CHECKSUM_WARNING = "The last character of this GSTIN does not match its checksum. Please check it for typing mistakes.";

/** 2 digits, 5 letters, 4 digits, 1 letter, 1 of 1-9/A-Z, the letter Z, 1 alphanumeric. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z]{1}[1-9A-Z]{1}Z[0-9A-Z]{1}$/;

/** A GSTIN as the form and the API read it: trimmed, upper case; inner spaces removed. */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase();

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Whether a well-formed GSTIN's last character matches its checksum. */
export const gstinChecksumMatches = (gstin: string) =>
  gstin.length === GSTIN_LENGTH && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];

/** The PAN inside a GSTIN: its characters 3 to 12. */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

// ---- Places of supply (GST state codes) ----

/** GST state and union territory codes, as printed on tax invoices. */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

export const isStateCode = (code: string) => Object.hasOwn(GST_STATES, code);

/** The place of supply a GSTIN implies (its first two digits), when they name a state. */
export function stateOfGstin(gstin: string): string | undefined {
  const code = gstin.slice(0, 2);
  return isStateCode(code) ? code : undefined;
}

// ---- Money ----

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Money is shown one way on a page or document: whole rupees (₹450), or, where any amount on it
// has paise (a CGST/SGST half of an odd GST, ₹112.50), every amount with paise (₹450.00). Prices,
// totals and GST are whole rupees, so only the tax halves ever decide it (moneyFormatFor).

/** ₹1,00,000 (Indian digit grouping): whole rupees. */
export const formatRupees = (amount: number) => rupees.format(amount);
/** ₹1,00,000.50: every amount of a page or document where one has paise. */
export const formatRupeesWithPaise = (amount: number) => rupeesWithPaise.format(amount);

/** The one formatter for a set of amounts shown together: whole rupees, unless any has paise. */
export const moneyFormatFor = (amounts: readonly number[]): ((amount: number) => string) =>
  amounts.some((amount) => !Number.isInteger(amount)) ? formatRupeesWithPaise : formatRupees;

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWords(amount: number): string {
  const n = Math.floor(Math.abs(amount));
  if (n === 0) return "Zero";
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${crores >= 100 ? numberInWords(crores) : belowHundred(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Rupees One Lakh Eighteen Thousand Only", as the amount line of an invoice reads. */
export const rupeesInWords = (amount: number) => `Rupees ${numberInWords(amount)} Only`;

// ---- Invoice numbers ----

/** The Indian financial year (April to March) of an instant, in IST: "26-27" for 2026-27. */
export function financialYearOf(date: Date): string {
  const [year, month] = indiaDate(date).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export const INVOICE_PREFIX = "KIT";
/** The digits of an invoice's number within its year (more once it passes 9999). */
export const INVOICE_NUMBER_DIGITS = 4;
/**
 * KIT/26-27/0001 (the INSERT that numbers an order builds the same in SQL): its series (one per
 * GSTIN, KIT for the first, then KITB...), the financial year and the sequence. At most 16
 * characters (Rule 46(b)): in KIT up to 999,999 invoices a year, in KITB and after up to 99,999.
 */
export const invoiceNumber = (financialYear: string, sequence: number, series = INVOICE_PREFIX) =>
  `${series}/${financialYear}/${String(sequence).padStart(INVOICE_NUMBER_DIGITS, "0")}`;

/** A credit note's own series beside its invoice's (CGST s.34): CN for KIT, CNB for KITB and so on (services/credit-notes.server.ts). */
export const CREDIT_NOTE_PREFIX = "CN";
