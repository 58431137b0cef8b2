import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { CertificateDocument } from "~/components/results/certificate-document";
import { Button, LinkButton } from "~/components/ui/button";
import { ServiceError } from "~/lib/errors";
import { requireMember } from "~/lib/guards.server";
import { isAdmin } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { qrSvg } from "~/lib/upi-qr.server";
import { getCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { adminResultsLink, partnerCompetitionLink } from "~/services/results-publish.server";
import { formatCertificateCode } from "~/validation/results";

// A bare printable certificate, outside the site layout: A4 landscape, nothing else on the paper.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Certificate: ${data.certificate.name} | ${SITE_NAME}` : `Certificate not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** A child's full name: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

/** Two D1 queries: the session's user, and the certificate (the entry's own partner or an admin, once published; else 404). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  try {
    const certificate = await getCertificate(depsFrom(args.context), user, args.params.entryId ?? "");
    const verifyUrl = `${new URL(args.request.url).origin}/verify/${formatCertificateCode(certificate.code)}`;
    const back = isAdmin(user) ? adminResultsLink(certificate.competitionId) : partnerCompetitionLink(certificate.competitionId);
    return { certificate, verifyUrl, qr: qrSvg(verifyUrl), back };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export default function CertificateRoute() {
  const { certificate, verifyUrl, qr, back } = useLoaderData<typeof loader>();
  return (
    <main className="min-h-screen bg-slate-200 px-3 py-6 sm:px-6 sm:py-10 print:min-h-0 print:bg-white print:p-0">
      <style>{"@page { size: A4 landscape; margin: 0; }"}</style>
      <div className="mx-auto mb-4 flex max-w-[297mm] flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back} className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <Icon name="arrow-left" className="size-4" />
          Back to the results
        </Link>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={new URL(verifyUrl).pathname} variant="outline">
            <Icon name="circle-check" className="size-4" />
            Verify
          </LinkButton>
          <Button type="button" onClick={() => window.print()}>
            <Icon name="printer" className="size-4" />
            Print / Save as PDF
          </Button>
        </div>
      </div>
      <CertificateDocument certificate={certificate} qrSvg={qr} verifyUrl={verifyUrl} />
      <p className="mx-auto mt-4 max-w-[297mm] text-sm text-slate-600 print:hidden">
        Prints on one A4 sheet, landscape. In the print dialog, turn on background graphics for the colours.
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-extrabold text-brand-900">{notFound ? "Certificate not found" : "Could not show this certificate"}</h1>
      <p className="text-lg text-slate-600">
        {notFound
          ? "There is no certificate here: the results are not published yet, or the student is not at one of your centres."
          : "Something went wrong. Please try again in a moment."}
      </p>
      <LinkButton to="/" size="lg">
        Go to the home page
      </LinkButton>
    </main>
  );
}
