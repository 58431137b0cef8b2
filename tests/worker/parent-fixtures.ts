import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import worker from "../../server";
import { BASE, freshAddress } from "./helpers";
import { parametersOf, received } from "./whatsapp-fixtures";

// Calling the worker as a parent would, with WhatsApp delivery configured (the stand-in plays Meta),
// and waiting for the work done after the answer (the code sent, the consent request).

const configured = () => ({
  ...env,
  WHATSAPP_TOKEN: "test-token",
  WHATSAPP_PHONE_NUMBER_ID: "1234567890",
  WHATSAPP_API_BASE_URL: inject("whatsappStandinUrl"),
});

type Options = {
  method?: string;
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  cookie?: string;
  address?: string;
  whatsApp?: boolean;
};

export async function send(
  path: string,
  { method = "GET", body, form, token, cookie, address = freshAddress(), whatsApp = true }: Options = {},
) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { "CF-Connecting-IP": address };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cookie) headers.Cookie = cookie;
  const payload = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body);
  const request = new Request(`${BASE}${path}`, { method, headers, body: payload, redirect: "manual" });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, whatsApp ? configured() : env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  let json: Record<string, any> | null = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, headers: response.headers };
}

/**
 * A phone no other test uses. It ends in 1: the stand-in fails messages to numbers ending in 500
 * and never answers those ending in 999, which a random number hit once in 500 runs.
 */
export const uniquePhone = () => `+9198${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}1`;

/** The WhatsApp messages the stand-in took for a number (as WhatsApp numbers go: no plus). */
export const messagesTo = async (phone: string) => (await received()).filter((message) => message.to === phone.replace(/^\+/, ""));

/** The codes sent to a number (in any language), oldest first. */
export const codesTo = async (phone: string) =>
  (await messagesTo(phone))
    .filter((message) => message.template?.name === "parent_code" && message.rendered)
    .map((message) => parametersOf(message)[0]!);

/** A parent signed in with the code the stand-in received: their session token. */
export async function signInParent(phone: string): Promise<string> {
  const asked = await send("/api/parents/code", { method: "POST", body: { phone } });
  if (asked.status !== 200) throw new Error(`code request answered ${asked.status}`);
  const code = (await codesTo(phone)).at(-1);
  if (!code) throw new Error(`no code reached ${phone}`);
  const session = await send("/api/parents/session", { method: "POST", body: { phone, code } });
  if (session.status !== 200) throw new Error(`sign-in answered ${session.status}: ${session.text}`);
  return session.json!.token as string;
}

/** The photo of a signed consent form (a 1-pixel PNG), as the partner's API call sends it. */
export const SIGNED_FORM =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
