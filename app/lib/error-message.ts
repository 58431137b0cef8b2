import { isRouteErrorResponse } from "@remix-run/react";

/** What an error boundary tells the user about an error it caught. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return "Unknown error";
}
