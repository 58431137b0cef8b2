import { and, eq, inArray, sql } from "drizzle-orm";
import { centres, galleryItems, galleryItemStudents, students } from "~/db/schema";
import { containsText } from "~/db/contains.server";
import { authorize, canManageContent, type Actor } from "~/lib/permissions";
import { conflict, invalidInput } from "~/lib/errors";
import type { Deps } from "./deps.server";

// The children a gallery photo shows (issue 35): named by the admin when uploading or editing, each
// only with their parent's consent to photos. A photo is public only while every child it shows
// still has that consent: a withdrawal hides it at once (the edge cache's "gallery" area changes
// with the consent), and a consent given again shows it again.

/** SQL: the photo shows a child whose parent does not (or no longer) consent to photos. */
export const showsChildWithoutConsent = sql`exists (select 1 from ${galleryItemStudents} gs join ${students} s on s.id = gs.student_id
  where gs.gallery_item_id = ${galleryItems.id} and s.consent_photos = 0)`;

/** For the admin's view: the children a photo shows, `[{ id, name }]` as JSON. Never in a visitor's answer. */
export const childrenShown = sql<string>`(select coalesce(json_group_array(json_object('id', s.id, 'name', s.name)), '[]')
  from ${galleryItemStudents} gs join ${students} s on s.id = gs.student_id where gs.gallery_item_id = ${galleryItems.id})`;

export const CHILDREN_FIELD = "studentIds";

/** The students named for a photo, each on a roster and with their parent's consent to photos; else a 400 or a 409 naming the child. */
export async function checkChildrenShown({ db }: Pick<Deps, "db">, studentIds: readonly string[]) {
  if (studentIds.length === 0) return;
  const found = await db
    .select({ id: students.id, name: students.name, photos: students.consentPhotos })
    .from(students)
    .where(inArray(students.id, [...studentIds]));
  if (found.length !== new Set(studentIds).size) {
    const message = "A child named for this photo is not on any roster";
    throw invalidInput(message, { [CHILDREN_FIELD]: [message] });
  }
  const refused = found.filter((child) => !child.photos).map((child) => child.name);
  if (refused.length) {
    const message = `${refused.join(", ")}: no parent's consent to photos. Leave them out, or choose another photo.`;
    throw conflict(message, { [CHILDREN_FIELD]: [message] });
  }
}

/** The statements that make `studentIds` the children photo `id` shows (for the batch of its save). */
export function setChildrenShown(db: Deps["db"], id: string, studentIds: readonly string[]) {
  const unique = [...new Set(studentIds)];
  return [
    db.delete(galleryItemStudents).where(eq(galleryItemStudents.galleryItemId, id)),
    ...(unique.length ? [db.insert(galleryItemStudents).values(unique.map((studentId) => ({ galleryItemId: id, studentId })))] : []),
  ] as const;
}

/** The admin's "Children in this photo" search: up to 8 students whose name has `query`, with their centre and consent to photos. */
export async function findChildrenForPhoto({ db }: Pick<Deps, "db">, actor: Actor | null, query: string) {
  authorize(actor, canManageContent, "Only administrators can manage the gallery.");
  const text = query.trim().slice(0, 60);
  if (text.length < 2) return [];
  return db
    .select({ id: students.id, name: students.name, centre: centres.name, photos: students.consentPhotos })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(and(containsText(students.name, text), eq(students.archived, false)))
    .orderBy(students.name)
    .limit(8);
}
