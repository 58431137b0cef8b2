import { useState } from "react";
import { SessionList } from "~/components/session-list";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import type { SessionView } from "~/services/sessions.server";
import type { SignOutScope } from "~/validation/sessions";

const PAGE = "/account/password";

/**
 * The password page's list of the devices this account is signed in on, "This device" marked. One can
 * be ended, every other one at once (this device stays signed in), or all of them (this one too).
 */
export function SignedInDevices({ sessions }: { sessions: SessionView[] }) {
  const [ending, setEnding] = useState<string | null>(null);
  const fetcher = useActionFetcher({ errorTitle: "Could not sign out", onSuccess: () => setEnding(null), onError: () => setEnding(null) });
  const others = sessions.filter((session) => !session.current).length;
  const signOut = (from: SignOutScope) => {
    setEnding(from);
    fetcher.submit({ intent: "signOut", from }, { method: "post", action: PAGE });
  };
  const end = (session: SessionView) => {
    setEnding(session.id);
    fetcher.submit({ intent: "endSession", sessionId: session.id }, { method: "post", action: PAGE });
  };

  return (
    <section aria-labelledby="signed-in-devices" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="signed-in-devices" className="text-lg font-bold text-brand-900">
        Where you&apos;re signed in
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">Signing out on one device leaves the others signed in.</p>
      <SessionList sessions={sessions} onEnd={end} endingId={ending} />
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="outline" size="sm" disabled={ending !== null || others === 0} onClick={() => signOut("other-devices")}>
          {ending === "other-devices" ? "Signing out..." : "Sign out other devices"}
        </Button>
        <Button variant="dangerOutline" size="sm" disabled={ending !== null} onClick={() => signOut("all-devices")}>
          {ending === "all-devices" ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </div>
    </section>
  );
}
