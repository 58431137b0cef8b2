import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { FRANCHISE_ENQUIRY_MESSAGE, whatsappChatUrl } from "~/lib/site";

const ICONS = {
  training: "graduation-cap",
  kits: "briefcase",
  growth: "trending-up",
  support: "headset",
} as const;
type Benefit = { icon: keyof typeof ICONS; title: string; text: string };

const CALL_TO_ACTION = "inline-flex rounded-lg bg-sun-400 px-6 py-3 text-base font-bold text-brand-900 shadow-lg hover:bg-sun-300";

/**
 * On the home page the call to action opens the WhatsApp chat (the specification's), or the contact
 * page until an admin saves the enquiry number, with the franchise page beside it. On the franchise
 * page (`formHref`) it leads to that page's own enquiry form.
 */
export function FranchiseSection({
  enquiryNumber,
  benefits,
  formHref,
}: {
  enquiryNumber?: string;
  benefits: readonly Benefit[];
  formHref?: string;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="franchise-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="franchise-heading" className="text-3xl font-extrabold">
            {t("home.franchise.title")}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{t("home.franchise.text")}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon, title, text }) => {
            return (
              <li key={title} className="rounded-2xl bg-white/10 p-6">
                <Icon name={ICONS[icon]} className="size-8 text-sun-300" />
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <p className="mt-2 text-brand-100">{text}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-4">
          {formHref ? (
            <a href={formHref} className={CALL_TO_ACTION}>
              {t("home.franchise.cta")}
            </a>
          ) : enquiryNumber ? (
            <a
              href={whatsappChatUrl(enquiryNumber, FRANCHISE_ENQUIRY_MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
              className={CALL_TO_ACTION}
            >
              {t("home.franchise.cta")}
              <span className="sr-only">{t("home.franchise.opensWhatsApp")}</span>
            </a>
          ) : (
            <Link to="/contact" className={CALL_TO_ACTION}>
              {t("home.franchise.cta")}
            </Link>
          )}
          {formHref ? null : (
            <Link to="/franchise" className="font-semibold text-sun-300 underline underline-offset-4 hover:text-white">
              {t("home.franchise.how")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
