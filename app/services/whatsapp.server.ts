// The WhatsApp Cloud API, used only when its credentials are set as secrets. The base URL is a
// setting (WHATSAPP_API_BASE_URL) so tests talk to a local stand-in server instead of Meta.
import type { Locale } from "../i18n/locales";
import { cutText } from "../lib/cut-text";
import { templateParameter, WHATSAPP_TEMPLATES, type WhatsAppTemplateKind } from "../lib/whatsapp-templates";

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
 * Posts one message; answers its WhatsApp id (wamid), by which the webhook's status updates name
 * it. Throws a WhatsAppRefusal when the API answers with an error; any other error (no answer, a
 * timeout) leaves unknown whether the message went out.
 */
async function postMessage(config: WhatsAppConfig, to: string, message: Record<string, unknown>): Promise<string | null> {
  const response = await fetch(`${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messaging_product: "whatsapp", to: to.replace(/^\+/, ""), ...message }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = cutText(await response.text(), 200);
    throw new WhatsAppRefusal(`WhatsApp API answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
  return answer?.messages?.[0]?.id ?? null;
}

/** A free-text message: only an answer within 24 hours of the number's last message (WhatsApp refuses others). */
export function sendWhatsAppText(config: WhatsAppConfig, to: string, body: string): Promise<string | null> {
  return postMessage(config, to, { type: "text", text: { body, preview_url: false } });
}

/**
 * A template message, under the name it was approved with, in one of its approved languages
 * (English unless said: see templateLanguage): its parameters in order, each as WhatsApp takes text
 * parameters; an authentication template's code also fills its copy-code button.
 */
export function sendWhatsAppTemplate(
  config: WhatsAppConfig,
  to: string,
  { kind, name, parameters, language = "en" }: { kind: WhatsAppTemplateKind; name: string; parameters: string[]; language?: Locale },
): Promise<string | null> {
  const template = WHATSAPP_TEMPLATES[kind];
  const text = parameters.map((parameter) => ({ type: "text", text: templateParameter(parameter) }));
  const components: Record<string, unknown>[] = [{ type: "body", parameters: text }];
  if (template.category === "authentication")
    components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: text[0]!.text }] });
  return postMessage(config, to, { type: "template", template: { name, language: { code: language }, components } });
}
