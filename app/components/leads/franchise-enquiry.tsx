import { useT } from "~/i18n/i18n-context";
import { withLink } from "~/i18n/translate";
import type { ActionResult } from "~/lib/action-result";
import { SITE_NAME, whatsappChatUrl } from "~/lib/site";
import { FranchiseEnquiryForm } from "./franchise-enquiry-form";

/** /franchise's enquiry: the form, and the WhatsApp chat beside it once an admin saved the number. */
export function FranchiseEnquiry({ enquiryNumber, result }: { enquiryNumber?: string; result: ActionResult | undefined }) {
  const { t } = useT();
  const [before, chat, after] = withLink(t("franchise.chat"));
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-16 bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="enquiry-heading" className="text-2xl font-extrabold text-brand-900">
            {t("franchise.enquiry")}
          </h2>
          <p className="mt-2 text-slate-600">
            {t("franchise.reply")}
            {enquiryNumber ? (
              <>
                {" "}
                {before}
                <a
                  href={whatsappChatUrl(enquiryNumber, t("franchise.chatMessage", { site: SITE_NAME }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {chat}
                  <span className="sr-only"> {t("shell.newTab")}</span>
                </a>
                {after}
              </>
            ) : null}
          </p>
          <div className="mt-6">
            <FranchiseEnquiryForm result={result} />
          </div>
        </div>
      </div>
    </section>
  );
}
