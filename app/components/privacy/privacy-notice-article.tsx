import { Icon } from "~/components/icon";
import type { NoticeLanguage } from "~/lib/privacy-notice";
import type { PrivacyContact } from "~/lib/site";
import { telHref } from "~/lib/indian-phones";
import type { NoticeText } from "~/web/privacy-notice.server";

type Props = {
  notice: NoticeText;
  version: string;
  versionDate: string;
  contact: PrivacyContact;
  /** The notice in the other languages. */
  others: { href: string; language: NoticeLanguage; text: string }[];
};

/** The notice itself: its version, a contents list, each section, and who to write to. */
export function PrivacyNoticeArticle({ notice, version, versionDate, contact, others }: Props) {
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-8 text-slate-800 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <p>
          {notice.versionLabel} <time dateTime={version}>{versionDate}</time>
        </p>
        <ul className="flex flex-wrap gap-x-5">
          {others.map((other) => (
            <li key={other.language}>
              <a
                href={other.href}
                lang={other.language}
                hrefLang={other.language}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
              >
                <Icon name="earth" className="size-4" />
                {other.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <nav aria-label={notice.contents}>
        <ol className="list-decimal space-y-1 pl-6">
          {notice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#contact" className="text-brand-700 underline">
              {notice.contactHeading}
            </a>
          </li>
        </ol>
      </nav>
      {notice.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-3">
          <h2 id={`${section.id}-heading`} className="text-xl font-bold text-brand-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {section.items.map((item) => (
                <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-slate-900">{item.term}</dt>
                  <dd>{item.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="scroll-mt-24 space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      >
        <h2 id="contact-heading" className="text-xl font-bold text-brand-900">
          {notice.contactHeading}
        </h2>
        <p>{notice.contactIntro}</p>
        <dl className="grid gap-2 sm:grid-cols-[6rem_1fr]">
          <dt className="font-semibold">{notice.labels.name}</dt>
          <dd>{contact.name}</dd>
          <dt className="font-semibold">{notice.labels.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
              {contact.email}
            </a>
          </dd>
          <dt className="font-semibold">{notice.labels.phone}</dt>
          <dd>
            <a href={telHref(contact.phone)} className="text-brand-700 underline">
              {contact.phone}
            </a>
          </dd>
        </dl>
      </section>
    </article>
  );
}
