import { Icon } from "~/components/icon";
import { useT } from "~/i18n/i18n-context";
import { LinkedText } from "~/i18n/linked-text";
import { formatCount } from "~/lib/counts";

const STEPS = [
  { icon: "calendar-days", text: "demo.step1" },
  { icon: "phone", text: "demo.step2" },
  { icon: "graduation-cap", text: "demo.step3" },
] as const;

/** /book-demo's side panel: what happens after booking, and the way to the franchise for a would-be partner. */
export function DemoSteps() {
  const { t, tag } = useT();
  return (
    <section aria-labelledby="how-heading" className="space-y-4 lg:order-last">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="how-heading" className="text-lg font-bold text-brand-900">
          {t("demo.how")}
        </h2>
        <ol className="mt-4 space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.icon} className="flex items-start gap-3 text-slate-700">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={step.icon} className="size-5" />
              </span>
              <span>
                <span className="sr-only">{t("demo.step", { number: formatCount(index + 1, tag) })}</span>
                {t(step.text)}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <p className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
        <LinkedText text={t("demo.partner")} to="/franchise" className="font-semibold text-brand-700 underline underline-offset-2" />
      </p>
    </section>
  );
}
