import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { RegisterForm } from "~/components/account/register-form";
import { AuthCard } from "~/components/auth-card";
import { localeOf, pageMessages, serverTranslator } from "~/i18n/catalog.server";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { translatorOf } from "~/i18n/translate";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { optionalActor, redirectSignedInUser } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { enforceRateLimit } from "~/web/rate-limit.server";
import { registeredWords } from "~/web/registered-words.server";
import { SITE_NAME } from "~/lib/site";
import { registerUser } from "~/services/auth.server";
import { RegisteredNextSteps, type Registered } from "~/components/account/registered-next-steps";
import { REGISTER_FAILURES, registerActionSchema } from "~/validation/auth";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return [
    { title: t("account.register.title", { site: SITE_NAME }) },
    { name: "description", content: t("account.register.description", { site: SITE_NAME }) },
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedInUser(args);
  return { messages: pageMessages(args.request, "account", "formErrors") };
}

export const action = pageAction({
  guard: optionalActor,
  schema: registerActionSchema,
  failures: REGISTER_FAILURES,
  hideFields: ["password", "confirmPassword"],
  handlers: {
    register: async ({ deps, input: { confirmPassword: _confirmation, ...input }, args }) => {
      await enforceRateLimit(args.context.cloudflare.env.AUTH_LIMITER, args.request);
      const { user, message, approvalToldOn } = await registerUser(deps, input);
      const registered = { message, email: user.email, approvalToldOn };
      const words = registeredWords(serverTranslator(localeOf(args.request), "registered", "formResults"), registered);
      return { message, data: { email: user.email, approvalToldOn, words } satisfies Registered };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(REGISTER_FAILURES);

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const registered = result?.ok ? (result.data as Registered | undefined) : undefined;
  const { t } = useT();

  const footer = (
    <p>
      <LinkedText
        text={t("account.register.haveAccount")}
        to="/login"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      />
    </p>
  );

  if (registered) return <RegisteredNextSteps registered={registered} footer={footer} />;

  return (
    <AuthCard
      title={t("account.register.heading")}
      subtitle={t("account.register.subtitle")}
      footer={footer}
      homeLabel={t("account.backHome")}
    >
      <p className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <LinkedText text={t("account.register.parent")} to="/book-demo" className={linkClass} />{" "}
        <LinkedText text={t("account.register.opening")} to="/franchise" className={linkClass} />
      </p>
      <RegisterForm result={result} />
    </AuthCard>
  );
}
