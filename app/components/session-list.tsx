import { Button } from "~/components/ui/button";
import { formatIndiaDateTime } from "~/lib/dates";
import type { SessionView } from "~/services/sessions.server";

/**
 * An account's signed-in devices, most recently used first: the owner's own list on the password
 * page and the admin's Sessions dialog. `onEnd` ends one; "This device" is the viewer's own session.
 */
export function SessionList({
  sessions,
  onEnd,
  endingId,
}: {
  sessions: SessionView[];
  onEnd: (session: SessionView) => void;
  endingId: string | null;
}) {
  if (sessions.length === 0) return <p className="text-sm text-slate-600">Not signed in on any device.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Signed-in devices">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              {session.deviceLabel}
              {session.current ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">Signed in {formatIndiaDateTime(session.createdAt)}</p>
            <p className="text-sm text-slate-600">Last active {formatIndiaDateTime(session.lastSeenAt)}</p>
          </div>
          <Button
            variant="dangerOutline"
            size="sm"
            disabled={endingId !== null}
            onClick={() => onEnd(session)}
            aria-label={`${session.current ? "Sign out" : "End"}: ${session.deviceLabel}, signed in ${formatIndiaDateTime(session.createdAt)}`}
          >
            {endingId === session.id ? "Ending..." : session.current ? "Sign out" : "End"}
          </Button>
        </li>
      ))}
    </ul>
  );
}
