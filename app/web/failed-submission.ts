import { isRouteErrorResponse, type ClientActionFunctionArgs } from "@remix-run/react";
import { failureText, type ActionResult, type FailureTexts } from "../lib/action-result";

/** The submission's intent: the `intent` search parameter, else the form's `intent` field. */
async function intentOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("intent");
  if (fromUrl) return fromUrl;
  const type = request.headers.get("Content-Type") ?? "";
  if (/application\/json/.test(type)) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    return body && typeof body === "object" && "intent" in body && typeof body.intent === "string" ? body.intent : null;
  }
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) return null;
  const value = (await request.clone().formData()).get("intent");
  return typeof value === "string" ? value : null;
}

/**
 * A page's `clientAction`, the one answer to a submission that got no reply: once the page has
 * hydrated, its forms post through fetch, and a fetch that fails (offline, a dropped connection)
 * or an answer the server could not give would show the error page instead of the form. This
 * keeps the person on the form with the page's failure text for that form (`failures`, kept
 * beside its schema), marked `unanswered` so the page keeps its data (see `shouldRevalidate` in
 * root.tsx). Redirects and deliberate error responses pass through.
 */
export function answerFailedSubmissions(failures: FailureTexts) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const intent = await intentOf(request);
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response || isRouteErrorResponse(error)) throw error;
      // fetch rejects with a TypeError when no answer arrives at all.
      const message = failureText(failures, intent, error instanceof TypeError ? "network" : "server");
      const result: ActionResult<never> = { ok: false, intent, message, errors: { "": [message] }, failed: true, unanswered: true };
      return result;
    }
  };
}
