import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import type { Verification } from "~/services/certificates.server";
import { formatCertificateCode } from "~/validation/results";
import { AWARD_TITLES } from "./award-format";
import { formatPublishedDate } from "~/lib/dates";

/** What a code certifies, or plainly that it is not one of ours. */
export function VerificationCard({ verification, typed }: { verification: Verification; typed: string }) {
  if (!verification.valid) {
    return (
      <section aria-labelledby="verify-outcome" className="rounded-2xl border-2 border-red-200 bg-red-50 p-5 sm:p-7">
        <h2 id="verify-outcome" className="flex items-center gap-2 text-xl font-bold text-red-900 sm:text-2xl">
          <Icon name="circle-alert" className="size-6 shrink-0" />
          Unknown certificate code
        </h2>
        <p className="mt-3 text-slate-800">
          No certificate has the code <span className="break-all font-mono font-bold">{typed}</span>. Check it against the certificate (it
          is printed under the QR code) and try again. A certificate whose code is not found here was not issued by us.
        </p>
      </section>
    );
  }
  const rows: [string, string][] =
    verification.type === "level"
      ? [
          ["Awarded to", verification.name],
          ["Passed", `${verification.course} ${verification.levelName}`],
          ["Exam", verification.exam],
          ["Date", formatPublishedDate(verification.date)],
          ["Centre", verification.centre],
          ["Certificate code", formatCertificateCode(verification.code)],
        ]
      : [
          ["Awarded to", verification.name],
          ["Competition", verification.competition],
          ["Level", verification.level],
          ["Award", AWARD_TITLES[verification.award]],
          ["Date", formatPublishedDate(verification.date)],
          ["Certificate code", formatCertificateCode(verification.code)],
        ];
  return (
    <section aria-labelledby="verify-outcome" className="rounded-2xl border-2 border-emerald-300 bg-white p-5 shadow-sm sm:p-7">
      <h2 id="verify-outcome" className="flex items-center gap-2 text-xl font-bold text-emerald-800 sm:text-2xl">
        <Icon name="circle-check" className="size-6 shrink-0" />
        Verified certificate
      </h2>
      <p className="mt-2 text-slate-700">This certificate is genuine: we issued it, and it says the following.</p>
      <dl className="mt-5 divide-y divide-slate-100 border-y border-slate-100">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className={term === "Awarded to" ? "text-lg font-bold text-slate-900" : "text-slate-900"}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/verify" className="mt-5 inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        Verify another certificate
      </Link>
    </section>
  );
}
