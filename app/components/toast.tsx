import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

// The card loads with the first toast, so pages that never show one do not download it.
const ToastCard = lazy(() => import("./toast-card"));

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
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end"
      >
        {toast ? (
          <Suspense fallback={null}>
            <ToastCard key={toast.id} toast={toast} onDismiss={() => setToast(null)} />
          </Suspense>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
