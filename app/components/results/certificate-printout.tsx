import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n-context";
import { translatorOf } from "~/i18n/translate";
import { SITE_NAME } from "~/lib/site";
import { PrintablePage } from "~/components/printable-page";
import type { Certificate } from "~/services/certificates.server";
import { CertificateDocument } from "./certificate-document";

/**
 * A certificate on its own A4 landscape sheet, with the way back and how to print it (the centre's and
 * the parent's page alike), in the page's language: its loader sends "printSheets".
 */
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
  const { t } = useT();
  return (
    <PrintablePage
      page="size: A4 landscape; margin: 0;"
      widthClass="max-w-[297mm]"
      back={back}
      actions={actions}
      printLabel={t("printSheets.print")}
    >
      <CertificateDocument certificate={certificate} qrSvg={qr} verifyUrl={verifyUrl} />
      <p className="mx-auto mt-4 max-w-[297mm] text-sm text-slate-600 print:hidden">{t("printSheets.printHint")}</p>
    </PrintablePage>
  );
}

type Match = { id: string; data?: unknown };

/** The printed certificate's title (the child's name), kept out of search engines; the centre's and the parent's page alike. */
export const certificateMeta = ({ data, matches }: { data?: { certificate?: { name: string } | null }; matches: readonly Match[] }) => [
  {
    title: data?.certificate
      ? translatorOf(matches).t("printSheets.certificateTitle", { name: data.certificate.name, site: SITE_NAME })
      : `${data ? translatorOf(matches).t("printSheets.certificateMissing") : "Certificate not found"} | ${SITE_NAME}`,
  },
  { name: "robots", content: "noindex" },
];

/** A child's full name: never kept by any cache. */
export const certificateHeaders = () => ({ "Cache-Control": "no-store" });
