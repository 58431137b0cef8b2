import { Link } from "@remix-run/react";
import type { ContactMessage } from "~/services/contact.server";
import type { MessageFilter } from "~/validation/contact";
import { MessageCard } from "./contact-message-card";
import { adminTabHref } from "./types";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";
import { formatCount } from "~/lib/counts";

type MessagesPage = { messages: ContactMessage[]; status: MessageFilter; hasMore: boolean; nextOffset: number | null };

const FILTERS: { id: MessageFilter; label: string }[] = [
  { id: "new", label: "New" },
  { id: "replied", label: "Replied" },
  { id: "archived", label: "Archived" },
  { id: "all", label: "All" },
];

const EMPTY: Record<MessageFilter, string> = {
  new: "No new messages. Everything has been answered.",
  replied: "No replied messages.",
  archived: "No archived messages.",
  all: "No messages yet.",
};

const listHref = (status: MessageFilter, offset?: number) => adminTabHref("messages", { status, offset });

export function ContactMessages({ page, newCount }: { page: MessagesPage; newCount: number }) {
  const more = useAppendedPages<ContactMessage, Partial<MessagesPage>>(
    { items: page.messages, hasMore: page.hasMore, nextOffset: page.nextOffset },
    `messages:${page.status}`,
    (data) =>
      data.messages
        ? { items: data.messages, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope: `messages:${data.status}` }
        : null,
  );
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold text-brand-900">Contact messages</h3>
        <p className="text-sm text-slate-600">
          What visitors sent from the contact page, newest first: {newCount} waiting for a reply. We promise a reply within 24 hours.
        </p>
      </div>
      <nav aria-label="Messages by state">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <li key={filter.id}>
              <Link
                to={listHref(filter.id)}
                preventScrollReset
                aria-current={filter.id === page.status ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                  filter.id === page.status
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-100"
                }`}
              >
                {filter.id === "new" ? `${filter.label} (${formatCount(newCount)})` : filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {more.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">{EMPTY[page.status]}</p>
      ) : (
        <ul className="space-y-3">
          {more.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={listHref(page.status, more.nextOffset)} loading={more.loading} onLoad={more.load} />
      ) : null}
    </div>
  );
}
