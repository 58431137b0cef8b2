import { useRef } from "react";
import { inputClass } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import { useActionFetcher } from "~/components/use-action-result";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/indian-phones";
import { whatsappAnchor } from "~/lib/notification-links";
import { WINDOW_HOURS } from "~/lib/whatsapp-templates";
import type { Conversation } from "~/services/whatsapp-replies.server";
import { MAX_WHATSAPP_TEXT } from "~/validation/whatsapp";
import { adminTabPath, type AdminActionData } from "./types";

const CHANNELS = [
  { id: "contact", label: "Contact form", href: "/admin/messages" },
  { id: "whatsapp", label: "WhatsApp", href: "/admin/messages?channel=whatsapp" },
] as const;

/** The Messages tab's two inboxes: what the contact form brought, and WhatsApp. */
export function MessageChannels({ channel }: { channel: "contact" | "whatsapp" }) {
  return (
    <div className="mb-4">
      <FilterChips
        label="Inboxes"
        variant="subtle"
        items={CHANNELS.map((item) => ({ key: item.id, to: item.href, label: item.label, active: item.id === channel }))}
      />
    </div>
  );
}

/**
 * What numbers wrote to the business on WhatsApp (through the webhook), newest first, with who
 * they are; each may be answered in free text for 24 hours after its last message.
 */
export function WhatsAppConversations({ conversations }: { conversations: Conversation[] }) {
  return (
    <section aria-labelledby="whatsapp-heading" className="space-y-4">
      <div>
        <h3 id="whatsapp-heading" className="text-lg font-bold text-brand-900">
          WhatsApp
        </h3>
        <p className="text-sm text-slate-600">
          Messages sent to the business&apos;s WhatsApp number. An answer may go in your own words for {WINDOW_HOURS} hours after the last
          message; after that WhatsApp takes only approved templates.
        </p>
      </div>
      {conversations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No WhatsApp messages yet. They appear here once the webhook is registered with WhatsApp (see the README).
        </p>
      ) : (
        <ul className="space-y-4">
          {conversations.map((conversation) => (
            <ConversationCard key={conversation.number} conversation={conversation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationCard({ conversation }: { conversation: Conversation }) {
  const who = conversation.account ?? conversation.centre ?? conversation.lead ?? conversation.profileName ?? "Unknown number";
  return (
    <li id={whatsappAnchor(conversation.number)} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {who} <span className="font-normal text-slate-600">· {formatPhone(conversation.number)}</span>
        </p>
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {conversation.account ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Partner account</span> : null}
          {conversation.centre ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Centre</span> : null}
          {conversation.lead ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Booked or enquired</span> : null}
          {conversation.optedOutAt ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">Opted out of promotions</span>
          ) : null}
        </p>
      </div>
      <ol aria-label={`Messages with ${who}`} className="mt-3 space-y-2">
        {conversation.messages.map((message, index) => (
          <li
            key={`${message.at}-${index}`}
            className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${message.direction === "in" ? "bg-slate-100 text-slate-900" : "ml-auto bg-green-50 text-green-950"}`}
          >
            <p className="whitespace-pre-line break-words">{message.body}</p>
            <p className="mt-1 text-xs text-slate-600">
              {message.direction === "in" ? "They wrote" : "You answered"} ·{" "}
              <time dateTime={message.at}>{formatIndiaDateTime(message.at)}</time>
            </p>
          </li>
        ))}
      </ol>
      {conversation.canReply ? (
        <ReplyForm number={conversation.number} who={who} />
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          More than {WINDOW_HOURS} hours since they last wrote: an answer can no longer go in your own words.
        </p>
      )}
    </li>
  );
}

function ReplyForm({ number, who }: { number: string; who: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useActionFetcher<AdminActionData>({
    successTitle: "Answer sent",
    errorTitle: "Could not send the answer",
    onSuccess: () => formRef.current?.reset(),
  });
  const id = `reply-${whatsappAnchor(number)}`;
  return (
    <fetcher.Form ref={formRef} method="post" action={`${adminTabPath("messages")}?channel=whatsapp`} className="mt-3 space-y-2">
      <input type="hidden" name="intent" value="whatsappReply" />
      <input type="hidden" name="to" value={number} />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Answer {who} on WhatsApp
      </label>
      <textarea id={id} name="body" required rows={2} maxLength={MAX_WHATSAPP_TEXT} className={inputClass} />
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Sending…" : "Send answer"}
      </Button>
    </fetcher.Form>
  );
}
