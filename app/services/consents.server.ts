import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { students, studentConsents } from "~/db/schema";
import type { StudentConsent } from "~/lib/consent";
import type { ConsentMethod } from "~/lib/enums";
import { conflict, notFound } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy-notice";
import type { PaperConsentInput } from "~/validation/consents";
import type { ParentConsentInput } from "~/validation/parents";
import { childOfParent } from "./parents.server";
import { tellParent } from "./consent-requests.server";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";
import { storePrivateImage } from "./images.server";
import { logReads, READS } from "./record-reads.server";
import { authorizeKeeper, studentsVisibleTo } from "./students.server";
import type { Translator } from "~/i18n/translate";
import { languageOfPhone } from "./parent-languages.server";

// A parent's consent for their child's data (DPDP Act section 9, Rule 10; issue 35). Each time it
// is given or changed a row is added to student_consents with the choices, the notice's version,
// the time and the method; its trigger sets the consent in force on the student's row. Here: the
// consent a parent gave in person on the signed enrolment form, which the child's centre records
// and attests with a photo of the form (kept privately in R2, never under /images/).

/** What a parent is told of their signed form, in the language of their message. */
function paperConsentTold(
  t: Translator["t"],
  { core, results, photos, messages }: Pick<PaperConsentInput, "core" | "results" | "photos" | "messages">,
) {
  if (!core) return t("whatsapp.paperWithdrawn");
  const purposes = [
    results && t("whatsapp.purpose.results"),
    photos && t("whatsapp.purpose.photos"),
    messages && t("whatsapp.purpose.messages"),
  ].filter(Boolean);
  return purposes.length ? t("whatsapp.paperRecorded", { purposes: purposes.join(", ") }) : t("whatsapp.paperRecordedCoreOnly");
}

/** A consent just recorded: the consent in force, and how and when it was given. */
export type RecordedConsent = StudentConsent & { method: ConsentMethod; noticeVersion: string; recordedAt: string };

/** "results and photos" and the like: what a consent allows beyond the core service. */
function allowed({ results, photos, messages }: Pick<PaperConsentInput, "results" | "photos" | "messages">) {
  const purposes = [results && "results", photos && "photos", messages && "WhatsApp updates"].filter(Boolean);
  return purposes.length ? purposes.join(", ") : "nothing beyond the core service";
}

/**
 * PUT /api/students/{id}/consent `{ method: "paper", core, results, photos, messages, evidence }`
 * and the student page's form (the photo as a file): the child's centre (or an admin) records the
 * consent on the signed enrolment form. 404 for a
 * student the caller does not keep; 409 for an archived one; 400 naming `evidence` for a photo
 * that is not an image.
 */
export async function recordPaperConsent(
  deps: Pick<Deps, "db" | "images" | "whatsApp" | "afterResponse">,
  actor: Actor | null,
  studentId: string,
  input: Omit<PaperConsentInput, "method" | "evidence"> & { evidence: File | string },
  origin: string,
): Promise<RecordedConsent> {
  const { db, images } = deps;
  const keeper = authorizeKeeper(actor);
  const student = await db
    .select({
      name: students.name,
      archived: students.archived,
      parentPhone: students.parentPhone,
      language: languageOfPhone(students.parentPhone),
    })
    .from(students)
    .where(and(eq(students.id, studentId), studentsVisibleTo(keeper)))
    .get();
  if (!student) throw notFound("Student not found.");
  if (student.archived) throw conflict(`${student.name} is archived: restore them before recording their consent.`);

  const evidenceKey = await storePrivateImage(images, input.evidence, "consent-forms", "evidence");
  const recordedAt = new Date().toISOString();
  const { core, results, photos, messages } = input;
  const summary = core
    ? `Recorded ${student.name}'s consent from the signed form: the core service and ${allowed(input)}`
    : `Recorded from the signed form that ${student.name}'s parent withdrew consent`;
  try {
    await db.batch([
      db.insert(studentConsents).values({
        studentId,
        core,
        results,
        photos,
        messages,
        method: "paper",
        noticeVersion: PRIVACY_NOTICE_VERSION,
        recordedAt,
        recordedBy: keeper.id,
        parentPhone: student.parentPhone,
        evidenceKey,
      }),
      activityEntry(db, keeper, { action: "student.consent", target: studentId, summary }),
    ]);
  } catch (error) {
    await images.delete(evidenceKey);
    throw error;
  }
  // The parent is told, and can confirm or change it from their page.
  const told = ({ t }: Translator): [string, string] => [t("whatsapp.consentFor", { name: student.name }), paperConsentTold(t, input)];
  deps.afterResponse(
    tellParent(deps, { phone: student.parentPhone, language: student.language }, told, origin).catch((error: unknown) =>
      console.error("Consent: the parent was not told", error),
    ),
  );
  return recorded(input, "paper", recordedAt);
}

/** The consent in force after recording these choices. */
const recorded = ({ core, results, photos, messages }: ParentConsentInput, method: ConsentMethod, recordedAt: string): RecordedConsent => ({
  status: core ? "given" : "withdrawn",
  results: core && results,
  photos: core && photos,
  messages: core && messages,
  method,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  recordedAt,
});

/**
 * PUT /api/parents/children/{id}/consent and the parents' page: the parent gives, changes or
 * withdraws their own consent, each choice on its own, as easily as it was given. 404 for a child
 * not on record with their phone. It holds at once: public results stop naming the child in the
 * same request (the edge cache's "results" area changes with student_consents).
 */
export async function recordParentConsent({ db }: Pick<Deps, "db">, phone: string, studentId: string, input: ParentConsentInput) {
  const child = await childOfParent({ db }, phone, studentId);
  if (!child) throw notFound("Child not found.");
  const recordedAt = new Date().toISOString();
  const { core, results, photos, messages } = input;
  await db.insert(studentConsents).values({
    studentId,
    core,
    results,
    photos,
    messages,
    method: "parent",
    noticeVersion: PRIVACY_NOTICE_VERSION,
    recordedAt,
    parentPhone: phone,
  });
  return { name: child.name, consent: recorded(input, "parent", recordedAt) };
}

/**
 * The photo of the newest signed consent form of a student `actor` keeps (their centre's partners,
 * admins): its bytes and type, or 404 (another centre's student, or no form recorded). The read is
 * logged in the same batch (the staff read log).
 */
export async function readConsentForm({ db, images }: Pick<Deps, "db" | "images">, actor: Actor | null, studentId: string) {
  const keeper = authorizeKeeper(actor);
  const theirs = and(eq(studentConsents.studentId, studentId), isNotNull(studentConsents.evidenceKey), studentsVisibleTo(keeper));
  const hasForm = sql`exists (select 1 from ${studentConsents} where ${and(eq(studentConsents.studentId, students.id), isNotNull(studentConsents.evidenceKey))})`;
  const [[form]] = await db.batch([
    db
      .select({ key: studentConsents.evidenceKey })
      .from(studentConsents)
      .innerJoin(students, eq(students.id, studentConsents.studentId))
      .where(theirs)
      .orderBy(desc(studentConsents.recordedAt))
      .limit(1),
    logReads(db, keeper, READS.consentForm, and(eq(students.id, studentId), studentsVisibleTo(keeper), hasForm)),
  ]);
  const object = form?.key ? await images.get(form.key) : null;
  if (!object) throw notFound("No signed consent form is recorded for this student.");
  return { body: object.body, type: object.httpMetadata?.contentType ?? "application/octet-stream" };
}
