import type { FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { FieldError, inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";

// "Children in this photo": the admin names the children a photo shows, found by name on the
// rosters (routes/gallery.children.ts). Only a child whose parent agreed to photos can be named; a
// photo whose child's parent later withdraws is hidden at once (services/gallery-children.server.ts).

type Child = { id: string; name: string };
type Found = Child & { centre: string; photos: boolean };

export const CHILDREN_SEARCH = "/gallery/children";

export function ChildrenField({ field, initial = [] }: { field: FieldMetadata<unknown>; initial?: Child[] }) {
  const [chosen, setChosen] = useState<Child[]>(initial);
  const [query, setQuery] = useState("");
  const search = useFetcher<{ children: Found[] }>();
  const id = useId();
  const { load } = search;
  useEffect(() => {
    if (query.trim().length < 2) return;
    // A short pause: one search per word typed, not per key.
    const timer = setTimeout(() => load(`${CHILDREN_SEARCH}?${new URLSearchParams({ q: query.trim() })}`), 250);
    return () => clearTimeout(timer);
  }, [query, load]);
  const found =
    query.trim().length < 2 ? [] : (search.data?.children ?? []).filter((child) => !chosen.some((item) => item.id === child.id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Children in this photo (optional)</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Name each child who can be recognised. Only a child whose parent agreed to photos can be named, and the photo is hidden if a parent
        withdraws.
      </p>
      {/* Always sent, so that naming no child is a list too. */}
      <input type="hidden" name={field.name} value="" />
      {chosen.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Named children">
          {chosen.map((child) => (
            <li key={child.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
              <input type="hidden" name={field.name} value={child.id} />
              {child.name}
              <button
                type="button"
                onClick={() => setChosen((list) => list.filter((item) => item.id !== child.id))}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                aria-label={`Remove ${child.name}`}
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        Find a child by name
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Find a child by name"
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        className={inputClass}
      />
      {found.length ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Children found">
          {found.map((child) => (
            <li key={child.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-semibold text-slate-900">{child.name}</span>, {child.centre}
                {child.photos ? null : <span className="block text-xs text-amber-900">No parent's consent to photos</span>}
              </span>
              <button
                type="button"
                disabled={!child.photos}
                onClick={() => {
                  setChosen((list) => [...list, { id: child.id, name: child.name }]);
                  setQuery("");
                }}
                className="btn btn-sm btn-outline disabled:opacity-50"
              >
                Add<span className="sr-only"> {child.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
