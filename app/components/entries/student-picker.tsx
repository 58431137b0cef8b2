import { Link } from "@remix-run/react";
import { useId, useMemo, useState } from "react";
import { inputClass } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useActionFetcher } from "~/components/use-action-result";
import { courseName } from "~/lib/courses";
import { formatRupees } from "~/lib/gst";
import { type EntryActionData, type EntryCompetition, type PickableStudent } from "./types";
import { plural } from "~/lib/counts";

type Props = { competition: EntryCompetition; students: PickableStudent[]; placesLeft: number | null; action: string };

/**
 * Search the roster, tick many, enter them in one go. The bar with the count, the level and the
 * button stays at the bottom of a phone's screen while the list scrolls. Students hidden by the
 * search stay ticked (the count says so).
 */
export function StudentPicker({ competition, students, placesLeft, action }: Props) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const levelId = useId();
  const fetcher = useActionFetcher<EntryActionData>({ successTitle: "Entered", onSuccess: () => setSelected(new Set()) });
  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => students.filter((student) => student.name.toLowerCase().includes(needle)), [students, needle]);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((student) => selected.has(student.id));
  const selectShown = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const student of shown) {
        if (allShownSelected) next.delete(student.id);
        else next.add(student.id);
      }
      return next;
    });
  const tooMany = placesLeft !== null && selected.size > placesLeft;

  if (students.length === 0 && competition.kind === "level-exam")
    return (
      <p className="rounded-xl bg-slate-50 p-5 text-slate-700">
        No other student of yours is due for this exam: it takes students at {competition.levels.join(" or ")} who will have been at the
        level for its weeks by the exam&apos;s day, with a parent&apos;s consent on record.{" "}
        <Link to="/my-centres/students" className="font-semibold text-brand-700 underline">
          See your roster
        </Link>
        .
      </p>
    );
  if (students.length === 0)
    return (
      <p className="rounded-xl bg-slate-50 p-5 text-slate-700">
        Everyone on your roster with a parent&apos;s consent on record is entered, or your roster is empty.{" "}
        <Link to="/my-centres/students?consent=needed" className="font-semibold text-brand-700 underline">
          See who needs a parent&apos;s consent
        </Link>
        .
      </p>
    );

  return (
    <fetcher.Form method="post" action={action} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <input type="hidden" name="intent" value="enter" />
      <p className="px-4 pt-3 text-sm text-slate-600">Students are listed once a parent&apos;s consent is on record.</p>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
            Search your students
          </label>
          <div className="relative">
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Type a name"
              autoComplete="off"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <Button type="button" variant="outline" onClick={selectShown} disabled={shown.length === 0}>
          {allShownSelected ? "Clear shown" : `Select all shown (${shown.length})`}
        </Button>
      </div>
      <ul className="divide-y divide-slate-100" aria-label="Students on your roster">
        {students.map((student) => {
          const visible = shown.includes(student);
          return (
            <li key={student.id} className={visible ? undefined : "hidden"}>
              <label
                htmlFor={`pick-${student.id}`}
                className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-brand-50/50 has-[:checked]:bg-brand-50"
              >
                <input
                  id={`pick-${student.id}`}
                  type="checkbox"
                  name="studentIds"
                  value={student.id}
                  checked={selected.has(student.id)}
                  onChange={() => toggle(student.id)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
                  {student.name}
                  <span className="block truncate text-sm font-normal text-slate-600">
                    Level {student.level} · {courseName(student.course)} · {student.centreName}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="p-4 text-sm text-slate-600">No student matches “{query}”.</li> : null}
      </ul>
      <div className="sticky bottom-0 flex flex-col gap-3 rounded-b-2xl border-t border-slate-200 bg-white/95 p-4 backdrop-blur sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700 sm:flex-1" aria-live="polite">
          <strong className="text-slate-900">{plural(selected.size, "student")} selected</strong>
          {competition.entryFee > 0 && selected.size ? <> · {formatRupees(competition.entryFee * selected.size)}</> : null}
          {tooMany ? <span className="block font-semibold text-red-700">Only {plural(placesLeft ?? 0, "place")} left.</span> : null}
        </p>
        {/* A level exam takes each student at their own level: nothing to choose. */}
        {competition.levels.length && competition.kind !== "level-exam" ? (
          <div className="flex items-center gap-2">
            <label htmlFor={levelId} className="text-sm font-semibold text-slate-800">
              Level
            </label>
            <select id={levelId} name="level" className={`${inputClass} w-auto`} defaultValue="">
              <option value="">Roster level</option>
              {competition.levels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" disabled={selected.size === 0 || fetcher.busy || tooMany}>
          <Icon name="user-plus" className="size-4" />
          {fetcher.busy ? "Entering..." : selected.size ? `Enter ${plural(selected.size, "student")}` : "Enter students"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
