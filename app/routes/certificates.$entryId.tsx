import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { CertificatePrintout, certificateHeaders, certificateMeta } from "~/components/results/certificate-printout";
import { certificateSheet } from "~/web/certificate-sheet.server";
import { LinkButton } from "~/components/ui/button";
import { requireMember } from "~/web/guards.server";
import { isAdmin } from "~/lib/permissions";
import { getCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { adminResultsLink, partnerCompetitionLink } from "~/services/results-publish.server";
import { adminMarksLink } from "~/services/level-exam-publish.server";
import { orPageNotFound } from "~/lib/http.server";
import { PrintableError } from "~/components/printable-page";
import { pageMessages } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";

// A bare printable certificate, outside the site layout: A4 landscape, nothing else on the paper.

export const meta: MetaFunction<typeof loader> = certificateMeta;
export const headers = certificateHeaders;

/** Two D1 queries: the session's user, and the certificate (the entry's own partner or an admin, once published; else 404). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireMember(args);
  const certificate = await orPageNotFound(getCertificate(depsFrom(args.context), user, args.params.entryId ?? ""));
  const sheet = certificateSheet(certificate, args.request.url);
  const adminLink = certificate.kind === "level-exam" ? adminMarksLink : adminResultsLink;
  const back = isAdmin(user) ? adminLink(certificate.competitionId) : partnerCompetitionLink(certificate.competitionId);
  return { ...sheet, back, messages: pageMessages(args.request, "printSheets") };
}

export default function CertificateRoute() {
  const { certificate, verifyUrl, qr, back } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <CertificatePrintout
      certificate={certificate}
      qr={qr}
      verifyUrl={verifyUrl}
      back={{ to: back, label: t("printSheets.backToResults") }}
      actions={
        <LinkButton to={new URL(verifyUrl).pathname} variant="outline">
          <Icon name="circle-check" className="size-4" />
          {t("printSheets.verify")}
        </LinkButton>
      }
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PrintableError
      notFound={isRouteErrorResponse(error) && error.status === 404}
      document="certificate"
      notFoundText="There is no certificate here: the results are not published yet, or the student is not at one of your centres."
      back={{ to: "/", label: "Go to the home page" }}
    />
  );
}
