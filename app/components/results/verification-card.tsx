import { withLink } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-context";
import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { Verification } from "~/services/certificates.server";
import { formatCertificateCode } from "~/validation/results";
import { formatDayIn } from "~/lib/dates";

/** What a code certifies, or plainly that it is not one of ours. */
export function VerificationCard({ verification, typed }: { verification: Verification; typed: string }) {
  const { t, tag } = useT();
  if (!verification.valid) {
    const [before, , after] = withLink(t("verify.unknownText", { code: "" }));
    return (
      <section aria-labelledby="verify-outcome" className="rounded-2xl border-2 border-red-200 bg-red-50 p-5 sm:p-7">
        <h2 id="verify-outcome" className="flex items-center gap-2 text-xl font-bold text-red-900 sm:text-2xl">
          <Icon name="circle-alert" className="size-6 shrink-0" />
          {t("verify.unknown")}
        </h2>
        <p className="mt-3 text-slate-800">
          {before}
          <span className="break-all font-mono font-bold">{typed}</span>
          {after}
        </p>
      </section>
    );
  }
  const awardedTo = t("verify.awardedTo");
  const rows: [string, string][] =
    verification.type === "level"
      ? [
          [awardedTo, verification.name],
          [t("verify.passed"), `${verification.course} ${verification.levelName}`],
          [t("verify.exam"), verification.exam],
          [t("verify.date"), formatDayIn(verification.date, tag)],
          [t("verify.centre"), verification.centre],
          [t("verify.code"), formatCertificateCode(verification.code)],
        ]
      : [
          [awardedTo, verification.name],
          [t("verify.competition"), verification.competition],
          [t("verify.level"), verification.level],
          [t("verify.award"), t(`verify.award.${verification.award}`)],
          [t("verify.date"), formatDayIn(verification.date, tag)],
          [t("verify.code"), formatCertificateCode(verification.code)],
        ];
  return (
    <section aria-labelledby="verify-outcome" className="rounded-2xl border-2 border-emerald-300 bg-white p-5 shadow-sm sm:p-7">
      <h2 id="verify-outcome" className="flex items-center gap-2 text-xl font-bold text-emerald-800 sm:text-2xl">
        <Icon name="circle-check" className="size-6 shrink-0" />
        {t("verify.verified")}
      </h2>
      <p className="mt-2 text-slate-700">{t("verify.genuine")}</p>
      <dl className="mt-5 divide-y divide-slate-100 border-y border-slate-100">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className={term === awardedTo ? "text-lg font-bold text-slate-900" : "text-slate-900"}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/verify" className="mt-5 inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        {t("verify.another")}
      </Link>
    </section>
  );
}
