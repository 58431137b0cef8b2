import type { Award } from "~/lib/enums";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { formatCertificateCode } from "~/validation/results";
import { AWARD_COLOUR, AWARD_INK, AWARD_TITLES, ordinal } from "./award-format";
import { BrandLogo } from "~/components/brand-mark";
import { formatPublishedDate } from "~/lib/dates";
import { courseName } from "~/lib/courses";
import { AT_THE_CENTRE } from "~/validation/level-exams";
import type { Course } from "~/lib/enums";

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

const HEADINGS: Record<Award, string> = {
  gold: "Certificate of Achievement",
  silver: "Certificate of Achievement",
  bronze: "Certificate of Achievement",
  merit: "Certificate of Merit",
  participation: "Certificate of Participation",
};

// Sized in container units (cqw: a hundredth of the sheet's width), so the sheet looks the same on a
// phone's screen, a desktop's and on A4 landscape paper (297 mm wide: 1cqw ≈ 3 mm).

/** One certificate on an A4 landscape sheet: the brand, the child's full name, what and where, a signature line, the code and its QR. */
export function CertificateDocument({ certificate, qrSvg, verifyUrl }: { certificate: CertificateView; qrSvg: string; verifyUrl: string }) {
  const { name, level, award, rank, competition, date, location, centre, code } = certificate;
  const passed = certificate.kind === "level-exam" || award === null;
  return (
    <article
      aria-label={`Certificate for ${name}`}
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
            <p className="text-[1.25cqw] font-medium text-slate-600">{SITE_TAGLINE}</p>
          </div>
        </div>
        <h1 className="mt-[2.6cqw] font-serif text-[4.1cqw] font-bold uppercase tracking-[0.08em] text-brand-900">
          {award && !passed ? HEADINGS[award] : "Certificate of Level Completion"}
        </h1>
        <p className="mt-[2cqw] text-[1.7cqw] italic text-slate-600">This is to certify that</p>
        {/* The recipient is the certificate's subject: a heading, as it looks (axe's p-as-heading). */}
        <h2 className="mt-[1cqw] max-w-full border-b-[0.15cqw] border-sun-500 px-[4cqw] pb-[0.6cqw] font-serif text-[5.2cqw] font-bold leading-tight text-slate-900">
          {name}
        </h2>
        <p className="mt-[2.2cqw] max-w-[72cqw] text-[1.85cqw] leading-relaxed text-slate-700">
          of <span className="font-semibold text-slate-900">{centre}</span>{" "}
          {passed || !award ? (
            <>
              has passed <span className="font-semibold text-slate-900">{certificate.levelTitle ?? level}</span>
              {certificate.course ? <> of the {courseName(certificate.course as Course)} programme</> : null}
            </>
          ) : (
            <Achievement award={award} />
          )}
          {rank ? (
            <>
              {" "}
              with <span className="whitespace-nowrap font-semibold text-slate-900">{ordinal(rank)} place</span>
            </>
          ) : null}{" "}
          {passed ? null : (
            <>
              {" "}
              in <span className="font-semibold text-slate-900">{level}</span>
            </>
          )}{" "}
          at the <span className="font-semibold text-slate-900">{competition}</span>, held{" "}
          {location === AT_THE_CENTRE ? "at the centre" : `at ${location}`} on{" "}
          <time dateTime={date} className="font-semibold text-slate-900">
            {formatPublishedDate(date)}
          </time>
          .
        </p>
        <div className="mt-auto grid w-full grid-cols-3 items-end">
          <div className="flex flex-col items-center">
            <span className="w-[20cqw] border-t-[0.12cqw] border-slate-700" />
            <span className="mt-[0.6cqw] text-[1.3cqw] font-semibold text-slate-800">Director</span>
            <span className="text-[1.1cqw] text-slate-600">{SITE_NAME}</span>
          </div>
          {award && !passed ? <AwardSeal award={award} /> : <Seal colour="#4338ca" label={level.toUpperCase()} caption="PASSED" />}
          <div className="flex items-end justify-end gap-[1cqw] text-right">
            <div className="text-[1cqw] leading-snug text-slate-600">
              <dl>
                <dt className="font-semibold uppercase tracking-wide">Certificate code</dt>
                <dd className="font-mono text-[1.5cqw] font-bold tracking-widest text-slate-900">{formatCertificateCode(code)}</dd>
              </dl>
              <p className="mt-[0.4cqw]">Scan, or verify at</p>
              <p className="font-mono">{verifyUrl.replace(/^https?:\/\//, "").replace(/\/verify\/.*$/, "/verify")}</p>
            </div>
            <div
              role="img"
              aria-label={`QR code linking to ${verifyUrl}`}
              className="size-[11cqw] shrink-0 [&>svg]:h-full [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

/** What the child did, in the sentence: a medal or merit is named in its colour; taking part needs no name (the heading says it). */
function Achievement({ award }: { award: Award }) {
  if (award === "participation") return <>took part</>;
  const title = award === "merit" ? "Merit Award" : AWARD_TITLES[award];
  return (
    <>
      has been awarded the{" "}
      <span className="font-bold" style={{ color: AWARD_INK[award] }}>
        {title}
      </span>
    </>
  );
}

/** The award's rosette, in its colour. */
function AwardSeal({ award }: { award: Award }) {
  const label = award === "participation" ? "PARTICIPANT" : award.toUpperCase();
  const caption = award === "merit" || award === "participation" ? "AWARD" : "MEDAL";
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
