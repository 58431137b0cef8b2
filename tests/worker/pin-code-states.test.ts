import { describe, expect, it } from "vitest";
import { GST_STATES } from "~/lib/gst";
import { stateOfPinCode } from "~/lib/pin-code-states";

// Issue 29, item 2: the state (or union territory) of an Indian PIN code, by India Post's postal
// circles, for a centre's structured data. A PIN code it cannot place answers nothing.

describe("stateOfPinCode", () => {
  it.each([
    ["411038", "Maharashtra"], // Pune
    ["400053", "Maharashtra"], // Mumbai
    ["440001", "Maharashtra"], // Nagpur
    ["403001", "Goa"], // Panaji: 403 is Goa, inside Maharashtra's 40-44
    ["403802", "Goa"], // Vasco da Gama
    ["110001", "Delhi"],
    ["122001", "Haryana"],
    ["141001", "Punjab"],
    ["160017", "Chandigarh"],
    ["160062", "Punjab"], // Mohali, in Chandigarh's 160
    ["171001", "Himachal Pradesh"],
    ["180001", "Jammu and Kashmir"],
    ["194101", "Ladakh"], // Leh
    ["226001", "Uttar Pradesh"],
    ["248001", "Uttarakhand"], // Dehradun
    ["263001", "Uttarakhand"], // Nainital
    ["302001", "Rajasthan"],
    ["380001", "Gujarat"],
    ["396001", "Gujarat"], // Valsad
    ["396210", "Dadra and Nagar Haveli and Daman and Diu"], // Daman
    ["396230", "Dadra and Nagar Haveli and Daman and Diu"], // Silvassa
    ["362520", "Dadra and Nagar Haveli and Daman and Diu"], // Diu
    ["462001", "Madhya Pradesh"],
    ["492001", "Chhattisgarh"],
    ["500001", "Telangana"],
    ["520001", "Andhra Pradesh"],
    ["533464", "Puducherry"], // Yanam
    ["560001", "Karnataka"],
    ["600001", "Tamil Nadu"],
    ["605001", "Puducherry"],
    ["673310", "Puducherry"], // Mahe
    ["682001", "Kerala"], // Kochi
    ["682555", "Lakshadweep"], // Kavaratti, in Kochi's 682
    ["700001", "West Bengal"],
    ["737101", "Sikkim"],
    ["744101", "Andaman and Nicobar Islands"],
    ["751001", "Odisha"],
    ["781001", "Assam"],
    ["791111", "Arunachal Pradesh"],
    ["793001", "Meghalaya"],
    ["795001", "Manipur"],
    ["796001", "Mizoram"],
    ["797001", "Nagaland"],
    ["799001", "Tripura"],
    ["800001", "Bihar"],
    ["834001", "Jharkhand"], // Ranchi
    ["826001", "Jharkhand"], // Dhanbad
    ["823001", "Bihar"], // Gaya
  ])("places %s in %s", (pin, state) => {
    expect(stateOfPinCode(pin)).toBe(state);
  });

  it("names states as GST does", () => {
    const names = new Set(Object.values(GST_STATES));
    for (const pin of ["403001", "396210", "682555", "744101", "194101"]) expect(names).toContain(stateOfPinCode(pin));
  });

  it.each([
    ["990001", "the Army Postal Service"],
    ["605602", "Villupuram (Tamil Nadu) shares 605 with Puducherry's communes"],
    ["244001", "Moradabad (Uttar Pradesh) shares 244 with Uttarakhand's Kashipur"],
    ["000000", "no PIN code starts with 0"],
    ["41103", "five digits"],
    ["4110388", "seven digits"],
    ["41103A", "a letter"],
    ["", "nothing"],
  ])("cannot place %s (%s)", (pin) => {
    expect(stateOfPinCode(pin)).toBeUndefined();
  });
});
