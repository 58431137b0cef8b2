// A centre keeps its city (and PIN code) in their own fields, and pages write them after the
// address. Many addresses were typed ending with the city anyway ("..., Kothrud, Pune"): the
// street part drops it, so no page says "Pune" twice. Browser-safe.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The address without a city (and PIN code) it ends with: "12 Karve Road, Kothrud" from
 * "12 Karve Road, Kothrud, Pune 411038". Only a whole last part is the city: "Navi Mumbai" stays.
 */
export function streetAddressOf({ address, city, pincode }: { address: string; city: string; pincode: string }): string {
  const trimmed = address.trim();
  const endsWithCity = new RegExp(
    `(?:^|[,;\\n]|\\s-)\\s*${escapeRegExp(city.trim())}(?:[\\s,-]*${escapeRegExp(pincode.trim())})?[\\s.,]*$`,
    "i",
  );
  return trimmed.replace(endsWithCity, "").trim() || trimmed;
}
