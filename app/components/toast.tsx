import { CircleAlert, CircleCheck, X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export type Toast = { title: string; description?: string; variant?: "success" | "error" };

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen (one at a time). */
export const useToast = () => useContext(ToastContext);

const VISIBLE_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  const error = toast?.variant === "error";
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
        {toast ? (
          <div
            key={toast.id}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
              error ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"
            }`}
          >
            {error ? <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
            <div className="flex-1">
              <p className="font-bold">{toast.title}</p>
              {toast.description ? <p className="text-sm">{toast.description}</p> : null}
            </div>
            <button type="button" onClick={() => setToast(null)} aria-label="Dismiss notification" className="rounded p-1 hover:bg-black/5">
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
