import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parentsPageUrl } from "~/services/consent-requests.server";
import { qrSvg } from "~/web/upi-qr.server";

/** The parents' page's address as a QR code, for a centre to show a parent (the student page, a printed poster). */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(qrSvg(parentsPageUrl(new URL(request.url).origin)), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}
