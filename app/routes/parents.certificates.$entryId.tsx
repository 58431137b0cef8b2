import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { CertificatePrintout } from "~/components/results/certificate-printout";
import { PrintableError } from "~/components/printable-page";
import { orPageNotFound } from "~/lib/http.server";
import { SITE_NAME } from "~/lib/site";
import { getParentCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { formatCertificateCode } from "~/validation/results";
import { PARENTS_PAGE } from "~/lib/parent-paths";
import { requireParentPage } from "~/web/parent-session.server";
import { qrSvg } from "~/web/upi-qr.server";

// A parent's own child's certificate, as the centre prints it: A4 landscape, with its QR code to verify.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Certificate: ${data.certificate.name} | ${SITE_NAME}` : `Certificate not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** A child's full name: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

/** Two D1 queries: the parent's session, and the certificate of a child of that phone (once published; else 404). */
export async function loader(args: LoaderFunctionArgs) {
  const parent = await requireParentPage(args);
  const certificate = await orPageNotFound(getParentCertificate(depsFrom(args.context), parent.phone, args.params.entryId ?? ""));
  const verifyUrl = `${new URL(args.request.url).origin}/verify/${formatCertificateCode(certificate.code)}`;
  return { certificate, verifyUrl, qr: qrSvg(verifyUrl) };
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
