import { useState } from "react";
import { ListOnDemandStatus } from "~/components/list-on-demand-status";
import { Modal } from "~/components/modal";
import { SessionList } from "~/components/session-list";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { useListOnDemand } from "~/components/use-list-on-demand";
import type { SessionView } from "~/services/sessions.server";
import type { PublicUser } from "~/services/users.server";

/** The admin's Sessions dialog for an account: where it is signed in, ending one device or all of them. */
export function UserSessions({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? `${user.name}'s sessions` : "Sessions"}>
      {user ? <SessionsOf key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

/** Mounted per account, so its list (fetched when the dialog opens) and what was ended belong to that account. */
function SessionsOf({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const path = `/admin/users/${encodeURIComponent(user.id)}/sessions`;
  const list = useListOnDemand<SessionView>(path, "sessions", true);
  // What this dialog ended: gone from the list without fetching it again.
  const [ended, setEnded] = useState<string[] | "all">([]);
  const [ending, setEnding] = useState<string | null>(null);
  const fetcher = useActionFetcher({
    errorTitle: "Could not end the session",
    onSuccess: () => {
      setEnded((before) => (ending === "all" || before === "all" ? "all" : [...before, ending ?? ""]));
      setEnding(null);
    },
    onError: () => setEnding(null),
  });
  const end = (session: SessionView) => {
    setEnding(session.id);
    fetcher.submit({ intent: "endSession", sessionId: session.id }, { method: "post", action: path });
  };
  const endAll = () => {
    setEnding("all");
    fetcher.submit({ intent: "endAllSessions" }, { method: "post", action: path });
  };
  const live = list.items?.filter((session) => ended !== "all" && !ended.includes(session.id)) ?? null;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Each device stays signed in until it signs out, its week is up, or you end it here.</p>
      {live ? <SessionList sessions={live} onEnd={end} endingId={ending} /> : <ListOnDemandStatus list={list} what="the sessions" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button variant="danger" disabled={!live || live.length === 0 || ending !== null} onClick={endAll}>
          {ending === "all" ? "Ending..." : "End all sessions"}
        </Button>
      </div>
    </div>
  );
}
