import { DEFAULT_LOCALE } from "../i18n/locales";
import type { Translator } from "../i18n/translate";
import { ServiceError } from "./errors";

// A refusal whose text holds values (a centre's name, a wait) cannot be looked up by its English
// text the way a form's fixed errors are (`formErrors`): the service says it again in the message
// files' words, and a page in Marathi or Hindi shows that (web/page-action.server.ts). The API, and
// an English page, answer the English `message` as it is. Kept apart from lib/errors.ts, which the
// browser loads.

/** The refusal's text in a page's language: `t` knows the "serverErrors" and "shell" namespaces. */
export type InWords = (t: Translator["t"]) => string;

export class WordedError extends ServiceError {
  constructor(
    error: ServiceError,
    readonly inWords: InWords,
  ) {
    super(error.status, error.message, error.fieldErrors, error.retryAfterSeconds);
  }
}

/** `error`, with its text in the message files' words. */
export const worded = (error: ServiceError, inWords: InWords) => new WordedError(error, inWords);

/**
 * A refusal as a page in `translator`'s language says it: the message, and the field errors that
 * repeat it, in its words; any other refusal as it came.
 */
export function refusalIn(error: ServiceError, translator: Translator): { message: string; fieldErrors?: Record<string, string[]> } {
  if (!(error instanceof WordedError) || translator.locale === DEFAULT_LOCALE)
    return { message: error.message, fieldErrors: error.fieldErrors };
  const message = error.inWords(translator.t);
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [
      field,
      messages.map((each) => (each === error.message ? message : each)),
    ]),
  );
  return { message, fieldErrors };
}
