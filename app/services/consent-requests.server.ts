import { and, eq, sql } from "drizzle-orm";
import { centres, students } from "~/db/schema";
import { serverTranslator } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import { conflict, notFound } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import type { StudentInput } from "~/validation/students";
import type { Deps } from "./deps.server";
import { templateLanguage } from "~/lib/whatsapp-templates";
import { languageOfPhone } from "./parent-languages.server";
import { readWhatsAppSettings } from "./site-info.server";
import { authorizeKeeper, createStudent, studentsVisibleTo } from "./students.server";
import { sendWhatsAppTemplate } from "./whatsapp.server";

// Asking a parent for consent, and telling them of what was done with their child's data: both by
// WhatsApp template, when delivery is configured and the template switched on. A child added by a
// partner waits as "awaiting parental consent" once the request has gone; before that (imported,
// or no WhatsApp) as "consent needed", and the partner can show the parent the page's link and QR.
// Each goes in the parent's language (parent-languages.server.ts) where its translation is
// approved, and then names the parents' page in that language.

/** The parents' page on this site, in `language`. */
export const parentsPageUrl = (origin: string, language: Locale = DEFAULT_LOCALE) => `${origin}${localizedPath(language, "/parents")}`;

const ASK_SPACING_MS = 24 * 60 * 60 * 1000;

type AskDeps = Pick<Deps, "db" | "whatsApp">;

/**
 * Sends the parent of a student `actor` keeps (404 otherwise) the request for consent, at most once
 * a day per child, and marks the child "awaiting" (unless consent is recorded). 409 when consent is
 * given already, was asked within a day, or WhatsApp is not set up.
 */
export async function askParentConsent(deps: AskDeps, actor: Actor | null, studentId: string, origin: string, now = new Date()) {
  const keeper = authorizeKeeper(actor);
  const student = await deps.db
    .select({
      name: students.name,
      parentPhone: students.parentPhone,
      status: students.consentStatus,
      askedAt: students.consentAskedAt,
      centre: centres.name,
      language: languageOfPhone(students.parentPhone),
    })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(and(eq(students.id, studentId), studentsVisibleTo(keeper)))
    .get();
  if (!student) throw notFound("Student not found.");
  if (student.status === "given") throw conflict(`${student.name}'s parent has consented already.`);
  if (student.askedAt && now.getTime() - Date.parse(student.askedAt) < ASK_SPACING_MS)
    throw conflict(`${student.name}'s parent was asked within the last day: give them time, or show them the link.`);
  const sent = await sendConsentRequest(deps, { id: studentId, ...student }, origin, now);
  if (!sent) throw conflict("WhatsApp messages are not set up on this site: show the parent the link or the QR code instead.");
  return { message: `Request sent to ${student.name}'s parent on WhatsApp.` };
}

/** Sends the request and marks the child asked; false when WhatsApp (or the template) is off. */
async function sendConsentRequest(
  { db, whatsApp }: AskDeps,
  student: { id: string; name: string; parentPhone: string; centre: string; language: Locale },
  origin: string,
  now: Date,
): Promise<boolean> {
  if (!whatsApp) return false;
  const { templates } = await readWhatsAppSettings({ db });
  if (!templates.consent_request.enabled) return false;
  const language = templateLanguage(templates.consent_request, student.language);
  await sendWhatsAppTemplate(whatsApp, student.parentPhone, {
    kind: "consent_request",
    name: templates.consent_request.name,
    parameters: [student.name, student.centre, parentsPageUrl(origin, language)],
    language,
  });
  await db
    .update(students)
    .set({
      consentAskedAt: now.toISOString(),
      consentStatus: sql`iif(${students.consentStatus} = 'needed', 'awaiting', ${students.consentStatus})`,
    })
    .where(eq(students.id, student.id));
  return true;
}

/**
 * POST /api/students and the roster's "Add student": adds the child, then (after the answer) asks
 * their parent for consent on WhatsApp when that is set up.
 */
export async function enrolStudent(deps: AskDeps & Pick<Deps, "afterResponse">, actor: Actor | null, input: StudentInput, origin: string) {
  const { student, centreName, parentLanguage } = await createStudent(deps, actor, input);
  deps.afterResponse(
    sendConsentRequest(deps, { ...student, centre: centreName, language: parentLanguage }, origin, new Date()).catch((error: unknown) =>
      console.error("Consent request: not sent", error),
    ),
  );
  return student;
}

/**
 * Tells a parent, on WhatsApp, what was done with their child's data (nothing when it is not set
 * up), in their language (`language`, read with their phone) where approved: `words` writes what
 * happened and its details in the language the message goes in.
 */
export async function tellParent(
  { db, whatsApp }: AskDeps,
  { phone, language: wanted }: { phone: string; language: Locale },
  words: (translator: Translator) => [what: string, details: string],
  origin: string,
): Promise<void> {
  if (!whatsApp) return;
  const { templates } = await readWhatsAppSettings({ db });
  if (!templates.parent_notice.enabled) return;
  const language = templateLanguage(templates.parent_notice, wanted);
  await sendWhatsAppTemplate(whatsApp, phone, {
    kind: "parent_notice",
    name: templates.parent_notice.name,
    parameters: [...words(serverTranslator(language, "whatsapp", "parents")), parentsPageUrl(origin, language)],
    language,
  });
}
