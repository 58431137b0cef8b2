import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminActionResult } from "~/components/admin/admin-dashboard";
import { ContactMessages } from "~/components/admin/contact-messages";
import { adminTabErrorBoundary } from "~/components/admin/tab-error";
import { adminTabMeta } from "~/components/admin/tab-meta";
import { answerFailedSubmissions } from "~/web/failed-submission";
import { requireAdmin } from "~/web/guards.server";
import { pageAction } from "~/web/page-action.server";
import { pageListQuery } from "~/lib/pagination.server";
import { listContactMessages, setMessageStatus } from "~/services/contact.server";
import { listConversations, replyOnWhatsApp } from "~/services/whatsapp-replies.server";
import { MessageChannels, WhatsAppConversations } from "~/components/admin/whatsapp-conversations";
import { depsFrom } from "~/services/deps.server";
import { MESSAGES_FAILURES, messagesActionSchema } from "~/validation/admin-dashboard";
import { messageFilterField } from "~/validation/contact";
import { useDashboard } from "./_site.admin";

// Messages: what visitors sent through the contact form, new ones first, each marked replied or archived.

export const meta = adminTabMeta("messages");

export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const query = pageListQuery(new URL(args.request.url), { status: messageFilterField("new") }, 20);
  const deps = depsFrom(args.context);
  // Two views, each its own reads: the contact form's messages, or the WhatsApp conversations (?channel=whatsapp).
  if (new URL(args.request.url).searchParams.get("channel") === "whatsapp")
    return { channel: "whatsapp" as const, conversations: await listConversations(deps, user) };
  return { channel: "contact" as const, ...(await listContactMessages(deps, user, query)) };
}

const MESSAGE_STATUS_SAID = { new: "Marked as new", replied: "Marked as replied", archived: "Message archived" } as const;

export const action = pageAction({
  guard: requireAdmin,
  schema: messagesActionSchema,
  failures: MESSAGES_FAILURES,
  handlers: {
    messageStatus: async ({ deps, actor, input }) => ({
      message: MESSAGE_STATUS_SAID[input.status],
      data: await setMessageStatus(deps, actor, input.id, input.status),
    }),
    whatsappReply: async ({ deps, actor, input }) => {
      await replyOnWhatsApp(deps, actor, input);
      return { message: "Your answer went on WhatsApp." };
    },
  },
});

// A submission that got no answer keeps the data on screen (see root.tsx).
export { shouldRevalidate } from "~/root";
export const clientAction = answerFailedSubmissions(MESSAGES_FAILURES);
export const ErrorBoundary = adminTabErrorBoundary("messages");

export default function MessagesRoute() {
  const page = useLoaderData<typeof loader>();
  const { counts } = useDashboard();
  return (
    <>
      <AdminActionResult />
      <MessageChannels channel={page.channel} />
      {page.channel === "whatsapp" ? (
        <WhatsAppConversations conversations={page.conversations} />
      ) : (
        <ContactMessages key="messages" page={page} newCount={counts.newMessages} />
      )}
    </>
  );
}
