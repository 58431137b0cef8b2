import { ServiceError } from "../lib/errors";

/**
 * A parent's hall ticket or certificate, or null when it is not there or not theirs (a service's
 * 404): the page then answers 404 itself, in its language, instead of the error boundary's English.
 */
export async function orMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}
