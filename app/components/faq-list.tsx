import { Icon } from "~/components/icon";

/** Questions and answers as native <details>: keyboard and screen-reader friendly, no JavaScript needed. */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="space-y-3">
      {faqs.map(({ question, answer }) => (
        <details key={question} className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
            {question}
            <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
