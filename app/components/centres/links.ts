import { directionsUrl } from "~/lib/distance";
import { whatsappChatUrl } from "~/lib/site";

// The ways a parent reaches a centre: a WhatsApp chat, directions, a demo class (a call: telHref in
// lib/indian-phones). Browser-safe.

export type ReachableCentre = {
  id: string;
  name: string;
  phone: string;
  whatsappNumber: string | null;
  latitude: number;
  longitude: number;
};

/** `greeting`: the first message, in the page's language ("centres.whatsAppMessage"). */
export const centreWhatsAppHref = (centre: ReachableCentre, greeting: string) =>
  centre.whatsappNumber ? whatsappChatUrl(centre.whatsappNumber, greeting) : null;
export const centreDirectionsHref = (centre: ReachableCentre) => directionsUrl(centre);
/** The demo-class booking, with this centre chosen. */
export const bookDemoHref = (centre: { id: string }) => `/book-demo?${new URLSearchParams({ centre: centre.id })}`;
