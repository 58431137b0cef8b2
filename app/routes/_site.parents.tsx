import { formatDayIn } from "~/lib/dates";
import { translatorOf } from "~/i18n/translate";
import { localeOf, pageMessages, serverTranslator } from "~/i18n/catalog.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ParentsHome } from "~/components/parents/parents-home";
import { ParentsSignIn } from "~/components/parents/parents-sign-in";
import { LOCALE_NAMES } from "~/i18n/locales";
import { SITE_NAME } from "~/lib/site";
import { recordParentConsent } from "~/services/consents.server";
import { depsFrom } from "~/services/deps.server";
import { endParentSession, parentSignInAvailable, requestParentCode, startParentSession } from "~/services/parent-sign-in.server";
import { setParentLanguage } from "~/services/parent-languages.server";
import { listParentChildren } from "~/services/parents.server";
import { createPrivacyRequest, listParentRequests } from "~/services/privacy-requests.server";
import { PARENTS_PAGE_FAILURES, parentsPageActionSchema } from "~/validation/parents";
import { readCookie } from "~/web/cookies";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { pageAction } from "~/web/page-action.server";
import { clearedParentCookie, currentParent, PARENT_COOKIE, parentCookie, signedInParent } from "~/web/parent-session.server";
import { enforceRateLimit } from "~/web/rate-limit.server";

// The parents' page: sign in with the WhatsApp number and a code; then each child (centre, levels,
// hall tickets, results, certificates), the consent choices for them, and the parent's rights.

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [{ title: t("parents.title", { site: SITE_NAME }) }, { name: "description", content: t("parents.description") }];
};

/** What the page's answers say, in the language of the page that asked. */
const answerIn = (request: Request) => serverTranslator(localeOf(request), "parents");

/** A parent's children: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The session (one query), then the children and the parent's requests (one batch each). */
export async function loader(args: LoaderFunctionArgs) {
  const deps = depsFrom(args.context);
  const parent = await currentParent(args);
  const messages = pageMessages(args.request, "parents", "formErrors", "formResults");
  if (!parent) return { signedIn: false as const, available: await parentSignInAvailable(deps), messages };
  const [children, requests] = await Promise.all([listParentChildren(deps, parent.phone), listParentRequests(deps, parent.phone)]);
  return { signedIn: true as const, phone: parent.phone, language: parent.language, children, requests, messages };
}

export const action = pageAction({
  guard: currentParent,
  schema: parentsPageActionSchema,
  failures: PARENTS_PAGE_FAILURES,
  hideFields: ["code"],
  handlers: {
    askCode: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "parents");
      return { ...requestParentCode(deps, { ...input, language: localeOf(args.request) }), data: { phone: input.phone } };
    },
    signIn: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "parents");
      // A Marathi or Hindi page's language becomes the parent's, over a centre's but never over their own
      // choice. An English page says nothing about the language they read: it changes nothing.
      const pageLanguage = localeOf(args.request);
      const session = await startParentSession(deps, { ...input, language: pageLanguage === "en" ? undefined : pageLanguage });
      return {
        message: answerIn(args.request).t("parents.signedIn"),
        headers: { "Set-Cookie": parentCookie(session.token, session.maxAgeSeconds) },
      };
    },
    consent: async ({ deps, actor, args, input: { intent: _intent, studentId, ...choices } }) => {
      const { name, consent } = await recordParentConsent(deps, signedInParent(actor).phone, studentId, choices);
      return { message: answerIn(args.request).t(consent.status === "given" ? "parents.saved" : "parents.withdrawn", { name }) };
    },
    request: async ({ deps, actor, args, input: { intent: _intent, ...request } }) => {
      const saved = await createPrivacyRequest(deps, signedInParent(actor).phone, request);
      const { t, tag } = answerIn(args.request);
      return { message: t("parents.requestSent", { date: tag === "en-IN" ? saved.dueOn : formatDayIn(saved.dueOn, tag) }) };
    },
    language: async ({ deps, actor, args, input }) => {
      await setParentLanguage(deps, signedInParent(actor).phone, input);
      return { message: answerIn(args.request).t("parents.languageSaved", { language: LOCALE_NAMES[input.language] }) };
    },
    signOut: async ({ deps, args }) => {
      await endParentSession(deps, readCookie(args.request, PARENT_COOKIE));
      return { message: answerIn(args.request).t("parents.signedOut"), headers: { "Set-Cookie": clearedParentCookie() } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PARENTS_PAGE_FAILURES);

export default function ParentsRoute() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <ParentsSignIn available={data.available} />;
  return <ParentsHome phone={data.phone} language={data.language} children={data.children} requests={data.requests} />;
}
