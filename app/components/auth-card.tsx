import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";
import { useT } from "~/i18n/i18n-context";
import { knownText } from "~/i18n/translate";

/** The frame of the sign-in and sign-up pages, which stand outside the site layout. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  homeLabel = "Back to Home",
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** The way home's words, in the page's language. */
  homeLabel?: string;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <BrandMark />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
          <h1 className="text-2xl font-extrabold text-brand-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 space-y-3 text-center text-sm text-slate-700">{footer}</div>
        <p className="mt-4 text-center">
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-brand-700">
            <Icon name="arrow-left" className="size-4" />
            {homeLabel}
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * After a password reset (by code or by link): said done, every earlier session signed out, and the
 * way to sign in. In the page's language (its loader sends "account" and "formResults").
 */
export function PasswordChangedCard({ message }: { message: string }) {
  const translator = useT();
  const { t } = translator;
  return (
    <AuthCard title={t("account.changed.title")} subtitle={t("account.changed.subtitle")} footer={null} homeLabel={t("account.backHome")}>
      <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{knownText(translator, "formResults", message)}</p>
      </div>
      <Link
        to="/login"
        className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <Icon name="key-round" className="size-4" /> {t("account.signIn")}
      </Link>
    </AuthCard>
  );
}
