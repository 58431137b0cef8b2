import type { ReactNode } from "react";
import { SITE_NAME } from "~/lib/site";
import { PrintablePage } from "~/components/printable-page";
import type { Certificate } from "~/services/certificates.server";
import { CertificateDocument } from "./certificate-document";

/** A certificate on its own A4 landscape sheet, with the way back and how to print it (the centre's and the parent's page alike). */
export function CertificatePrintout({
  certificate,
  qr,
  verifyUrl,
  back,
  actions,
}: {
  certificate: Certificate;
  qr: string;
  verifyUrl: string;
  back: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <PrintablePage page="size: A4 landscape; margin: 0;" widthClass="max-w-[297mm]" back={back} actions={actions}>
      <CertificateDocument certificate={certificate} qrSvg={qr} verifyUrl={verifyUrl} />
      <p className="mx-auto mt-4 max-w-[297mm] text-sm text-slate-600 print:hidden">
        Prints on one A4 sheet, landscape. In the print dialog, turn on background graphics for the colours.
      </p>
    </PrintablePage>
  );
}

/** The printed certificate's title (the child's name), kept out of search engines; the centre's and the parent's page alike. */
export const certificateMeta = ({ data }: { data?: { certificate: { name: string } } }) => [
  { title: data ? `Certificate: ${data.certificate.name} | ${SITE_NAME}` : `Certificate not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** A child's full name: never kept by any cache. */
export const certificateHeaders = () => ({ "Cache-Control": "no-store" });
