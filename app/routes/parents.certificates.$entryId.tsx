import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { CertificatePrintout, certificateHeaders, certificateMeta } from "~/components/results/certificate-printout";
import { certificateSheet } from "~/web/certificate-sheet.server";
import { PrintableError } from "~/components/printable-page";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { getParentCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { requireParentPage } from "~/web/parent-session.server";
import { orMissing } from "~/web/print-sheets.server";

// A parent's own child's certificate, as the centre prints it: A4 landscape, with its QR code to
// verify, in the language of the parents' page it was opened from.

export const meta: MetaFunction<typeof loader> = certificateMeta;
export const headers = certificateHeaders;

/** Two D1 queries: the parent's session, and the certificate of a child of that phone (once published; else 404). */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const certificate = await orMissing(getParentCertificate(depsFrom(args.context), parent.phone, args.params.entryId ?? ""));
  const messages = pageMessages(args.request, "printSheets");
  if (!certificate) return data({ certificate: null, verifyUrl: "", qr: "", messages }, { status: 404 });
  return data({ ...certificateSheet(certificate, args.request.url), messages });
}

export default function ParentCertificateRoute() {
  const { certificate, verifyUrl, qr } = useLoaderData<typeof loader>();
  const { t } = useT();
  const back = { to: PARENTS_PAGE, label: t("printSheets.backToChildren") };
  if (certificate) return <CertificatePrintout certificate={certificate} qr={qr} verifyUrl={verifyUrl} back={back} />;
  return (
    <PrintableError
      notFound
      document="certificate"
      notFoundTitle={t("printSheets.certificateMissing")}
      notFoundText={t("printSheets.certificateMissingText")}
      back={back}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="certificate"
      notFoundText="There is no certificate here for your children: the results may not be published yet."
      back={{ to: PARENTS_PAGE, label: "Back to your children" }}
    />
  );
}
