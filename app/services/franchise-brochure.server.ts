import { eq } from "drizzle-orm";
import { siteSettings } from "~/db/schema";
import { invalidInput, notFound } from "~/lib/errors";
import { BROCHURE_FIELD, BROCHURE_NOT_PDF, BROCHURE_TOO_BIG, fileSizeText, MAX_BROCHURE_BYTES } from "~/lib/franchise-brochure";
import { authorize, canManageSettings, type Actor } from "~/lib/permissions";
import type { FranchiseBrochure } from "~/lib/site";
import { activityEntry } from "./activity.server";
import type { Deps } from "./deps.server";

// The franchise brochure: a PDF an admin uploads in Settings (or PUT /api/franchise-brochure), kept
// in R2 under a key of its own, named by the "franchiseBrochure" setting; /franchise links to it
// while one is saved. A new upload replaces the old file, which is deleted once the setting names
// the new one. The setting is a site_settings row, so saving it tells the edge cache (the
// franchise page shows the link).

const SETTING = "franchiseBrochure";
/** The Settings page's forms carry at most the brochure and a few fields. */
export const BROCHURE_FORM_BODY_LIMIT = MAX_BROCHURE_BYTES + 64 * 1024;
const REFUSE = "Only administrators can change the franchise brochure.";

/** The saved setting: the R2 key beside what visitors are told. */
type SavedBrochure = FranchiseBrochure & { key: string };

const PDF_START = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PDF_END = "%%EOF";

/** Whether the bytes are a whole PDF: its header at the start and its end-of-file marker near the end (a cut upload has none). */
function isWholePdf(bytes: Uint8Array): boolean {
  if (!PDF_START.every((byte, i) => bytes[i] === byte)) return false;
  return String.fromCharCode(...bytes.subarray(Math.max(0, bytes.byteLength - 1024))).includes(PDF_END);
}

const refused = (message: string) =>
  invalidInput(`Brochure: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { [BROCHURE_FIELD]: [message] });

/** What a saved value holds, when it is a brochure; anything else is treated as none. */
export function savedBrochure(value: unknown): SavedBrochure | null {
  const saved = value as Partial<SavedBrochure> | null;
  return typeof saved?.key === "string" && typeof saved.bytes === "number" && typeof saved.uploadedAt === "string"
    ? { key: saved.key, bytes: saved.bytes, uploadedAt: saved.uploadedAt }
    : null;
}

async function readSaved(db: Deps["db"]): Promise<SavedBrochure | null> {
  const row = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SETTING)).get();
  return savedBrochure(row?.value);
}

/** Checks and stores a brochure, in place of the one before it. Admins only. Answers what visitors are told of it. */
export async function saveFranchiseBrochure(
  { db, images }: Pick<Deps, "db" | "images">,
  actor: Actor | null,
  file: Blob | Uint8Array,
): Promise<FranchiseBrochure> {
  const admin = authorize(actor, canManageSettings, REFUSE);
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw refused("Choose a PDF file to upload");
  if (bytes.byteLength > MAX_BROCHURE_BYTES) throw refused(BROCHURE_TOO_BIG);
  if (!isWholePdf(bytes)) throw refused(BROCHURE_NOT_PDF);

  const before = await readSaved(db);
  const saved: SavedBrochure = {
    key: `brochures/${crypto.randomUUID()}.pdf`,
    bytes: bytes.byteLength,
    uploadedAt: new Date().toISOString(),
  };
  await images.put(saved.key, bytes, { httpMetadata: { contentType: "application/pdf" } });
  try {
    await db.batch([
      db
        .insert(siteSettings)
        .values({ key: SETTING, value: saved, updatedAt: saved.uploadedAt })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: saved, updatedAt: saved.uploadedAt } }),
      activityEntry(db, admin, {
        action: "settings.update",
        target: SETTING,
        summary: `Uploaded the franchise brochure (${fileSizeText(bytes.byteLength)})`,
      }),
    ]);
  } catch (error) {
    // Not saved: the new file would be named by nothing.
    await images.delete(saved.key);
    throw error;
  }
  if (before) await forget(images, before.key);
  return { bytes: saved.bytes, uploadedAt: saved.uploadedAt };
}

/** Takes the brochure down: /franchise no longer offers it. Admins only; 404 when none is uploaded. */
export async function removeFranchiseBrochure({ db, images }: Pick<Deps, "db" | "images">, actor: Actor | null): Promise<void> {
  const admin = authorize(actor, canManageSettings, REFUSE);
  const before = await readSaved(db);
  if (!before) throw notFound("No franchise brochure is uploaded.");
  await db.batch([
    db.delete(siteSettings).where(eq(siteSettings.key, SETTING)),
    activityEntry(db, admin, { action: "settings.update", target: SETTING, summary: "Removed the franchise brochure" }),
  ]);
  await forget(images, before.key);
}

/** Deletes a brochure no setting names any more; a failure leaves an unused file, said in the log, not to the admin. */
async function forget(images: R2Bucket, key: string) {
  try {
    await images.delete(key);
  } catch (error) {
    console.error(`The old franchise brochure ${key} could not be deleted`, error);
  }
}

/** The brochure's file, for anyone to download; null when none is uploaded. */
export async function franchiseBrochureFile({ db, images }: Pick<Deps, "db" | "images">): Promise<R2ObjectBody | null> {
  const saved = await readSaved(db);
  return saved ? images.get(saved.key) : null;
}
