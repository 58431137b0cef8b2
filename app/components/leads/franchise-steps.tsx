import { useT } from "~/i18n/i18n-context";
import type { FranchiseContent } from "~/web/franchise-content.server";

/** The way from an enquiry to an open centre, step by step (web/franchise-content.server.ts). */
export function FranchiseSteps({ steps }: { steps: FranchiseContent["steps"] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="steps-heading" className="text-center text-3xl font-extrabold text-brand-900">
        {t("franchise.steps")}
      </h2>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white">
              {step.number}
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
