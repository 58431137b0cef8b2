// The GST unit quantity codes (UQC) an invoice and GSTR-1 name a quantity in (CGST Rule 46(i)),
// as the GST portal lists them. The HSN summary writes a unit as its code and name ("NOS-NUMBERS").

export const UQC_NAMES = {
  BAG: "BAGS",
  BAL: "BALE",
  BDL: "BUNDLES",
  BKL: "BUCKLES",
  BOU: "BILLION OF UNITS",
  BOX: "BOX",
  BTL: "BOTTLES",
  BUN: "BUNCHES",
  CAN: "CANS",
  CBM: "CUBIC METERS",
  CCM: "CUBIC CENTIMETERS",
  CMS: "CENTIMETERS",
  CTN: "CARTONS",
  DOZ: "DOZENS",
  DRM: "DRUMS",
  GGK: "GREAT GROSS",
  GMS: "GRAMMES",
  GRS: "GROSS",
  GYD: "GROSS YARDS",
  KGS: "KILOGRAMS",
  KLR: "KILOLITRE",
  KME: "KILOMETRE",
  LTR: "LITRES",
  MLT: "MILILITRE",
  MTR: "METERS",
  MTS: "METRIC TON",
  NOS: "NUMBERS",
  OTH: "OTHERS",
  PAC: "PACKS",
  PCS: "PIECES",
  PRS: "PAIRS",
  QTL: "QUINTAL",
  ROL: "ROLLS",
  SET: "SETS",
  SQF: "SQUARE FEET",
  SQM: "SQUARE METERS",
  SQY: "SQUARE YARDS",
  TBS: "TABLETS",
  TGM: "TEN GROSS",
  THD: "THOUSANDS",
  TON: "TONNES",
  TUB: "TUBES",
  UGS: "US GALLONS",
  UNT: "UNITS",
  YDS: "YARDS",
} as const;

export type Uqc = keyof typeof UQC_NAMES;
export const UQC_CODES = Object.keys(UQC_NAMES) as [Uqc, ...Uqc[]];
/** Products saved before units were asked for count in numbers until edited. */
export const DEFAULT_UQC: Uqc = "NOS";

/** "NOS-NUMBERS": the unit as the GSTR-1 HSN summary writes it. */
export const uqcLabel = (code: string) => `${code}-${UQC_NAMES[code as Uqc] ?? UQC_NAMES.OTH}`;

/** "Numbers (NOS)": the unit as a person picks it. */
export const uqcOption = (code: Uqc) => `${UQC_NAMES[code].charAt(0)}${UQC_NAMES[code].slice(1).toLowerCase()} (${code})`;

/** "3 SET": a quantity with its unit, as an invoice line prints it (orders placed before units: the number alone). */
export const quantityText = (line: { qty: number; unit?: string }) => (line.unit ? `${line.qty} ${line.unit}` : String(line.qty));
