import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/page-hero";
import { VerifyForm } from "~/components/results/verify-form";
import { SITE_NAME } from "~/lib/site";
import { normalizeCertificateCode } from "~/validation/results";
import { heroLinks } from "~/web/hero-slides";
import { cutText } from "~/lib/cut-text";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `Verify a certificate | ${SITE_NAME}` },
  { name: "description", content: `Check that a ${SITE_NAME} competition certificate is genuine: type the code printed on it.` },
];

/** No query: the form. `?code=` (the form sent): on to /verify/{code}, in its printed form when it can be one. */
export function loader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get("code")?.trim();
  if (!typed) return null;
  const code = normalizeCertificateCode(typed);
  throw redirect(`/verify/${encodeURIComponent(code ? `${code.slice(0, 4)}-${code.slice(4)}` : cutText(typed, 40))}`);
}

export default function VerifyRoute() {
  return (
    <>
      <PageHero title="Verify a certificate" compact>
        Every certificate we issue carries a code and a QR code. Scan it, or type the code here.
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <VerifyForm />
        </div>
      </div>
    </>
  );
}
