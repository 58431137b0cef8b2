import type { ReactNode } from "react";

/**
 * The left side of a marks or results row: the roll number, the student's name, a badge (their award,
 * or pass and fail), what the row is at (`detail`: the centre, with the level for a level exam) and
 * the certificate once there is one.
 */
export function EntryRowHeading({
  entry,
  badge,
  detail,
}: {
  entry: { id: string; rollNumber: string; studentName: string; certificateCode: string | null };
  badge: ReactNode;
  detail: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold text-slate-800">{entry.rollNumber}</span>
        <span className="font-semibold text-slate-900">{entry.studentName}</span>
        {badge}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        {detail}
        {entry.certificateCode ? (
          <>
            {" · "}
            <a href={`/certificates/${entry.id}`} className="font-semibold text-brand-700 hover:underline">
              Certificate<span className="sr-only"> of {entry.studentName}</span>
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
