import { directionsUrl } from "~/lib/distance";
import { whatsappChatUrl } from "~/lib/site";

// The ways a parent reaches a centre: a call, a WhatsApp chat, directions, a demo class. Browser-safe.

export type ReachableCentre = {
  id: string;
  name: string;
  phone: string;
  whatsappNumber: string | null;
  latitude: number;
  longitude: number;
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const centreWhatsAppHref = (centre: ReachableCentre) =>
  centre.whatsappNumber ? whatsappChatUrl(centre.whatsappNumber, `Hello! I would like to know about classes at ${centre.name}.`) : null;
export const centreDirectionsHref = (centre: ReachableCentre) => directionsUrl(centre);
/** The demo-class booking, with this centre chosen. */
export const bookDemoHref = (centre: { id: string }) => `/book-demo?${new URLSearchParams({ centre: centre.id })}`;

/** "+91 98765 43210" from "+919876543210". */
export function formatPhone(phone: string): string {
  const match = phone.match(/^\+91(\d{5})(\d{5})$/);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
