import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { VerificationCard } from "~/components/results/verification-card";
import { VerifyForm } from "~/components/results/verify-form";
import { SITE_NAME } from "~/lib/site";
import { verifyCertificate } from "~/services/certificates.server";
import { depsFrom } from "~/services/deps.server";
import { heroLinks } from "~/web/hero-slides";
import { cutText } from "~/lib/cut-text";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${translatorOf(matches).t(data?.verification.valid ? "verify.verified" : "verify.unknown")} | ${SITE_NAME}` },
  // A child's full name: the page is for whoever holds the code, not for search engines.
  { name: "robots", content: "noindex" },
];

/** One query: the certificate of this code, if its results are published. An unknown code answers 404, saying so plainly. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const typed = cutText(params.code ?? "", 40);
  const verification = await verifyCertificate(depsFrom(context), typed);
  return data({ verification, typed, messages: pageMessages(request, "verify") }, { status: verification.valid ? 200 : 404 });
}

export default function VerifyCodeRoute() {
  const { verification, typed } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("verify.pageTitle")} compact>
        {t(verification.valid ? "verify.found" : "verify.notFound")}
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <VerificationCard verification={verification} typed={typed} />
        {verification.valid ? null : (
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
            <VerifyForm defaultValue={typed} />
          </div>
        )}
      </div>
    </>
  );
}
