// The temporary password of an account just created or reset: shown once, to copy and hand over.
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";

export function TemporaryPasswordResult({
  heading,
  email,
  tempPassword,
  onDone,
}: {
  heading: string;
  email?: string;
  tempPassword: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  // Focus moves to the answer, so a screen reader says it and the keyboard starts from it. After a
  // frame: a dialog opened with this answer in it (showModal, in the parent's effect) focuses its own
  // first control, after this component's effects have run.
  useEffect(() => {
    const frame = requestAnimationFrame(() => result.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="space-y-4">
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-2 focus:outline-green-700"
      >
        <p className="font-semibold">{heading}</p>
        <p className="mt-1 break-words text-sm">
          {`Give this temporary password to ${email ?? "the user"}. It is shown only this once and works for 72 hours; they must replace it with their own at their first sign-in.`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <output
          aria-label="Temporary password"
          className="min-w-0 flex-1 select-all break-all rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-lg tracking-wide text-slate-900"
        >
          {tempPassword}
        </output>
        <Button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(tempPassword).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
          variant="outline"
          size="sm"
        >
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <Button type="button" onClick={onDone} block>
        Done
      </Button>
    </div>
  );
}
