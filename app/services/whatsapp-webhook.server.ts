import { and, eq, inArray, sql } from "drizzle-orm";
import { notifications, whatsappContacts, whatsappMessages } from "~/db/schema";
import { cutText } from "~/lib/cut-text";
import { invalidInput, notAllowed } from "~/lib/errors";
import { whatsappConversationLink } from "~/lib/notification-links";
import type { Deps } from "./deps.server";

// WhatsApp's webhook (GET/POST /api/whatsapp/webhook): Meta verifies the address once with a
// handshake, then posts, signed with the app secret, the status of each message the site sent
// (sent, delivered, read, failed) and every message a number writes to the business. A status moves
// the notification's delivery status only forward, so repeated and late updates change nothing
// wrong; a message opens that number's 24-hour window, reaches the admins' Messages, and STOP or
// START (in English, Marathi or Hindi) opts the number out of marketing templates or back in.

export type WebhookSecrets = { verifyToken: string; appSecret: string };

/** The webhook's secrets, or null while they are not set (the address then answers 404). */
export function webhookSecrets(env: Pick<Env, "WHATSAPP_VERIFY_TOKEN" | "WHATSAPP_APP_SECRET">): WebhookSecrets | null {
  if (!env.WHATSAPP_VERIFY_TOKEN || !env.WHATSAPP_APP_SECRET) return null;
  return { verifyToken: env.WHATSAPP_VERIFY_TOKEN, appSecret: env.WHATSAPP_APP_SECRET };
}

export const HANDSHAKE_REFUSED = "The verify token does not match.";

/** The verification handshake: `hub.challenge` echoed when `hub.mode` is subscribe and `hub.verify_token` is ours (403 otherwise). */
export function answerHandshake(secrets: WebhookSecrets, query: URLSearchParams): string {
  const challenge = query.get("hub.challenge");
  if (query.get("hub.mode") !== "subscribe" || !challenge || !constantTimeEqual(query.get("hub.verify_token") ?? "", secrets.verifyToken))
    throw notAllowed(HANDSHAKE_REFUSED);
  return challenge;
}

/** Two strings compared in time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/**
 * Whether `header` (X-Hub-Signature-256: "sha256=<hex>") is the HMAC-SHA256 of the raw body with
 * the app secret. crypto.subtle.verify compares in constant time.
 */
export async function isSignedByMeta(appSecret: string, rawBody: Uint8Array<ArrayBuffer>, header: string | null): Promise<boolean> {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header ?? "")?.[1];
  if (!hex) return false;
  const signature = new Uint8Array(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
  return crypto.subtle.verify("HMAC", key, signature, rawBody);
}

type StatusUpdate = { id?: string; status?: string; errors?: { code?: number; title?: string; message?: string }[] };
type IncomingMessage = {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
};
type WebhookValue = {
  statuses?: StatusUpdate[];
  messages?: IncomingMessage[];
  contacts?: { wa_id?: string; profile?: { name?: string } }[];
};
type WebhookBody = { object?: string; entry?: { changes?: { field?: string; value?: WebhookValue }[] }[] };

/** How far along a delivery status is: an update only ever moves a row forward. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const rankOf = sql<number>`case ${notifications.deliveryStatus} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

/** Words that opt a number out of marketing templates, and back in: English, Marathi and Hindi. */
const OPT_OUT_WORDS = new Set(["stop", "unsubscribe", "थांबा", "बंद", "रोको", "रुको", "बंद करो", "बंद करा"]);
const OPT_IN_WORDS = new Set(["start", "subscribe", "सुरू", "सुरु करा", "शुरू", "चालू"]);

/** What a message's text means for opting out: the whole message, one of the words. */
export function optChoice(text: string): "out" | "in" | null {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!।]+$/u, "");
  if (OPT_OUT_WORDS.has(word)) return "out";
  if (OPT_IN_WORDS.has(word)) return "in";
  return null;
}

const e164 = (waId: string) => `+${waId.replace(/\D/g, "")}`;

/**
 * Records one signed webhook call: every status and message it carries, in one batch. Answers
 * what it did, for the tests and the log. A body that is not WhatsApp's shape is a 400.
 */
export async function recordWebhook({ db }: Pick<Deps, "db">, raw: string, now = new Date()) {
  let body: WebhookBody;
  try {
    body = JSON.parse(raw) as WebhookBody;
  } catch {
    throw invalidInput("The body must be JSON.");
  }
  if (body.object !== "whatsapp_business_account") throw invalidInput("object must be whatsapp_business_account");
  const values = (body.entry ?? [])
    .flatMap((entry) => entry.changes ?? [])
    .filter((change) => change.field === "messages")
    .map((change) => change.value ?? {});
  const statuses = values
    .flatMap((value) => value.statuses ?? [])
    .filter((status) => status.id && status.status && status.status in STATUS_RANK);
  const messages = values.flatMap((value) => value.messages ?? []).filter((message) => message.from && message.id);
  const names = new Map(values.flatMap((value) => value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));

  const statements = [
    ...statuses.map((status) => {
      const error = status.errors?.[0];
      return db
        .update(notifications)
        .set({
          deliveryStatus: status.status as "sent" | "delivered" | "read" | "failed",
          deliveryError:
            status.status === "failed"
              ? cutText(
                  `WhatsApp could not deliver it: ${error?.title ?? error?.message ?? "no reason given"}${error?.code ? ` (${error.code})` : ""}`,
                  300,
                )
              : null,
        })
        .where(and(eq(notifications.whatsappMessageId, status.id!), sql`${rankOf} < ${STATUS_RANK[status.status!]}`));
    }),
    ...messages.flatMap((message) => {
      const number = e164(message.from!);
      const text = message.text?.body ?? message.button?.text ?? `(${message.type ?? "a message"} the site cannot show)`;
      const at = message.timestamp ? new Date(Number(message.timestamp) * 1000).toISOString() : now.toISOString();
      const choice = optChoice(text);
      return [
        db
          .insert(whatsappMessages)
          .values({ wamid: message.id!, number, direction: "in", body: cutText(text, 4096), createdAt: at })
          .onConflictDoNothing(),
        db
          .insert(whatsappContacts)
          .values({
            number,
            profileName: names.get(message.from) ?? null,
            lastInboundAt: at,
            optedOutAt: choice === "out" ? at : null,
            updatedAt: now.toISOString(),
          })
          .onConflictDoUpdate({
            target: whatsappContacts.number,
            set: {
              profileName: sql`coalesce(excluded.profile_name, ${whatsappContacts.profileName})`,
              // A late copy of an older message never closes the window it opened later.
              lastInboundAt: sql`max(coalesce(${whatsappContacts.lastInboundAt}, ''), excluded.last_inbound_at)`,
              ...(choice ? { optedOutAt: choice === "out" ? at : null } : {}),
              updatedAt: now.toISOString(),
            },
          }),
      ];
    }),
  ];
  // The admins' feed hears of each new message once (its WhatsApp id is its notification's id).
  const fresh = messages.length
    ? await db
        .select({ wamid: whatsappMessages.wamid })
        .from(whatsappMessages)
        .where(
          inArray(
            whatsappMessages.wamid,
            messages.map((message) => message.id!),
          ),
        )
    : [];
  const known = new Set(fresh.map((row) => row.wamid));
  const notices = messages
    .filter((message) => !known.has(message.id!))
    .map((message) =>
      db.insert(notifications).values({
        title: "New WhatsApp message",
        message: `${names.get(message.from) ?? e164(message.from!)} (${e164(message.from!)}): ${cutText(message.text?.body ?? message.button?.text ?? "a message", 200)}`,
        link: whatsappConversationLink(e164(message.from!)),
        time: now.toISOString(),
      }),
    );
  const all = [...statements, ...notices];
  if (all.length) await db.batch(all as [(typeof all)[number], ...(typeof all)[number][]]);
  return { statuses: statuses.length, messages: messages.length };
}
