// Transactional email through Resend's HTTP API (POST {base}/emails, a Bearer key, JSON
// {from, to, subject, text, html}), used only when its secret and settings are set: EMAIL_API_KEY
// (secret), EMAIL_FROM and SITE_URL (the links' origin). EMAIL_API_BASE_URL points tests and
// development at a local stand-in (scripts/lib/email-standin.mjs) instead of Resend.
// Kept free of the app's path aliases: delivery-queue.server.ts (loaded by the Vite config) reads emailConfig.
import { cutText } from "../lib/cut-text";
import { SITE_NAME } from "../lib/site";
import { escapeXml } from "../lib/xml";

export type EmailEnv = Pick<Env, "EMAIL_API_KEY" | "EMAIL_FROM" | "EMAIL_API_BASE_URL" | "SITE_URL">;
export type EmailConfig = { baseUrl: string; apiKey: string; from: string; siteUrl: string };

const DEFAULT_BASE_URL = "https://api.resend.com";

/** The configuration, or null when email is switched off (no key, sender or site address): then nothing is sent. */
export function emailConfig(env: Partial<EmailEnv>): EmailConfig | null {
  if (!env.EMAIL_API_KEY || !env.EMAIL_FROM || !env.SITE_URL) return null;
  return {
    baseUrl: (env.EMAIL_API_BASE_URL || DEFAULT_BASE_URL).replace(/\/+$/, ""),
    apiKey: env.EMAIL_API_KEY,
    from: env.EMAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
  };
}

/** The provider answered and did not take the message: nothing was sent. */
export class EmailRefusal extends Error {}

export type Email = { to: string; subject: string; text: string; html: string };

/**
 * Sends one email. Throws an EmailRefusal when the provider answers with an error; any other error
 * (no answer, a timeout) leaves unknown whether it went out.
 */
export async function sendEmail(config: EmailConfig, email: Email): Promise<void> {
  const response = await fetch(`${config.baseUrl}/emails`, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ from: config.from, ...email }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = cutText(await response.text(), 200);
    throw new EmailRefusal(`The email provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}

/**
 * One email's two bodies from plain parts: the text as given, the HTML with every part escaped
 * (nothing a person typed reaches the markup as markup). `link` is a site path or absolute address.
 */
export function composeEmail(
  config: EmailConfig,
  {
    to,
    subject,
    paragraphs,
    link,
    footer,
  }: { to: string; subject: string; paragraphs: string[]; link?: { label: string; href: string }; footer: string },
): Email {
  const href = link && (/^https?:\/\//.test(link.href) ? link.href : `${config.siteUrl}${link.href}`);
  const text = [...paragraphs, ...(link ? [`${link.label}: ${href}`] : []), "", `-- ${SITE_NAME}`, footer].join("\n\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937">',
    ...paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`),
    link ? `<p><a href="${escapeXml(href!)}">${escapeXml(link.label)}</a></p>` : "",
    `<p style="color: #6b7280; font-size: 13px">${escapeXml(SITE_NAME)}<br>${escapeXml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject: cutText(subject.replace(/\s+/g, " ").trim(), 200), text, html };
}
