import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse, type ClientActionFunctionArgs } from "@remix-run/react";

/** Why a submission got no usable answer: it never reached the server, or the server broke. */
export type FailureKind = "network" | "server";

/** The submission's intent: the `intent` search parameter, else the form's `intent` field. */
async function intentOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("intent");
  if (fromUrl) return fromUrl;
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(request.headers.get("Content-Type") ?? "")) return null;
  const value = (await request.clone().formData()).get("intent");
  return typeof value === "string" ? value : null;
}

/**
 * A page's `clientAction`: once the page has hydrated, its forms post through fetch, and a fetch
 * that fails (offline, a dropped connection) or an answer the server could not give would show
 * the error page instead of the form. This keeps the person on the form with `answer`'s message,
 * in the shape the page's action answers, marked `unanswered` so that the page keeps its data
 * (see `shouldRevalidate` in root.tsx). Redirects and deliberate error responses pass through.
 */
export function answerFailedSubmissions<Failure extends object>(answer: (kind: FailureKind, intent: string | null) => Failure) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const intent = await intentOf(request);
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response || isRouteErrorResponse(error)) throw error;
      // fetch rejects with a TypeError when no answer arrives at all.
      return { ...answer(error instanceof TypeError ? "network" : "server", intent), unanswered: true as const };
    }
  };
}

/** A form's answer carrying one message for the whole form (shown in its alert). */
export function formError(message: string): { result: SubmissionResult<string[]> } {
  return { result: { status: "error", error: { "": [message] } } };
}
