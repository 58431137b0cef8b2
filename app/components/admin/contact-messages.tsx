import { Icon } from "~/components/icon";
import type { ContactMessage } from "~/services/contact.server";
import { formatIndiaDateTime } from "./format";
import { ADMIN_PATH } from "./types";
import { LoadMoreLink } from "~/components/load-more-link";
import { useAppendedPages } from "~/components/use-appended-pages";

type MessagesPage = { messages: ContactMessage[]; hasMore: boolean; nextOffset: number | null };

export function ContactMessages({ page }: { page: MessagesPage }) {
  const more = useAppendedPages<ContactMessage, { data: { tab: string } & Partial<MessagesPage> }>(
    { items: page.messages, hasMore: page.hasMore, nextOffset: page.nextOffset },
    "messages",
    ({ data }) =>
      data.tab === "messages" && data.messages
        ? { items: data.messages, hasMore: data.hasMore ?? false, nextOffset: data.nextOffset ?? null, scope: "messages" }
        : null,
  );
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-lg font-bold text-brand-900">Contact messages</h3>
        <p className="text-sm text-slate-600">
          What visitors sent from the contact page, newest first. We promise a reply within 24 hours.
        </p>
      </div>
      {more.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">No messages yet.</p>
      ) : (
        <ul className="space-y-3">
          {more.items.map((message) => (
            <li key={message.id}>
              <article className="space-y-2 rounded-xl border border-slate-200 p-4">
                <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h4 className="font-bold text-slate-900">{message.subject}</h4>
                    <p className="text-sm text-slate-700">from {message.name}</p>
                  </div>
                  <p className="shrink-0 text-xs text-slate-600">{formatIndiaDateTime(message.createdAt)}</p>
                </header>
                <p className="whitespace-pre-line break-words text-slate-800">{message.message}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  <a
                    href={`mailto:${message.email}`}
                    className="inline-flex min-w-0 items-center gap-1.5 break-all text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Icon name="mail" className="size-4 shrink-0" />
                    {message.email}
                  </a>
                  <a
                    href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
                  >
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
              </article>
            </li>
          ))}
        </ul>
      )}
      {more.hasMore && more.nextOffset !== null ? (
        <LoadMoreLink href={`${ADMIN_PATH}?tab=messages&offset=${more.nextOffset}`} loading={more.loading} onLoad={more.load} />
      ) : null}
    </div>
  );
}
