import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { emailKindsFor, type EmailKind } from "~/lib/email-kinds";
import { authorize, isAdmin, type Actor } from "~/lib/permissions";
import type { EmailPreferencesInput } from "~/validation/email-preferences";
import type { Deps } from "./deps.server";

// Each person chooses which kinds of update they receive by email; every kind is on until turned
// off (users.email_opt_outs keeps the kinds turned off). Partners choose account and order news,
// administrators their alerts too. Password reset emails are not a choice: always sent.

const SIGNED_IN = "Sign in to choose your email updates.";
export const EMAIL_PREFERENCES_SAVED_MESSAGE = "Your email choices are saved.";

/** Each kind the person may choose, and whether they receive it. */
export type EmailPreferences = Partial<Record<EmailKind, boolean>>;

const signedIn = (actor: Actor | null | undefined) => !!actor;

function preferencesOf(actor: Actor, optOuts: readonly string[]): EmailPreferences {
  return Object.fromEntries(emailKindsFor(isAdmin(actor)).map((kind) => [kind, !optOuts.includes(kind)]));
}

/** The signed-in person's own choices (one query). */
export async function getEmailPreferences({ db }: Pick<Deps, "db">, actor: Actor | null): Promise<EmailPreferences> {
  const me = authorize(actor, signedIn, SIGNED_IN);
  const row = await db.select({ optOuts: users.emailOptOuts }).from(users).where(eq(users.id, me.id)).get();
  return preferencesOf(me, row?.optOuts ?? []);
}

/** Saves the signed-in person's choices: what they may choose and did not tick is turned off (one statement). */
export async function saveEmailPreferences({ db }: Pick<Deps, "db">, actor: Actor | null, input: EmailPreferencesInput) {
  const me = authorize(actor, signedIn, SIGNED_IN);
  const optOuts = emailKindsFor(isAdmin(me)).filter((kind) => !input[kind]);
  await db.update(users).set({ emailOptOuts: optOuts }).where(eq(users.id, me.id));
  return preferencesOf(me, optOuts);
}
