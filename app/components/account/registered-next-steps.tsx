import type { ReactNode } from "react";
import { AuthCard } from "~/components/auth-card";
import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import type { RegisteredWords } from "~/web/registered-words.server";

/** What the sign-up answers: the email signed up with, and the WhatsApp number the approval goes to (null: this site sends none). */
export type Registered = { email: string; approvalToldOn: string | null; words: RegisteredWords };

/**
 * After signing up: the specification's thanks, then what happens next and when, in the page's
 * language (web/registered-words.server.ts).
 */
export function RegisteredNextSteps({ registered: { words }, footer }: { registered: Registered; footer: ReactNode }) {
  const { t } = useT();
  const [signIn, withEmail, rest] = words.signIn;
  return (
    <AuthCard title={words.title} subtitle={words.subtitle} footer={footer} homeLabel={t("account.backHome")}>
      <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{words.message}</p>
      </div>
      <h2 className="mt-6 font-bold text-brand-900">{words.next}</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>{words.check}</li>
        <li>{words.approval}</li>
        <li>
          {signIn}
          {withEmail}
          {rest}
        </li>
      </ol>
    </AuthCard>
  );
}
