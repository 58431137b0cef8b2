import { Icon } from "~/components/icon";
import type { Toast } from "./toast";

export default function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const error = toast.variant === "error";
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        error ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"
      }`}
    >
      {error ? (
        <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="flex-1">
        <p className="font-bold">{toast.title}</p>
        {toast.description ? <p className="text-sm">{toast.description}</p> : null}
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="rounded p-1 hover:bg-black/5">
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
