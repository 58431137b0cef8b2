import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { CertificatePrintout, certificateHeaders, certificateMeta } from "~/components/results/certificate-printout";
import { certificateSheet } from "~/web/certificate-sheet.server";
import { PrintableError } from "~/components/printable-page";
import { orPageNotFound } from "~/lib/http.server";
import { getParentCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { requireParentPage } from "~/web/parent-session.server";

// A parent's own child's certificate, as the centre prints it: A4 landscape, with its QR code to verify.

export const meta: MetaFunction<typeof loader> = certificateMeta;
export const headers = certificateHeaders;

/** Two D1 queries: the parent's session, and the certificate of a child of that phone (once published; else 404). */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const certificate = await orPageNotFound(getParentCertificate(depsFrom(args.context), parent.phone, args.params.entryId ?? ""));
  return certificateSheet(certificate, args.request.url);
}

export default function ParentCertificateRoute() {
  const { certificate, verifyUrl, qr } = useLoaderData<typeof loader>();
  return (
    <CertificatePrintout
      certificate={certificate}
      qr={qr}
      verifyUrl={verifyUrl}
      back={{ to: PARENTS_PAGE, label: "Back to your children" }}
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
