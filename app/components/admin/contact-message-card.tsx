import { telHref } from "~/lib/indian-phones";
import { useLocation } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useActionFetcher } from "~/components/use-action-result";
import type { MessageStatus } from "~/lib/enums";
import { messageAnchor } from "~/lib/notification-links";
import { emailReplyLink, whatsAppReplyLink } from "./reply-links";
import type { ContactMessage } from "~/services/contact.server";
import { adminTabPath, type AdminActionData } from "./types";
import { formatIndiaDateTime } from "~/lib/dates";

// One visitor's message on the Messages tab: who, what, the reply links and the state buttons.

const STATUS_BADGES: Record<MessageStatus, { label: string; className: string }> = {
  new: { label: "New", className: "bg-amber-100 text-amber-900" },
  replied: { label: "Replied", className: "bg-green-100 text-green-800" },
  archived: { label: "Archived", className: "bg-slate-100 text-slate-700" },
};

export function MessageCard({ message }: { message: ContactMessage }) {
  const mover = useActionFetcher<AdminActionData>({ errorTitle: "Error updating message" });
  const move = (status: MessageStatus) =>
    mover.submit({ intent: "messageStatus", id: message.id, status }, { method: "post", action: adminTabPath("messages") });
  // Replying through either link marks the message replied (the button does it without replying here).
  const replied = () => {
    if (message.status === "new") move("replied");
  };
  const whatsApp = whatsAppReplyLink(message);
  const badge = STATUS_BADGES[message.status];
  const busy = mover.state !== "idle";
  // The message a notification led to stands out (CSS :target misses links followed inside the app).
  const shown = useLocation().hash === `#${messageAnchor(message.id)}`;
  return (
    <article
      id={messageAnchor(message.id)}
      aria-labelledby={`${messageAnchor(message.id)}-subject`}
      className={`scroll-mt-24 space-y-3 rounded-xl border p-4 ${shown ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
    >
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 id={`${messageAnchor(message.id)}-subject`} className="break-words font-bold text-slate-900">
            {message.subject}
          </h4>
          <p className="text-sm text-slate-700">from {message.name}</p>
        </div>
        <p className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
          <span className={`rounded-full px-2 py-0.5 font-semibold ${badge.className}`}>{badge.label}</span>
          {formatIndiaDateTime(message.createdAt)}
        </p>
      </header>
      <p className="whitespace-pre-line break-words text-slate-800">{message.message}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex min-w-0 items-center gap-1.5 [overflow-wrap:anywhere]">
          <Icon name="mail" className="size-4 shrink-0" />
          {message.email}
        </span>
        <a href={telHref(message.phone)} className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline">
          <Icon name="phone" className="size-4 shrink-0" />
          {message.phone}
        </a>
        {message.area ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4 shrink-0" />
            {message.area}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            onClick={replied}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-green-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-green-800"
          >
            <Icon name="message-circle" className="size-4" />
            Reply on WhatsApp
          </a>
        ) : null}
        <a
          href={emailReplyLink(message)}
          onClick={replied}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border-2 border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Icon name="mail" className="size-4" />
          Reply by email
        </a>
        {/* A form, so the state moves before the page's script has loaded too. */}
        <mover.Form method="post" action={adminTabPath("messages")} className="contents">
          <input type="hidden" name="intent" value="messageStatus" />
          <input type="hidden" name="id" value={message.id} />
          {message.status === "new" ? (
            <MoveButton label="Mark replied" icon="check" status="replied" busy={busy} subject={message.subject} />
          ) : null}
          {message.status === "archived" ? (
            <MoveButton label="Unarchive" icon="rotate-ccw" status="new" busy={busy} subject={message.subject} />
          ) : (
            <MoveButton label="Archive" icon="archive" status="archived" busy={busy} subject={message.subject} />
          )}
        </mover.Form>
      </div>
    </article>
  );
}

function MoveButton({
  label,
  icon,
  status,
  busy,
  subject,
}: {
  label: string;
  icon: "check" | "archive" | "rotate-ccw";
  status: MessageStatus;
  busy: boolean;
  subject: string;
}) {
  return (
    <button
      type="submit"
      name="status"
      value={status}
      disabled={busy}
      aria-label={`${label}: ${subject}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60"
    >
      <Icon name={icon} className="size-4" />
      {label}
    </button>
  );
}
