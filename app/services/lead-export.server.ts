import { COURSE_INFO } from "~/lib/courses";
import { toCsv } from "~/lib/csv";
import { IST_OFFSET_MS, indiaDate } from "~/lib/dates";
import { authorize, canManageLeads, type Actor } from "~/lib/permissions";
import type { LeadFilters } from "~/validation/leads";
import type { Deps } from "./deps.server";
import type { CsvFile } from "~/lib/csv";
import { listLeads } from "./leads.server";

export const LEAD_COLUMNS = [
  "Received",
  "Type",
  "Status",
  "Centre",
  "City",
  "Name",
  "Phone",
  "Email",
  "Child",
  "Child's age",
  "Course",
  "Preferred time",
  "Area",
  "Occupation",
  "Investment",
  "Message",
  "Lost reason",
  "Notes",
] as const;

/** The most rows one file holds: a busy network's few years of leads. */
const MAX_EXPORTED = 20_000;

const indiaDateTime = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/** The leads the Leads tab's filters select (all of them, not one screen), newest first. Admins only. */
export async function exportLeads(
  { db }: Pick<Deps, "db">,
  actor: Actor | null,
  filters: LeadFilters,
  today = indiaDate(),
): Promise<CsvFile> {
  const admin = authorize(actor, canManageLeads, "Only administrators can export leads.");
  const { leads } = await listLeads({ db }, admin, filters, { limit: MAX_EXPORTED });
  const body = toCsv(
    LEAD_COLUMNS,
    leads.map((lead) => {
      const demo = lead.type === "demo" ? lead : null;
      const franchise = lead.type === "franchise" ? lead : null;
      return [
        indiaDateTime(lead.createdAt),
        lead.type,
        lead.status,
        lead.centreName ?? "",
        lead.city ?? "",
        lead.name,
        lead.phone,
        lead.email ?? "",
        demo?.childName ?? "",
        demo?.childAge ?? "",
        demo?.course ? COURSE_INFO[demo.course].name : "",
        demo?.preferredTime ?? "",
        franchise?.area ?? "",
        franchise?.occupation ?? "",
        franchise?.investment ?? "",
        franchise?.message ?? "",
        lead.lostReason ?? "",
        lead.notes.map((note) => `${indiaDateTime(note.createdAt)} ${note.authorName}: ${note.body}`).join("\n"),
      ];
    }),
  );
  return { filename: `leads-${today}.csv`, body };
}
