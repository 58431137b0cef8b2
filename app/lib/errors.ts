export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw. Routes turn it into JSON (`{ success: false, message, errors }`)
 * for the API, or into a form error / toast for pages.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** For 429: seconds until a new attempt can succeed (the API's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export const invalidInput = (message: string, fieldErrors?: FieldErrors) => new ServiceError(400, message, fieldErrors);
export const notSignedIn = (message = "Please sign in to continue.") => new ServiceError(401, message);
export const notAllowed = (message = "You do not have permission to do this.") => new ServiceError(403, message);
export const notFound = (message = "Not found.") => new ServiceError(404, message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new ServiceError(409, message, fieldErrors);
export const tooManyAttempts = (message: string, retryAfterSeconds: number) => new ServiceError(429, message, undefined, retryAfterSeconds);
