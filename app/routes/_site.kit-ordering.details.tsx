import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DetailsPage } from "~/components/kit/details-page";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireKitAccess } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { canManageOrders } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/site";
import { depsFrom } from "~/services/deps.server";
import { getProfile, PROFILE_SAVED_MESSAGE, saveProfile } from "~/services/profile.server";
import { EMAIL_PREFERENCES_SAVED_MESSAGE, getEmailPreferences, saveEmailPreferences } from "~/services/email-preferences.server";
import { PROFILE_FAILURES, profileActionSchema } from "~/validation/profile";
import { heroLinks } from "~/web/hero-slides";

/** The page opens with the hero: its first slide is preloaded. */
export const links = heroLinks;

export const meta: MetaFunction = () => [
  { title: `My details | ${SITE_NAME}` },
  { name: "description", content: "Your centre's billing and delivery details, filled in at every kit order." },
  { name: "robots", content: "noindex" },
];

/** Three D1 queries beyond the layout's: the session's user, the account's own details and its email choices. */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireKitAccess(args);
  const deps = depsFrom(args.context);
  const [profile, emailPreferences] = await Promise.all([getProfile(deps, user), getEmailPreferences(deps, user)]);
  return { profile, emailPreferences, isAdmin: canManageOrders(user) };
}

export const action = pageAction({
  guard: requireKitAccess,
  schema: profileActionSchema,
  failures: PROFILE_FAILURES,
  handlers: {
    saveProfile: async ({ deps, actor, input }) => {
      const { intent: _intent, ...details } = input;
      await saveProfile(deps, actor, details);
      return { message: PROFILE_SAVED_MESSAGE };
    },
    saveEmailPreferences: async ({ deps, actor, input: { intent: _intent, ...choices } }) => {
      await saveEmailPreferences(deps, actor, choices);
      return { message: EMAIL_PREFERENCES_SAVED_MESSAGE };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(PROFILE_FAILURES);

export default function DetailsRoute() {
  const { profile, emailPreferences, isAdmin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <DetailsPage profile={profile} emailPreferences={emailPreferences} isAdmin={isAdmin} result={result} />;
}
