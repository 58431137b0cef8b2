import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound, notSignedIn } from "~/lib/errors";
import { apiHandler, jsonOk, methodNotAllowed, readBodyBytes } from "~/lib/http.server";
import { depsFrom } from "~/services/deps.server";
import { answerHandshake, isSignedByMeta, recordWebhook, webhookSecrets } from "~/services/whatsapp-webhook.server";

// WhatsApp's webhook, the address registered in the app's WhatsApp configuration. Without its
// secrets (WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET) there is nothing here.

const MAX_WEBHOOK_BYTES = 1_000_000;
const secretsOf = (context: LoaderFunctionArgs["context"]) => webhookSecrets(context.cloudflare.env) ?? throwNotFound();
const throwNotFound = (): never => {
  throw notFound("No WhatsApp webhook here.");
};

/** GET: the verification handshake (hub.challenge echoed as text, or 403). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const challenge = answerHandshake(secretsOf(context), new URL(request.url).searchParams);
  return new Response(challenge, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
});

/** POST: statuses and messages, accepted only with Meta's signature of the raw body (401 otherwise, nothing recorded). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { appSecret } = secretsOf(context);
  const raw = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
  if (!(await isSignedByMeta(appSecret, raw, request.headers.get("X-Hub-Signature-256"))))
    throw notSignedIn("The X-Hub-Signature-256 header is missing or does not sign this body.");
  return jsonOk({ recorded: await recordWebhook(depsFrom(context), new TextDecoder().decode(raw)) });
});
