import { GST_STATES } from "./gst";

// The state or union territory of an Indian PIN code, by India Post's postal circles: the first two
// digits name a circle, and a few three-digit (or longer) districts inside a circle belong to
// another state (Goa's 403 inside Maharashtra's 40-44). Centres keep no state of their own; their
// structured data names it from here. Where a district is shared by two states (Puducherry's
// communes inside Tamil Nadu's 605, Uttarakhand's towns in Uttar Pradesh's 244), the PIN code
// cannot say which, and nothing is answered rather than a guess.

/** A PIN code's leading digits -> its GST state code, or null where they do not tell the state. */
const BY_PREFIX: Readonly<Record<string, string | null>> = {
  // 1: Delhi, Haryana, Punjab, Chandigarh, Himachal Pradesh, Jammu and Kashmir, Ladakh
  "11": "07",
  "12": "06",
  "13": "06",
  "14": "03",
  "15": "03",
  "16": "03",
  "160": null, // Chandigarh and Mohali (Punjab) share it
  "16000": "04",
  "16001": "04",
  "16002": "04",
  "16003": "04",
  "16005": "03",
  "16006": "03",
  "16007": "03",
  "17": "02",
  "18": "01",
  "19": "01",
  "194": "38",
  // 2: Uttar Pradesh and Uttarakhand
  ...Object.fromEntries(["20", "21", "22", "23", "24", "25", "26", "27", "28"].map((prefix) => [prefix, "09"])),
  "244": null,
  "246": null,
  "247": null,
  "262": null,
  "248": "05",
  "249": "05",
  "263": "05",
  // 3: Rajasthan, Gujarat, and Dadra and Nagar Haveli and Daman and Diu
  ...Object.fromEntries(["30", "31", "32", "33", "34"].map((prefix) => [prefix, "08"])),
  ...Object.fromEntries(["36", "37", "38", "39"].map((prefix) => [prefix, "24"])),
  "3962": null,
  "39621": "26", // Daman
  "39622": "26",
  "39623": "26", // Silvassa
  "39624": "26",
  "396193": "26", // Dadra
  "362520": "26", // Diu
  // 4: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh
  ...Object.fromEntries(["40", "41", "42", "43", "44"].map((prefix) => [prefix, "27"])),
  "403": "30",
  ...Object.fromEntries(["45", "46", "47", "48"].map((prefix) => [prefix, "23"])),
  "49": "22",
  // 5: Telangana, Andhra Pradesh, Karnataka
  "50": "36",
  "5071": null, // Khammam's mandals that moved to Andhra Pradesh in 2014
  "51": "37",
  "52": "37",
  "53": "37",
  "533464": "34", // Yanam
  ...Object.fromEntries(["56", "57", "58", "59"].map((prefix) => [prefix, "29"])),
  // 6: Tamil Nadu, Puducherry, Kerala, Lakshadweep
  ...Object.fromEntries(["60", "61", "62", "63", "64"].map((prefix) => [prefix, "33"])),
  "605": null, // Puducherry's communes among Villupuram's towns
  "6050": "34", // Puducherry town
  "6096": null, // Karaikal among Nagapattinam's towns
  ...Object.fromEntries(["67", "68", "69"].map((prefix) => [prefix, "32"])),
  "673310": "34", // Mahe
  "68255": "31", // Lakshadweep's islands
  // 7: West Bengal, Sikkim, Andaman and Nicobar, Odisha, Assam and the North East
  ...Object.fromEntries(["70", "71", "72", "73", "74"].map((prefix) => [prefix, "19"])),
  "737": "11",
  "744": "35",
  ...Object.fromEntries(["75", "76", "77"].map((prefix) => [prefix, "21"])),
  "78": "18",
  "783123": "17",
  "790": "12",
  "791": "12",
  "792": "12",
  "793": "17",
  "794": "17",
  "795": "14",
  "796": "15",
  "797": "13",
  "798": "13",
  "799": "16",
  // 8: Bihar and Jharkhand
  ...Object.fromEntries(["80", "81", "82", "84", "85"].map((prefix) => [prefix, "10"])),
  "83": "20",
  ...Object.fromEntries(["814", "815", "816", "822", "825", "826", "827", "828", "829"].map((prefix) => [prefix, "20"])),
};

/** The GST state code of a six-digit PIN code ("27" for 411038), or undefined when it cannot be told. */
export function stateCodeOfPinCode(pin: string): string | undefined {
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  // The longest listed beginning decides: a district's exception over its circle.
  for (let length = 6; length >= 2; length--) {
    const prefix = pin.slice(0, length);
    if (Object.hasOwn(BY_PREFIX, prefix)) return BY_PREFIX[prefix] ?? undefined;
  }
  return undefined;
}

/** The state (its GST name) of a six-digit PIN code, or undefined when it cannot be told. */
export function stateOfPinCode(pin: string): string | undefined {
  const code = stateCodeOfPinCode(pin);
  return code ? GST_STATES[code] : undefined;
}
