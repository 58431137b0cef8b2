// The WhatsApp Cloud API, used only when its credentials are set as secrets. The base URL is a
// setting (WHATSAPP_API_BASE_URL) so tests talk to a local stand-in server instead of Meta.
import { cutText } from "../lib/cut-text";

export type WhatsAppConfig = { baseUrl: string; token: string; phoneNumberId: string };

const DEFAULT_BASE_URL = "https://graph.facebook.com/v21.0";

/** The configuration, or null when delivery is switched off (no token or sender number). */
export function whatsAppConfig(
  env: Pick<Env, "WHATSAPP_TOKEN" | "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_API_BASE_URL">,
): WhatsAppConfig | null {
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return null;
  return {
    baseUrl: (env.WHATSAPP_API_BASE_URL || DEFAULT_BASE_URL).replace(/\/+$/, ""),
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
  };
}

/** The API answered and did not take the message: nothing was sent, so it may be tried again. */
export class WhatsAppRefusal extends Error {}

/**
 * Sends a text message. Throws a WhatsAppRefusal when the API answers with an error; any other
 * error (no answer, a timeout) leaves unknown whether the message went out.
 */
export async function sendWhatsAppText(config: WhatsAppConfig, to: string, body: string): Promise<void> {
  const response = await fetch(`${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messaging_product: "whatsapp", to: to.replace(/^\+/, ""), type: "text", text: { body, preview_url: false } }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = cutText(await response.text(), 200);
    throw new WhatsAppRefusal(`WhatsApp API answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}
