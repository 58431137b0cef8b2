import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-context";
import { Icon } from "~/components/icon";
import { useState, type FormEvent } from "react";
import { ContactDetails } from "~/components/contact-details";
import { SocialLinks } from "~/components/social-links";
import { whatsappChatUrl, type SiteInfo } from "~/lib/site";

const FIELDS = [
  { name: "name", label: "home.touch.name", type: "text", autoComplete: "name" },
  { name: "email", label: "home.touch.email", type: "email", autoComplete: "email" },
  { name: "phone", label: "home.touch.phone", type: "tel", autoComplete: "tel" },
  { name: "subject", label: "home.touch.subject", type: "text", autoComplete: "off" },
] as const;

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The contact details and a quick message form that stores nothing: it opens a WhatsApp chat with
 * the text filled in, then clears. Until an admin saves the contact-form number there is no chat
 * to open, and the contact page's form takes the message instead.
 */
export function GetInTouch({ info }: { info: SiteInfo }) {
  const number = info.adminWhatsApp.contactFormNotifications;
  const { t } = useT();
  return (
    <section aria-labelledby="touch-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <h2 id="touch-heading" className="text-3xl font-extrabold text-brand-900">
          {t("home.touch.title")}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t(number ? "home.touch.textWhatsApp" : "home.touch.text")}</p>
        <div className="mt-8">
          <ContactDetails contact={info.contact} />
        </div>
        <SocialLinks links={info.socialLinks} tone="light" className="mt-8" />
      </div>
      {number ? <QuickWhatsAppForm number={number} /> : <WriteToUs />}
    </section>
  );
}

function WriteToUs() {
  const { t } = useT();
  return (
    <div className="flex flex-col items-start justify-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
      <p className="text-lg text-slate-700">{t("home.touch.questions")}</p>
      <Link
        to="/contact"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="send" className="size-4" />
        {t("home.touch.sendMessage")}
      </Link>
    </div>
  );
}

function QuickWhatsAppForm({ number }: { number: string }) {
  const [opened, setOpened] = useState(false);
  const { t } = useT();

  function openWhatsApp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // `required` lets spaces through: a message of only spaces is not a message.
    const message = form.elements.namedItem("message") as HTMLTextAreaElement;
    message.setCustomValidity(message.value.trim() ? "" : t("home.touch.writeMessage"));
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const text = [
      `Name: ${data.get("name")}`,
      `Email: ${data.get("email")}`,
      `Phone: ${data.get("phone")}`,
      `Subject: ${data.get("subject")}`,
      "",
      String(data.get("message")),
    ].join("\n");
    window.open(whatsappChatUrl(number, text), "_blank", "noopener,noreferrer");
    form.reset();
    setOpened(true);
  }

  return (
    // Before the script runs (or without it) the same fields go to the contact page's form, which keeps the message.
    <form
      method="post"
      action="/contact"
      onSubmit={openWhatsApp}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
    >
      <input type="hidden" name="intent" value="send" />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <label key={field.name} className="block text-sm font-semibold text-slate-800">
            {t(field.label)}
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              pattern=".*\S.*"
              title={t("home.touch.enter", { field: t(field.label).toLowerCase() })}
              maxLength={200}
              className={inputClass}
            />
          </label>
        ))}
      </div>
      <label className="block text-sm font-semibold text-slate-800">
        {t("home.touch.message")}
        <textarea
          name="message"
          required
          rows={4}
          maxLength={1500}
          className={inputClass}
          onInput={(event) => event.currentTarget.setCustomValidity("")}
        />
      </label>
      <button
        type="submit"
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="send" className="size-4" />
        {t("home.touch.send")}
      </button>
      <p role="status" className="text-sm text-emerald-800">
        {opened ? t("home.touch.ready") : ""}
      </p>
    </form>
  );
}
