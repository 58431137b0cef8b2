import type { Award } from "~/lib/enums";
import { SITE_NAME } from "~/lib/site";
import { formatCertificateCode } from "~/validation/results";
import { AWARD_COLOUR, AWARD_INK } from "./award-format";
import { BrandLogo } from "~/components/brand-mark";
import { formatDayIn } from "~/lib/dates";
import { AT_THE_CENTRE } from "~/validation/level-exams";
import type { Course } from "~/lib/enums";
import { useT } from "~/i18n/i18n-context";
import { RichText } from "~/i18n/rich-text";
import type { MessageId } from "~/i18n/translate";

export type CertificateView = {
  code: string;
  name: string;
  level: string;
  /** A competition's award; null on a level certificate (a level exam passed). */
  award: Award | null;
  rank: number | null;
  kind?: "competition" | "level-exam";
  /** A level certificate: the level as the programme names it, and the course. */
  levelTitle?: string | null;
  course?: string | null;
  competition: string;
  date: string;
  location: string;
  centre: string;
};

const HEADINGS: Record<Award, MessageId> = {
  gold: "printSheets.heading.achievement",
  silver: "printSheets.heading.achievement",
  bronze: "printSheets.heading.achievement",
  merit: "printSheets.heading.merit",
  participation: "printSheets.heading.participation",
};

/** What the child received, in the sentence (a participation has no name: the heading says it). */
const AWARD_NAMES: Record<Exclude<Award, "participation">, MessageId> = {
  gold: "printSheets.award.gold",
  silver: "printSheets.award.silver",
  bronze: "printSheets.award.bronze",
  merit: "printSheets.award.merit",
};

// Sized in container units (cqw: a hundredth of the sheet's width), so the sheet looks the same on a
// phone's screen, a desktop's and on A4 landscape paper (297 mm wide: 1cqw ≈ 3 mm).

/**
 * One certificate on an A4 landscape sheet: the brand, the child's full name, what and where, a
 * signature line, the code and its QR. In the page's language (a parent's from /mr/parents in Marathi).
 */
export function CertificateDocument({ certificate, qrSvg, verifyUrl }: { certificate: CertificateView; qrSvg: string; verifyUrl: string }) {
  const { t, tag } = useT();
  const { name, level, award, rank, competition, date, location, centre, code } = certificate;
  const passed = certificate.kind === "level-exam" || award === null;
  const outcome = passed || !award ? "passed" : award === "participation" ? "participation" : "award";
  // What, where and when, in the language's own order (the marks: printSheets.what).
  const what = t("printSheets.what", {
    centre,
    outcome,
    level: outcome === "passed" ? (certificate.levelTitle ?? level) : level,
    course: certificate.course ? t(`shell.course.${certificate.course as Course}`) : "none",
    award: award && award !== "participation" ? t(AWARD_NAMES[award]) : "",
    rank: rank ? t("shell.ordinal", { rank }) : "none",
    competition,
    place: location === AT_THE_CENTRE ? t("printSheets.atCentre") : t("printSheets.atPlace", { location }),
    date: formatDayIn(date, tag),
  });
  return (
    <article
      aria-label={t("printSheets.certificateFor", { name })}
      className="@container relative mx-auto aspect-[297/210] w-full max-w-[297mm] overflow-hidden bg-[#fffdf7] text-slate-900 shadow-xl print:h-[210mm] print:w-[297mm] print:max-w-none print:shadow-none"
    >
      <div className="absolute inset-[2.2cqw] border-[0.5cqw] border-double border-brand-800" />
      <div className="absolute inset-[3.4cqw] border-[0.15cqw] border-sun-500" />
      {[
        "left-[2.2cqw] top-[2.2cqw]",
        "right-[2.2cqw] top-[2.2cqw] rotate-90",
        "right-[2.2cqw] bottom-[2.2cqw] rotate-180",
        "left-[2.2cqw] bottom-[2.2cqw] -rotate-90",
      ].map((place) => (
        <svg key={place} viewBox="0 0 40 40" aria-hidden="true" className={`absolute size-[5cqw] ${place}`}>
          <path d="M0 0h40L0 40z" fill="#312e81" />
          <path d="M6 6h22L6 28z" fill="#f59e0b" />
        </svg>
      ))}
      <div className="relative flex h-full flex-col items-center px-[8cqw] pt-[5.6cqw] pb-[5cqw] text-center">
        <div className="flex items-center gap-[1.2cqw]">
          <BrandLogo className="size-[4.4cqw]" />
          <div className="text-left leading-tight">
            <p className="text-[2.2cqw] font-extrabold tracking-tight text-brand-900">{SITE_NAME}</p>
            <p className="text-[1.25cqw] font-medium text-slate-600">{t("shell.tagline")}</p>
          </div>
        </div>
        <h1 className="mt-[2.6cqw] font-serif text-[4.1cqw] font-bold uppercase tracking-[0.08em] text-brand-900">
          {t(award && !passed ? HEADINGS[award] : "printSheets.heading.level")}
        </h1>
        <p className="mt-[2cqw] text-[1.7cqw] italic text-slate-600">{t("printSheets.certify")}</p>
        {/* The recipient is the certificate's subject: a heading, as it looks (axe's p-as-heading). */}
        <h2 className="mt-[1cqw] max-w-full border-b-[0.15cqw] border-sun-500 px-[4cqw] pb-[0.6cqw] font-serif text-[5.2cqw] font-bold leading-tight text-slate-900">
          {name}
        </h2>
        <p className="mt-[2.2cqw] max-w-[72cqw] text-[1.85cqw] leading-relaxed text-slate-700">
          <RichText
            text={what}
            marks={{
              b: (inside) => <span className="font-semibold text-slate-900">{inside}</span>,
              rank: (inside) => <span className="whitespace-nowrap font-semibold text-slate-900">{inside}</span>,
              award: (inside) =>
                award ? (
                  <span className="font-bold" style={{ color: AWARD_INK[award] }}>
                    {inside}
                  </span>
                ) : (
                  inside
                ),
              date: (inside) => (
                <time dateTime={date} className="font-semibold text-slate-900">
                  {inside}
                </time>
              ),
            }}
          />
        </p>
        <div className="mt-auto grid w-full grid-cols-3 items-end">
          <div className="flex flex-col items-center">
            <span className="w-[20cqw] border-t-[0.12cqw] border-slate-700" />
            <span className="mt-[0.6cqw] text-[1.3cqw] font-semibold text-slate-800">{t("printSheets.director")}</span>
            <span className="text-[1.1cqw] text-slate-600">{SITE_NAME}</span>
          </div>
          {award && !passed ? (
            <AwardSeal award={award} />
          ) : (
            <Seal colour="#4338ca" label={level.toUpperCase()} caption={t("printSheets.seal.passed")} />
          )}
          <div className="flex items-end justify-end gap-[1cqw] text-right">
            <div className="text-[1cqw] leading-snug text-slate-600">
              <dl>
                <dt className="font-semibold uppercase tracking-wide">{t("printSheets.code")}</dt>
                <dd className="font-mono text-[1.5cqw] font-bold tracking-widest text-slate-900">{formatCertificateCode(code)}</dd>
              </dl>
              <p className="mt-[0.4cqw]">{t("printSheets.scan")}</p>
              <p className="font-mono">{verifyUrl.replace(/^https?:\/\//, "").replace(/\/verify\/.*$/, "/verify")}</p>
            </div>
            <div
              role="img"
              aria-label={t("printSheets.qr", { url: verifyUrl })}
              className="size-[11cqw] shrink-0 [&>svg]:h-full [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

/** The award's rosette, in its colour. */
function AwardSeal({ award }: { award: Award }) {
  const { t } = useT();
  const label = award === "participation" ? t("printSheets.seal.participant") : t(`shell.award.${award}`).toUpperCase();
  const caption = t(award === "merit" || award === "participation" ? "printSheets.seal.award" : "printSheets.seal.medal");
  return <Seal colour={AWARD_COLOUR[award]} label={label} caption={caption} />;
}

/** A rosette: a label and a caption on it. */
function Seal({ colour, label, caption }: { colour: string; label: string; caption: string }) {
  const points = Array.from({ length: 24 }, (_, index) => {
    const angle = (index * Math.PI) / 12;
    const radius = index % 2 ? 44 : 50;
    return `${(50 + radius * Math.sin(angle)).toFixed(1)},${(50 - radius * Math.cos(angle)).toFixed(1)}`;
  }).join(" ");
  return (
    <div className="flex justify-center">
      <svg viewBox="0 0 100 120" aria-hidden="true" className="w-[10cqw]">
        <path d="M30 80 L22 118 L36 108 L44 120 L50 86 Z M70 80 L78 118 L64 108 L56 120 L50 86 Z" fill={colour} opacity="0.85" />
        <polygon points={points} fill={colour} />
        <circle cx="50" cy="50" r="36" fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="3 2" />
        <text x="50" y="52" textAnchor="middle" fontSize={label.length > 7 ? 8 : 14} fontWeight="800" fill="#fff">
          {label}
        </text>
        <text x="50" y="66" textAnchor="middle" fontSize="8" fontWeight="600" fill="#fff" letterSpacing="1.5">
          {caption}
        </text>
      </svg>
    </div>
  );
}
