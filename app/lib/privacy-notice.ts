// The privacy notice's version (browser-safe): each parent's consent will record the version they
// read, and a notice whose purposes change is a new version that asks again. The words themselves
// live on the server (web/privacy-notice.server.ts); tests/worker/privacy-notice.test.ts fails when
// they change while this stays the same.

/** The notice in force: the day it took effect. */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

/** The languages the notice is written in (the DPDP Rules: English or a language of the Eighth Schedule). */
export const NOTICE_LANGUAGES = ["en", "mr", "hi"] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** The link to the notice in each language, written in that language (for a reader of it). */
export const READ_NOTICE_IN: Readonly<Record<NoticeLanguage, string>> = {
  en: "Read this notice in English",
  mr: "हे निवेदन मराठीत वाचा",
  hi: "यह सूचना हिन्दी में पढ़ें",
};

export const PRIVACY_PATH = "/privacy";
/** The notice in `language`: English at /privacy, Marathi at /privacy?lang=mr, Hindi at /privacy?lang=hi. */
export const privacyHref = (language: NoticeLanguage) => (language === "en" ? PRIVACY_PATH : `${PRIVACY_PATH}?lang=${language}`);
