import { Icon } from "~/components/icon";

/** Passed or not, in words as well as colour. */
export function PassBadge({ passed }: { passed: boolean }) {
  return passed ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
      <Icon name="circle-check" className="size-3.5" /> Passed
    </span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold text-slate-800">Not passed</span>
  );
}
