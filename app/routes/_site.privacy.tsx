import { localeOf } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PrivacyNoticeArticle } from "~/components/privacy/privacy-notice-article";
import { PageHero } from "~/components/page-hero";
import { NOTICE_LANGUAGES, PRIVACY_NOTICE_VERSION, privacyHref, READ_NOTICE_IN, type NoticeLanguage } from "~/lib/privacy-notice";
import { LOCALE_TAGS } from "~/i18n/locales";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { readRetentionPeriods } from "~/services/retention-periods.server";
import { getSiteInfo } from "~/services/site-info.server";
import { heroLinks } from "~/web/hero-slides";
import { noticeContact, privacyNotice } from "~/web/privacy-notice.server";

// The privacy notice (DPDP Act section 5, Rule 3), in English, Marathi (?lang=mr) or Hindi (?lang=hi), with the
// grievance officer the admins saved (Settings, Privacy contact) or else the head office's contact.

export const links = heroLinks;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.notice.title ?? "Privacy notice"} | ${SITE_NAME}` },
  { name: "description", content: data?.notice.summary ?? "" },
];

/** The notice's date as its language writes it ("28 November 2026", "२८ नोव्हेंबर, २०२६"). */
const versionDate = (language: NoticeLanguage) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`),
  );

const isNoticeLanguage = (value: string): value is NoticeLanguage => (NOTICE_LANGUAGES as readonly string[]).includes(value);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Any other ?lang is read as English: a link with a stray value still opens the notice. Without
  // one, the notice is in the site's language the page was opened in.
  const asked = new URL(request.url).searchParams.get("lang") ?? localeOf(request);
  const language: NoticeLanguage = isNoticeLanguage(asked) ? asked : "en";
  const deps = depsFrom(context);
  const [info, periods] = await Promise.all([getSiteInfo(deps, null), readRetentionPeriods(deps)]);
  const notice = privacyNotice(language, periods);
  return { language, version: PRIVACY_NOTICE_VERSION, versionDate: versionDate(language), notice, contact: noticeContact(info, notice) };
}

export default function PrivacyRoute() {
  const { language, version, versionDate: date, notice, contact } = useLoaderData<typeof loader>();
  const others = NOTICE_LANGUAGES.filter((other) => other !== language).map((other) => ({
    href: privacyHref(other),
    language: other,
    text: READ_NOTICE_IN[other],
  }));
  return (
    <div lang={language}>
      <PageHero title={notice.title} compact>
        {notice.summary}
      </PageHero>
      <PrivacyNoticeArticle notice={notice} version={version} versionDate={date} contact={contact} others={others} />
    </div>
  );
}
