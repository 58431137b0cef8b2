import type { FranchiseContent } from "~/web/franchise-content.server";

/** The figures the owner saved in Settings, in their words; one not saved is not shown (web/franchise-content.server.ts). */
export function FranchiseFigures({ figures }: { figures: NonNullable<FranchiseContent["figures"]> }) {
  return (
    <section aria-labelledby="figures-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="figures-heading" className="text-center text-3xl font-extrabold text-brand-900">
        {figures.title}
      </h2>
      <dl className="mt-8 grid gap-5 sm:grid-cols-2">
        {figures.items.map(({ key, term, value }) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="mt-1 whitespace-pre-line text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
