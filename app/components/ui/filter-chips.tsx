import { Link } from "@remix-run/react";

export type FilterChip = { key: string; to: string; label: string; active: boolean };

/**
 * A row of filter links (category, status) under one navigation landmark. The active chip is
 * marked aria-current="page"; following a chip keeps the scroll position, so the list below
 * changes in place. `subtle` is for a second, lesser filter beside the main one.
 */
export function FilterChips({ label, items, variant = "brand" }: { label: string; items: FilterChip[]; variant?: "brand" | "subtle" }) {
  const activeClass = variant === "subtle" ? "border-slate-800 bg-slate-800 text-white" : "border-brand-700 bg-brand-700 text-white";
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              preventScrollReset
              aria-current={item.active ? "page" : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition ${
                item.active ? activeClass : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
