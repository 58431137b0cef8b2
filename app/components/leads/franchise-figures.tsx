import type { FranchiseOffer } from "~/lib/site";

const FIGURES: { key: keyof FranchiseOffer; term: string }[] = [
  { key: "investment", term: "Investment" },
  { key: "fees", term: "Fees and royalty" },
  { key: "payback", term: "Typical payback" },
  { key: "includes", term: "What the kit and training include" },
];

/** The figures the owner saved in Settings, in their words; one not saved is not shown. */
export function FranchiseFigures({ offer }: { offer: FranchiseOffer }) {
  const shown = FIGURES.filter(({ key }) => offer[key]);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="figures-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="figures-heading" className="text-center text-3xl font-extrabold text-brand-900">
        The figures
      </h2>
      <dl className="mt-8 grid gap-5 sm:grid-cols-2">
        {shown.map(({ key, term }) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="mt-1 whitespace-pre-line text-lg font-semibold text-slate-900">{offer[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
