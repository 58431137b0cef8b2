import type { Certificate } from "~/services/certificates.server";
import { formatCertificateCode } from "~/validation/results";
import { qrSvg } from "./upi-qr.server";

/** A certificate ready to print: its verification address on this site, and that address as a QR code. */
export function certificateSheet(certificate: Certificate, requestUrl: string) {
  const verifyUrl = `${new URL(requestUrl).origin}/verify/${formatCertificateCode(certificate.code)}`;
  return { certificate, verifyUrl, qr: qrSvg(verifyUrl) };
}
