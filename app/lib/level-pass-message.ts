import { normalizeWhatsApp } from "~/validation/fields";
import { levelNumberOf } from "~/lib/level-names";
import { formatCertificateCode } from "~/validation/results";

// Telling a parent their child passed a level exam: a wa.me link the partner opens on their own
// phone, the message filled in (the child's first name, the level passed and the next, the marks,
// and where anyone can check the certificate). The partner sends it from their own WhatsApp, as the
// family's contact: the site sends parents nothing of its own until they have agreed to it.

export type LevelPass = {
  studentName: string;
  parentPhone: string;
  level: string;
  course: string;
  centreName: string;
  marks: number;
  certificateCode: string;
};

/** The chat link with the message, or null when the parent's phone is no WhatsApp number. */
export function levelPassMessageUrl(pass: LevelPass, origin: string): string | null {
  const number = normalizeWhatsApp(pass.parentPhone);
  if (!number) return null;
  const firstName = pass.studentName.trim().split(/\s+/)[0] ?? pass.studentName;
  const passed = levelNumberOf(pass.level);
  const next = Number.isFinite(passed) ? ` and moves up to Level ${passed + 1}` : "";
  const code = formatCertificateCode(pass.certificateCode);
  const text =
    `Congratulations! ${firstName} has passed ${pass.course} ${pass.level} at ${pass.centreName} with ${pass.marks} marks out of 100${next}. ` +
    `The level certificate's code is ${code}; anyone can check it at ${origin}/verify/${code}`;
  return `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}`;
}
