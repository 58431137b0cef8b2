import { FaqList } from "~/components/faq-list";
import { useT } from "~/i18n/i18n-context";
import { SectionHeading } from "./section-heading";

/** The home page's questions and answers. */
export function Faq({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <SectionHeading id="faq-heading" title={t("home.faq.title")} />
        <FaqList faqs={faqs} />
      </div>
    </section>
  );
}
