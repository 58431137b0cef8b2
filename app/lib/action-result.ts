// The one answer of every page action (web/page-action.server.ts), and of a form whose post got
// no answer (web/failed-submission.ts). Browser-safe: components read it through one hook
// (components/use-action-result.ts).

/** Messages by field name; "" holds the message for the whole form. */
export type FieldErrors = Record<string, string[]>;

export type ActionResult<Data = unknown> = {
  ok: boolean;
  /** Which form answered (the submitted `intent`), or null when it could not be read. */
  intent: string | null;
  /** What to tell the person: the success, or why nothing changed. */
  message: string;
  /** Refusals: the messages beside each field (and "" above the form). */
  errors?: FieldErrors;
  /** What the form held, so a form posted without JavaScript shows it again (never passwords or files). */
  values?: Record<string, unknown>;
  /** What the page needs to show the change (the saved row, a temporary password, ...). */
  data?: Data;
  /** The server broke (logged): the message is the form's failure text. */
  failed?: true;
  /** Made in the browser: the post never got an answer, so its outcome is unknown (see root.tsx). */
  unanswered?: true;
};

/** Why a submission got no usable answer: it never reached the server, or the server broke. */
export type FailureKind = "network" | "server";

/**
 * What each intent of a page says when it fails unexpectedly or no answer arrives (the spec's
 * texts, e.g. 'Error approving user'); a pair when a dropped connection and a broken server read
 * differently. Kept beside the intents' schemas in app/validation, read by server and browser.
 */
export type FailureTexts<Intent extends string = string> = Record<Intent, string | Record<FailureKind, string>>;

export function failureText(failures: FailureTexts, intent: string | null, kind: FailureKind): string {
  const text =
    (intent !== null && Object.hasOwn(failures, intent) ? failures[intent] : undefined) ??
    Object.values(failures)[0] ??
    "Please try again.";
  return typeof text === "string" ? text : text[kind];
}
