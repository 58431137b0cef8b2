import { and, eq, gt, lt, sql } from "drizzle-orm";
import { insertSelect } from "~/db/insert-select.server";
import { parentCodes, parentLanguages, parentSessions, students } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { templateLanguage } from "~/lib/whatsapp-templates";
import { invalidInput, notSignedIn } from "~/lib/errors";
import { codeWindowStart, hashCode, randomCode } from "~/lib/one-time-code.server";
import { PARENT_CODE_MESSAGE, type ParentCodeInput, type ParentSessionInput } from "~/validation/parents";
import type { Deps } from "./deps.server";
import { firstParentLanguage } from "./parent-languages.server";
import { readWhatsAppSettings } from "./site-info.server";
import { sendWhatsAppTemplate } from "./whatsapp.server";

// A parent signs in to /parents with their WhatsApp number and a 6-digit code sent to it, valid for
// 10 minutes and five tries; only a keyed hash of it is kept. The answer to asking is the same
// whether or not a child is on record with that number, and is given at once: the code is sent
// after the answer (Deps.afterResponse). The code makes a session for that phone, kept on the
// device for 180 days: a random token, of which the table keeps only the SHA-256. The code is
// written in the language of the page that asked (where approved), and signing in from a page in
// Marathi or Hindi keeps that language for the parent's later messages, unless they chose one.

export const PARENT_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_PARENT_CODE_ATTEMPTS = 5;
export const PARENT_SESSION_DAYS = 180;
const CODE_PURPOSE = "parent-sign-in";

export const PARENT_CODE_SENT =
  "If a child at one of our centres is on record with this number, a 6-digit code is on its way on WhatsApp. It works for 10 minutes.";

type CodeDeps = Pick<Deps, "db" | "jwtSecret" | "whatsApp" | "afterResponse">;

/** Whether parents can sign in here at all: WhatsApp delivery configured, and the code's template switched on. */
export async function parentSignInAvailable(deps: Pick<Deps, "db" | "whatsApp">): Promise<boolean> {
  if (!deps.whatsApp) return false;
  const { templates } = await readWhatsAppSettings(deps);
  return templates.parent_code.enabled;
}

/** POST /api/parents/code: the one answer at once; the code goes afterwards, only to a phone with a child on record. */
export function requestParentCode(deps: CodeDeps, input: ParentCodeInput, now = new Date()): { message: string } {
  deps.afterResponse(
    sendParentCode(deps, input.phone, now, input.language).catch((error: unknown) => console.error("Parent sign-in: no code sent", error)),
  );
  return { message: PARENT_CODE_SENT };
}

/** The work behind a request (exported for tests): "sent", or why not. */
export async function sendParentCode(
  deps: CodeDeps,
  phone: string,
  now = new Date(),
  language: Locale = DEFAULT_LOCALE,
): Promise<"sent" | "unknown" | "too soon" | "off"> {
  const { db, whatsApp } = deps;
  if (!whatsApp) return "off";
  const [{ templates }, child, existing] = await Promise.all([
    readWhatsAppSettings(deps),
    db.select({ id: students.id }).from(students).where(eq(students.parentPhone, phone)).limit(1).get(),
    db.select().from(parentCodes).where(eq(parentCodes.phone, phone)).get(),
  ]);
  if (!templates.parent_code.enabled) return "off";
  if (!child) return "unknown";
  const windowStart = codeWindowStart(existing, PARENT_CODE_LIFETIME_MS, now);
  if (windowStart === null) return "too soon";
  const code = randomCode();
  const row = {
    phone,
    codeHash: await hashCode(deps.jwtSecret, CODE_PURPOSE, phone, code),
    expiresAt: new Date(now.getTime() + PARENT_CODE_LIFETIME_MS).toISOString(),
    failedAttempts: 0,
    createdAt: new Date(windowStart).toISOString(),
  };
  // Two requests at the same moment: only the one that saw the row as it was replaces it (and sends).
  const saved = await db
    .insert(parentCodes)
    .values(row)
    .onConflictDoUpdate({
      target: parentCodes.phone,
      set: row,
      setWhere: existing ? eq(parentCodes.expiresAt, existing.expiresAt) : sql`0`,
    })
    .returning({ phone: parentCodes.phone })
    .get();
  if (!saved) return "too soon";
  await sendWhatsAppTemplate(whatsApp, phone, {
    kind: "parent_code",
    name: templates.parent_code.name,
    parameters: [code],
    language: templateLanguage(templates.parent_code, language),
  });
  return "sent";
}

/**
 * POST /api/parents/session: the right code, within 10 minutes and before five wrong ones, ends the
 * code and answers a new session's token. Anything else: one 400 naming `code` (wrong guesses are
 * counted in one statement, so five sent at once still end the code).
 */
export async function startParentSession({ db, jwtSecret }: Pick<Deps, "db" | "jwtSecret">, input: ParentSessionInput, now = new Date()) {
  const codeHash = await hashCode(jwtSecret, CODE_PURPOSE, input.phone, input.code);
  const usable = and(
    eq(parentCodes.phone, input.phone),
    lt(parentCodes.failedAttempts, MAX_PARENT_CODE_ATTEMPTS),
    gt(parentCodes.expiresAt, now.toISOString()),
  );
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PARENT_SESSION_DAYS * 86_400_000).toISOString();
  // The code goes first; the session is made only if it was there (changes() > 0).
  const [used] = await db.batch([
    db
      .delete(parentCodes)
      .where(and(usable, eq(parentCodes.codeHash, codeHash)))
      .returning({ phone: parentCodes.phone }),
    insertSelect(
      db,
      parentSessions,
      { tokenHash: await sha256(token), phone: input.phone, createdAt: now.toISOString(), expiresAt },
      { where: sql`changes() > 0` },
    ),
    // Only once the session is made: a stranger asking with someone's number changes nothing.
    ...(input.language ? [firstParentLanguage(db, input.phone, input.language, { now, where: sql`changes() > 0` })] : []),
  ]);
  if (used.length === 0) {
    await db
      .update(parentCodes)
      .set({ failedAttempts: sql`${parentCodes.failedAttempts} + 1` })
      .where(usable);
    throw invalidInput(PARENT_CODE_MESSAGE, { code: [PARENT_CODE_MESSAGE] });
  }
  return { token, expiresAt, maxAgeSeconds: PARENT_SESSION_DAYS * 86_400 };
}

/** The phone a session token belongs to (a parent signed in), with the language their messages go in; or 401. */
export async function parentOfToken(
  { db }: Pick<Deps, "db">,
  token: string | null,
  now = new Date(),
): Promise<{ phone: string; language: Locale }> {
  const signIn = "Sign in with your WhatsApp number to see your children.";
  if (!token || token.length > 100) throw notSignedIn(signIn);
  const session = await db
    .select({ phone: parentSessions.phone, language: sql<Locale>`coalesce(${parentLanguages.language}, ${DEFAULT_LOCALE})` })
    .from(parentSessions)
    .leftJoin(parentLanguages, eq(parentLanguages.phone, parentSessions.phone))
    .where(and(eq(parentSessions.tokenHash, await sha256(token)), gt(parentSessions.expiresAt, now.toISOString())))
    .get();
  if (!session) throw notSignedIn(signIn);
  return session;
}

/** Signing out ends this device's session only. */
export async function endParentSession({ db }: Pick<Deps, "db">, token: string | null): Promise<void> {
  if (token) await db.delete(parentSessions).where(eq(parentSessions.tokenHash, await sha256(token)));
}

/** The daily job: parents' sessions and codes past their expiry are forgotten (a phone kept no longer than needed). */
export async function forgetExpiredParentSignIns({ db }: Pick<Deps, "db">, now: Date): Promise<number> {
  const at = now.toISOString();
  const [sessions, codes] = await db.batch([
    db.delete(parentSessions).where(lt(parentSessions.expiresAt, at)).returning({ phone: parentSessions.phone }),
    db.delete(parentCodes).where(lt(parentCodes.expiresAt, at)).returning({ phone: parentCodes.phone }),
  ]);
  return sessions.length + codes.length;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
