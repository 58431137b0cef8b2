// The couriers an admin picks from when marking an order dispatched (any other name may be typed),
// and where a partner tracks a parcel. Only couriers whose public tracking page takes the number in
// its address get a direct link; India Post and DTDC open their tracking page, where the number is entered.

type Courier = { name: string; track: (number: string) => string; takesNumber: boolean };

const withNumber = (base: string) => (number: string) => `${base}${encodeURIComponent(number)}`;

export const COURIERS: readonly Courier[] = [
  { name: "India Post", track: () => "https://www.indiapost.gov.in/", takesNumber: false },
  { name: "Blue Dart", track: withNumber("https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo="), takesNumber: true },
  { name: "DTDC", track: () => "https://www.dtdc.in/tracking.asp", takesNumber: false },
  { name: "Delhivery", track: withNumber("https://www.delhivery.com/track/package/"), takesNumber: true },
  { name: "Ekart", track: withNumber("https://ekartlogistics.com/shipmenttrack/"), takesNumber: true },
  { name: "Xpressbees", track: withNumber("https://www.xpressbees.com/shipment/tracking?awbNo="), takesNumber: true },
];

export const COURIER_NAMES = COURIERS.map((courier) => courier.name);

const byName = new Map(COURIERS.map((courier) => [courier.name.toLowerCase().replace(/\s+/g, ""), courier]));

/** A known courier by its name as typed ("bluedart", "Blue Dart"), or undefined. */
export const courierNamed = (name: string | null | undefined) => (name ? byName.get(name.toLowerCase().replace(/\s+/g, "")) : undefined);

/**
 * Where the partner tracks the parcel: the courier's page for this number, or its tracking page
 * (`withNumber: false`: the number is entered there); null without a number or for a courier we do not know.
 */
export function trackingLink(courier: string | null | undefined, trackingNumber: string | null | undefined) {
  const known = courierNamed(courier);
  if (!known || !trackingNumber) return null;
  return { href: known.track(trackingNumber), withNumber: known.takesNumber, name: known.name };
}
