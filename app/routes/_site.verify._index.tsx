import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/page-hero";
import { VerifyForm } from "~/components/results/verify-form";
import { SITE_NAME } from "~/lib/site";
import { normalizeCertificateCode } from "~/validation/results";
import { heroLinks } from "~/web/hero-slides";
import { cutText } from "~/lib/cut-text";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("verify.title", { site: SITE_NAME }) },
    { name: "description", content: t("verify.description", { site: SITE_NAME }) },
  ];
};

/** No query: the form. `?code=` (the form sent): on to /verify/{code}, in its printed form when it can be one. */
export function loader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get("code")?.trim();
  if (!typed) return { messages: pageMessages(request, "verify") };
  const code = normalizeCertificateCode(typed);
  // Under /mr or /hi, Remix keeps the redirect in that language (its base path).
  throw redirect(`/verify/${encodeURIComponent(code ? `${code.slice(0, 4)}-${code.slice(4)}` : cutText(typed, 40))}`);
}

export default function VerifyRoute() {
  const { t } = useT();
  return (
    <>
      <PageHero title={t("verify.heading")} compact>
        {t("verify.intro")}
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <VerifyForm />
        </div>
      </div>
    </>
  );
}
