import type { ReactNode } from "react";

export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-extrabold text-brand-900">
        {title}
      </h2>
      {children ? <p className="mt-3 text-lg text-slate-600">{children}</p> : null}
    </div>
  );
}
