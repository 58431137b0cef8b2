import { translatorOf } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { pageMessages } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { ContactDetails } from "~/components/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { MapCard } from "~/components/map-card";
import { PageHero } from "~/components/page-hero";
import { SocialLinks } from "~/components/social-links";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { SITE_NAME, whatsappChatUrl } from "~/lib/site";
import { sendContactMessage } from "~/services/contact.server";
import { depsFrom } from "~/services/deps.server";
import { getSiteInfo } from "~/services/site-info.server";
import { CONTACT_FAILURES, contactActionSchema } from "~/validation/contact";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("contact.title", { site: SITE_NAME }) },
    { name: "description", content: t("contact.description", { site: SITE_NAME }) },
  ];
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { info: await getSiteInfo(depsFrom(context), null), messages: pageMessages(request, "contact", "formErrors", "formResults") };
}

export const action = pageAction({
  guard: optionalActor,
  schema: contactActionSchema,
  failures: CONTACT_FAILURES,
  handlers: {
    send: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "contact");
      return sendContactMessage(deps, input);
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(CONTACT_FAILURES);

export default function ContactPage() {
  const { info } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useT();
  return (
    <>
      <PageHero title={t("contact.heading")}>{t("contact.intro")}</PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="space-y-6">
          <section aria-labelledby="contact-info-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="contact-info-heading" className="mb-5 text-lg font-bold text-brand-900">
              {t("contact.info")}
            </h2>
            <ContactDetails contact={info.contact} />
            {info.adminWhatsApp.contactFormNotifications ? (
              // Only when the admin saved the number: never a chat that goes nowhere.
              <a
                href={whatsappChatUrl(info.adminWhatsApp.contactFormNotifications, t("contact.chatMessage", { site: SITE_NAME }))}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-md btn-brand-outline btn-block mt-6"
              >
                <Icon name="message-circle" className="size-5" />
                {t("contact.chat")}
                <span className="sr-only"> {t("shell.newTab")}</span>
              </a>
            ) : null}
          </section>
          {/* Shown while the admin has saved at least one link (Settings). */}
          {Object.values(info.socialLinks).some(Boolean) ? (
            <section aria-labelledby="follow-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 id="follow-heading" className="mb-4 text-lg font-bold text-brand-900">
                {t("contact.follow")}
              </h2>
              <SocialLinks links={info.socialLinks} tone="light" />
            </section>
          ) : null}
          <MapCard address={info.contact.address} mapQuery={info.contact.mapQuery} />
        </div>
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="message-heading" className="text-2xl font-extrabold text-brand-900">
            {t("contact.send")}
          </h2>
          <p className="mt-2 flex items-center gap-2 text-slate-600">
            <Icon name="clock" className="size-4" />
            {t("contact.reply")}
          </p>
          <div className="mt-6">
            <ContactForm result={result} />
          </div>
        </section>
      </div>
    </>
  );
}
