import { courseName } from "~/lib/courses";
import { levelPassMessageUrl } from "~/lib/level-pass-message";
import type { CompetitionRow } from "~/db/schema";
import type { EntryView } from "~/services/entries.server";

/** Per passed entry of a published level exam, the "Tell the parent on WhatsApp" link (entry id → wa.me URL). */
export function levelPassLinks(
  exam: Pick<CompetitionRow, "course">,
  entries: EntryView[],
  parents: { entryId: string; parentPhone: string }[],
  origin: string,
): Record<string, string> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const links: Record<string, string> = {};
  for (const { entryId, parentPhone } of parents) {
    const entry = byId.get(entryId);
    if (!entry?.certificateCode || entry.score === null || !exam.course) continue;
    const url = levelPassMessageUrl(
      {
        studentName: entry.studentName,
        parentPhone,
        level: entry.level,
        course: courseName(exam.course),
        centreName: entry.centreName,
        marks: entry.score,
        certificateCode: entry.certificateCode,
      },
      origin,
    );
    if (url) links[entryId] = url;
  }
  return links;
}
