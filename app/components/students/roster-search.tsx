import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import type { RosterCentre } from "~/services/students.server";
import type { StudentListQuery } from "~/validation/students";
import { STUDENTS_PATH } from "./format";

/** Search by name or parent's phone, and a centre (for more than one): the list follows as you type. */
export function RosterSearch({ query, centres }: { query: StudentListQuery; centres: RosterCentre[] }) {
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
      {centres.length > 1 ? (
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
