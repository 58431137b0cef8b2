import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ParentsHome } from "~/components/parents/parents-home";
import { ParentsSignIn } from "~/components/parents/parents-sign-in";
import { SITE_NAME } from "~/lib/site";
import { recordParentConsent } from "~/services/consents.server";
import { depsFrom } from "~/services/deps.server";
import { endParentSession, parentSignInAvailable, requestParentCode, startParentSession } from "~/services/parent-sign-in.server";
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

export const meta: MetaFunction = () => [
  { title: `For parents | ${SITE_NAME}` },
  {
    name: "description",
    content: "Parents: see your child's progress, hall tickets and certificates, and choose how their details are used.",
  },
];

/** A parent's children: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The session (one query), then the children and the parent's requests (one batch each). */
export async function loader(args: LoaderFunctionArgs) {
  const deps = depsFrom(args.context);
  const parent = await currentParent(args);
  if (!parent) return { signedIn: false as const, available: await parentSignInAvailable(deps) };
  const [children, requests] = await Promise.all([listParentChildren(deps, parent.phone), listParentRequests(deps, parent.phone)]);
  return { signedIn: true as const, phone: parent.phone, children, requests };
}

export const action = pageAction({
  guard: currentParent,
  schema: parentsPageActionSchema,
  failures: PARENTS_PAGE_FAILURES,
  hideFields: ["code"],
  handlers: {
    askCode: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "parents");
      return { ...requestParentCode(deps, input), data: { phone: input.phone } };
    },
    signIn: async ({ deps, input, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request, "parents");
      const session = await startParentSession(deps, input);
      return { message: "Signed in", headers: { "Set-Cookie": parentCookie(session.token, session.maxAgeSeconds) } };
    },
    consent: async ({ deps, actor, input: { intent: _intent, studentId, ...choices } }) => {
      const { name, consent } = await recordParentConsent(deps, signedInParent(actor).phone, studentId, choices);
      return { message: consent.status === "given" ? `Your choices for ${name} are saved` : `Consent for ${name} withdrawn` };
    },
    request: async ({ deps, actor, input: { intent: _intent, ...request } }) => {
      const saved = await createPrivacyRequest(deps, signedInParent(actor).phone, request);
      return { message: `Request sent: we answer by ${saved.dueOn}` };
    },
    signOut: async ({ deps, args }) => {
      await endParentSession(deps, readCookie(args.request, PARENT_COOKIE));
      return { message: "Signed out", headers: { "Set-Cookie": clearedParentCookie() } };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PARENTS_PAGE_FAILURES);

export default function ParentsRoute() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <ParentsSignIn available={data.available} />;
  return <ParentsHome phone={data.phone} children={data.children} requests={data.requests} />;
}
