import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";

/** After a level exam's results: the students who moved up need their new level's kit. */
export function PromotionKitsLink() {
  return (
    <p className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      <span>Students who passed have moved up a level: they need the kit of their new level.</span>
      <Link
        to="/my-centres/level-kits"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="package" className="size-4" /> Kits for the new levels
      </Link>
    </p>
  );
}
