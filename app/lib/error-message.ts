import { isRouteErrorResponse } from "@remix-run/react";

/** What an error boundary tells the user about an error it caught. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

/** What every page and API answer says while the database cannot be reached (status 503). */
export const UNAVAILABLE = { title: "We cannot reach our records right now", detail: "Please try again in a minute." } as const;

/** The server's answer while the database cannot be reached (lib/database-outage.server.ts). */
export const isUnavailableError = (error: unknown) => isRouteErrorResponse(error) && error.status === 503;
