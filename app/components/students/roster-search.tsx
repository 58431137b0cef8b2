import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import type { RosterCentre } from "~/services/students.server";
import type { StudentListQuery } from "~/validation/students";
import { rosterHref, STUDENTS_PATH } from "./format";

type Props = { query: StudentListQuery; centres: RosterCentre[] | null; filterCentre: RosterCentre | null };

/**
 * Search by name or parent's phone, and a centre (for more than one): the list follows as you type.
 * The centre is chosen from a list, or (a big network, whose page carries no list) typed: part of
 * its name or city; a centre picked elsewhere (the Centres tab's link) shows as a chip to clear.
 */
export function RosterSearch({ query, centres, filterCentre }: Props) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => form.current && submit(form.current, { replace: true, preventScrollReset: true }), delay);
  };
  return (
    <Form ref={form} method="get" action={STUDENTS_PATH} role="search" className="flex flex-col gap-3 sm:flex-row">
      {query.archived !== "exclude" ? <input type="hidden" name="archived" value={query.archived} /> : null}
      {query.due ? <input type="hidden" name="due" value="1" /> : null}
      <div className="relative flex-1">
        <label htmlFor="roster-search" className="sr-only">
          Search by name or parent&apos;s phone
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id="roster-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ""}
          placeholder="Search name or phone"
          autoComplete="off"
          maxLength={100}
          onChange={() => send(300)}
          className={`${inputClass} pl-10`}
        />
      </div>
      {centres === null ? (
        <div className="sm:w-64">
          <label htmlFor="roster-centre" className="sr-only">
            Centre or city
          </label>
          <input
            id="roster-centre"
            type="search"
            name="centre"
            defaultValue={query.centre ?? ""}
            placeholder="Centre or city"
            autoComplete="off"
            maxLength={100}
            onChange={() => send(300)}
            className={inputClass}
          />
        </div>
      ) : null}
      {centres === null && query.centreId ? (
        <p className="flex items-center gap-2 self-center text-sm text-slate-700">
          <input type="hidden" name="centreId" value={query.centreId} />
          <span>
            Centre: <strong>{filterCentre?.name ?? "not found"}</strong>
          </span>
          <Link
            to={rosterHref({ ...query, centreId: undefined })}
            className="inline-flex min-h-10 items-center gap-1 rounded-full border border-slate-300 px-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Icon name="x" className="size-4" />
            All centres
          </Link>
        </p>
      ) : null}
      {centres !== null && centres.length > 1 ? (
        <div className="sm:w-64">
          <label htmlFor="roster-centre" className="sr-only">
            Centre
          </label>
          <select id="roster-centre" name="centreId" defaultValue={query.centreId ?? ""} onChange={() => send(0)} className={inputClass}>
            <option value="">All centres</option>
            {centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <noscript>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
          Search
        </button>
      </noscript>
    </Form>
  );
}
