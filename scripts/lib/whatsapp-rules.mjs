// What the WhatsApp Cloud API refuses, for the stand-ins that play it in the tests
// (tests/worker/setup/whatsapp-standin.ts, scripts/lib/whatsapp-standin.mjs): a test then fails
// where production would. Plain JavaScript, so both the Node test setup and the browser tests'
// server use the same rules.

export const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Meta's error for a refused message, as the API answers it (HTTP 400).
 * @param {number} code
 * @param {string} message
 */
const refusal = (code, message) => ({ error: { message: `(#${code}) ${message}`, type: "OAuthException", code } });

/**
 * Checks one POST /{phone-number-id}/messages body. `templates` (approved name -> its parameter
 * count and its body in each approved language, by language code) may be left out: then any name
 * is taken, but its shape is still checked. WhatsApp approves each language of a template on its
 * own: a name sent in a language it has no approved body in is refused, as Meta refuses it.
 * `lastInbound` is when the recipient last wrote (ms), for the 24-hour window of free text.
 * Answers { refused } with the API's error, or { rendered }: the text the phone would show.
 * @param {any} message
 * @param {{ templates?: Record<string, { parameters: number, bodies: Record<string, string> }>, lastInbound?: number, now?: number }} options
 */
export function checkMessage(message, { templates, lastInbound, now = Date.now() } = {}) {
  if (message?.messaging_product !== "whatsapp") return { refused: refusal(100, "Param messaging_product is required") };
  if (typeof message.to !== "string" || !/^\d{8,15}$/.test(message.to))
    return { refused: refusal(100, "Param to is not a valid phone number") };
  if (message.type === "text") {
    // Free text only within 24 hours of the recipient's last message.
    if (lastInbound === undefined || now - lastInbound > WINDOW_MS)
      return { refused: refusal(131047, "Re-engagement message: more than 24 hours have passed since the recipient last replied") };
    const body = message.text?.body;
    if (typeof body !== "string" || body.length === 0 || body.length > 4096)
      return { refused: refusal(100, "Param text.body is required, at most 4096 characters") };
    return { rendered: body };
  }
  if (message.type !== "template") return { refused: refusal(100, `Unsupported message type ${message.type}`) };
  const { name, language, components = [] } = message.template ?? {};
  if (typeof name !== "string" || !name) return { refused: refusal(100, "Param template.name is required") };
  if (typeof language?.code !== "string" || !language.code) return { refused: refusal(100, "Param template.language.code is required") };
  const bodyComponent = components.find((component) => component.type === "body");
  const parameters = (bodyComponent?.parameters ?? []).map((parameter) => parameter?.text);
  for (const text of parameters) {
    if (typeof text !== "string" || text.trim() === "") return { refused: refusal(131008, "Required parameter is missing") };
    if (/[\n\t]|\s{5,}/.test(text))
      return { refused: refusal(132018, "Param text cannot have new-line/tab characters or more than 4 consecutive spaces") };
  }
  const approved = templates?.[name];
  const body = approved?.bodies[language.code];
  if (templates && body === undefined)
    return { refused: refusal(132001, `Template name does not exist in the translation: ${name} (${language.code})`) };
  if (approved && parameters.length !== approved.parameters)
    return {
      refused: refusal(
        132000,
        `Number of parameters does not match the expected number of params: ${parameters.length} for ${approved.parameters}`,
      ),
    };
  const rendered = body !== undefined ? body.replace(/\{\{(\d+)\}\}/g, (_, n) => parameters[Number(n) - 1] ?? "") : parameters.join(" | ");
  return { rendered };
}

/**
 * The X-Hub-Signature-256 of a webhook body, as Meta signs its calls: HMAC-SHA256 of the raw body
 * with the app secret, in hex.
 * @param {string} appSecret
 * @param {string} body
 */
export async function webhookSignature(appSecret, body) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A webhook call as Meta makes it (the messages field of a WhatsApp Business Account): incoming
 * `messages` and the `statuses` of sent ones.
 * @param {{ messages?: object[], statuses?: object[], contacts?: object[] }} value
 */
export const webhookBody = (value) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "standin-waba",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { phone_number_id: "standin" }, ...value } }],
      },
    ],
  });
