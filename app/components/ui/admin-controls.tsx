import type { ReactNode } from "react";

/** The band above a list where those who may change it find its buttons (write a post, upload photos). */
export function AdminControlsPanel({ id, description, children }: { id: string; description: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={id} className="text-lg font-bold text-brand-900">
          Admin Controls
        </h2>
        <p className="text-sm text-slate-700">{description}</p>
      </div>
      {children}
    </section>
  );
}
